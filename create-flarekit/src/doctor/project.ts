/**
 * The generated project `doctor` looks at, read from disk: its root (the folder holding flarekit.json, found from the
 * current folder upwards), what flarekit.json says, its package manager, and the API's folder and wrangler.jsonc.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isPackageManager, type PackageManager } from '../compose/package-managers.ts';

export const PROJECT_FILE = 'flarekit.json';

export interface Project {
  /** Absolute path of the folder holding flarekit.json. */
  root: string;
  /** flarekit.json's `template` (undefined when missing or not a string). */
  template: string | undefined;
  /** flarekit.json's `version`: the create-flarekit that created the project. */
  version: string | undefined;
  packageManager: PackageManager;
  /** Where the package manager was read: flarekit.json, a lockfile, or the default. */
  packageManagerSource: string;
  /** The API's folder relative to the root, POSIX: `apps/api` in a full-stack project, '' in an API-only one. */
  apiDir: string;
}

/** The folder holding flarekit.json: `start` or the nearest of its parents; undefined when there is none. */
export function findProjectRoot(start: string): string | undefined {
  for (let dir = path.resolve(start); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, PROJECT_FILE))) return dir;
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** Lockfiles, each with the manager that writes it, in the order they are looked for. */
const LOCKFILES: readonly [string, PackageManager][] = [
  ['package-lock.json', 'npm'],
  ['pnpm-lock.yaml', 'pnpm'],
  ['pnpm-workspace.yaml', 'pnpm'],
  ['yarn.lock', 'yarn'],
  ['bun.lock', 'bun'],
  ['bun.lockb', 'bun'],
];

export function readProject(root: string): Project {
  let settings: Record<string, unknown> = {};
  try {
    const parsed = JSON.parse(readFileSync(path.join(root, PROJECT_FILE), 'utf8')) as unknown;
    if (parsed !== null && typeof parsed === 'object') settings = parsed as Record<string, unknown>;
  } catch {
    // An unreadable flarekit.json: the checks that need its fields say so.
  }
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  let packageManager: PackageManager = 'npm';
  let packageManagerSource = 'the default: no lockfile';
  const declared = text(settings.packageManager);
  const lockfile = LOCKFILES.find(([file]) => existsSync(path.join(root, file)));
  if (declared !== undefined && isPackageManager(declared)) {
    packageManager = declared;
    packageManagerSource = PROJECT_FILE;
  } else if (lockfile) {
    packageManager = lockfile[1];
    packageManagerSource = lockfile[0];
  }
  return {
    root,
    template: text(settings.template),
    version: text(settings.version),
    packageManager,
    packageManagerSource,
    apiDir: existsSync(path.join(root, 'apps', 'api', 'wrangler.jsonc')) ? 'apps/api' : '',
  };
}

/** A path inside the project, as the docs write it (`apps/api/.dev.vars`). */
export function shownPath(project: Project, file: string): string {
  return project.apiDir ? `${project.apiDir}/${file}` : file;
}

export function apiPath(project: Project, file: string): string {
  return path.join(project.root, ...project.apiDir.split('/').filter(Boolean), ...file.split('/'));
}

/** A JSON file's contents, or undefined when it is missing or not JSON. */
export function readJson(file: string, jsonc = false): unknown {
  if (!existsSync(file)) return undefined;
  try {
    const text = readFileSync(file, 'utf8');
    return JSON.parse(jsonc ? stripJsonc(text) : text) as unknown;
  } catch {
    return undefined;
  }
}

/** JSON with comments and trailing commas (wrangler.jsonc) → JSON: strings are kept as they are. */
export function stripJsonc(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === '"') {
      let end = i + 1;
      while (end < text.length && text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      out += text.slice(i, end + 1);
      i = end;
    } else if (char === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++;
      out += '\n';
    } else if (char === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end === -1 ? text.length : end + 1;
    } else out += char;
  }
  return out.replace(/,(\s*[}\]])/g, '$1');
}
