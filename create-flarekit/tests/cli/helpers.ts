/** Runs the built CLI as a user would, in throw-away folders, and records folders to prove nothing changed. */
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

export const PACKAGE_DIR = fileURLToPath(new URL('../..', import.meta.url));
export const BIN = path.join(PACKAGE_DIR, 'dist', 'bin.js');
/** npm's cache for the tests that fetch from the registry, kept between runs (git-ignored). */
export const NPM_CACHE = path.join(PACKAGE_DIR, '.cache', 'npm');

export function tempDir(prefix = 'flarekit-cli-'): string {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

export interface BinResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** The environment of a user's shell, without anything that would change the CLI's answers. */
export function cleanEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!key.startsWith('npm_') && !key.startsWith('VITEST') && key !== 'NODE_OPTIONS') env[key] = value;
  }
  return { ...env, NO_COLOR: '1', ...extra };
}

export function runBin(
  args: readonly string[],
  cwd: string,
  options: { env?: NodeJS.ProcessEnv; node?: string } = {},
): BinResult {
  const result: SpawnSyncReturns<string> = spawnSync(options.node ?? process.execPath, [BIN, ...args], {
    cwd,
    env: options.env ?? cleanEnv(),
    encoding: 'utf8',
    // A pipe, not a terminal: the CLI must not wait for answers.
    stdio: ['pipe', 'pipe', 'pipe'],
    input: '',
    timeout: 60_000,
  });
  return { status: result.status, stdout: strip(result.stdout), stderr: strip(result.stderr) };
}

export function strip(text: string): string {
  return stripVTControlCharacters(text);
}

/** Every file and folder below `dir` with its contents, to compare a folder before and after a run. */
export function snapshot(dir: string): Record<string, string> {
  const entries: Record<string, string> = {};
  const walk = (current: string) => {
    for (const name of readdirSync(current)) {
      const full = path.join(current, name);
      const relative = path.relative(dir, full);
      if (statSync(full).isDirectory()) {
        entries[`${relative}/`] = '';
        walk(full);
      } else {
        entries[relative] = readFileSync(full).toString('base64');
      }
    }
  };
  walk(dir);
  return entries;
}

/** Relative POSIX paths of every file below `dir`. */
export function listFiles(dir: string, skip: (relative: string) => boolean = () => false): string[] {
  const files: string[] = [];
  const walk = (current: string) => {
    for (const name of readdirSync(current)) {
      const full = path.join(current, name);
      const relative = path.relative(dir, full).split(path.sep).join('/');
      if (skip(relative)) continue;
      if (statSync(full).isDirectory()) walk(full);
      else files.push(relative);
    }
  };
  walk(dir);
  return files.sort();
}

/** The environment with a stand-in for pnpm first on PATH: it records its arguments and folder, then exits with `exitCode`. */
export function fakePnpm(exitCode: number): NodeJS.ProcessEnv {
  const bin = tempDir('flarekit-fake-pm-');
  const script = path.join(bin, 'pnpm');
  writeFileSync(
    script,
    `#!/bin/sh\necho "pnpm $* in $(basename "$PWD")" > "$PWD/install.log"\necho "ERR_PNPM_FAKE the registry is unreachable" >&2\nexit ${exitCode}\n`,
  );
  chmodSync(script, 0o755);
  return cleanEnv({ PATH: `${bin}${path.delimiter}${process.env.PATH}` });
}
