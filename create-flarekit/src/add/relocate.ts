/**
 * `add web` turns an API-only project into a full-stack one, where the API lives in `apps/api/`: the files of the API
 * move there, the project's own root files stay. Which is which comes from the API-only template: every top-level name
 * of its files but the root's own (package.json, README, the lockfiles…) is the API's, and so are the local settings
 * and state wrangler keeps beside them (.dev.vars, .wrangler/). Your own files under those names move with them.
 */
import type { Files } from './merge.ts';

export const API_FOLDER = 'apps/api/';

/** Top-level names that stay at the root of a full-stack project. */
const ROOT_NAMES = new Set([
  '.git',
  '.github',
  '.gitignore',
  'AGENTS.md',
  'CLAUDE.md',
  'README.md',
  'biome.json',
  'bun.lock',
  'bun.lockb',
  'flarekit.json',
  'node_modules',
  'package-lock.json',
  'package.json',
  'pnpm-lock.yaml',
  'pnpm-workspace.yaml',
  'yarn.lock',
]);

/** Local files wrangler reads or writes beside the API, git-ignored: moved with it when they exist. */
export const API_LOCAL_STATE = ['.dev.vars', '.wrangler'] as const;

const topOf = (path: string) => path.split('/')[0] ?? path;

export class Relocation {
  /** The top-level names of the API's files in the API-only project. */
  readonly owned: ReadonlySet<string>;

  constructor(apiOnlyBase: Files) {
    const names = [...apiOnlyBase.keys()].map(topOf).filter((name) => !ROOT_NAMES.has(name));
    this.owned = new Set([...names, ...API_LOCAL_STATE]);
  }

  /** Whether a path of the API-only project is the API's. */
  isApis(path: string): boolean {
    return this.owned.has(topOf(path));
  }

  /** Where a path of the API-only project goes in the full-stack one. */
  moved(path: string): string {
    return this.isApis(path) ? `${API_FOLDER}${path}` : path;
  }

  /** The path in the API-only project a full-stack path came from, when it is one of the API's. */
  original(path: string): string | undefined {
    if (!path.startsWith(API_FOLDER)) return undefined;
    const rest = path.slice(API_FOLDER.length);
    return this.isApis(rest) ? rest : undefined;
  }

  /** The API-only project's files at their full-stack paths. */
  movedFiles<T>(files: ReadonlyMap<string, T>): Map<string, T> {
    return new Map([...files].map(([path, contents]) => [this.moved(path), contents]));
  }
}
