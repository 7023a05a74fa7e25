/**
 * Prepared copies, on disk: the project a walkthrough's first steps made, kept (before any server starts) for the
 * later walkthroughs that start the same way, and copied into their folders. A copy shares nothing that anything
 * writes: the installed packages' files are hard links (`cp -a --link`: a second instead of seconds of copying tens
 * of thousands of files), never written in place (an install puts a new version in a new folder); every other file is
 * a copy of its own: the project's files, the local D1 under `.wrangler`, and node_modules' own state (its dot
 * entries: npm's `.package-lock.json`, Vite's `.vite`, caches, TypeScript's `.tmp`).
 */
import { execFile } from 'node:child_process';
import { copyFile, mkdir, readdir, rename, rm, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { preparedDir } from './settings.ts';

const run = promisify(execFile);

export interface Prepared {
  /** Where the kept project is: a copy of the folder of the walkthrough that made it. */
  folder: string;
  /** The folder its steps ended in, relative to `folder` (`my-app` after `cd my-app`). */
  cwd: string;
  /** The walkthrough that made it. */
  maker: string;
  /** The lines of the steps a copy stands in for. */
  lines: number[];
}

const kept = new Map<string, Prepared>();

export function preparedProject(key: string): Prepared | undefined {
  return kept.get(key);
}

/** Keeps a copy of `folder`, whose steps ended in `cwd`, for the walkthroughs that start with the same steps. */
export async function keepPrepared(
  key: string,
  folder: string,
  cwd: string,
  maker: string,
  lines: number[],
): Promise<Prepared> {
  const prepared: Prepared = {
    folder: path.join(preparedDir, String(kept.size + 1)),
    cwd: path.relative(folder, cwd),
    maker,
    lines,
  };
  await mkdir(preparedDir, { recursive: true });
  await copyFolder(folder, prepared.folder);
  kept.set(key, prepared);
  return prepared;
}

/** Copies a kept project into `folder`, the walkthrough's own; resolves with the folder its steps ended in. */
export async function copyPrepared(prepared: Prepared, folder: string): Promise<string> {
  await copyFolder(prepared.folder, folder);
  return path.join(folder, prepared.cwd);
}

/** Copies a project folder: its installed packages hard-linked, every other file a copy of its own. */
export async function copyFolder(from: string, to: string): Promise<void> {
  await rm(to, { recursive: true, force: true });
  await run('cp', ['-a', '--link', from, to]);
  for (const file of await writableFiles(to)) await unshare(file);
}

/**
 * Whether an entry of a `node_modules` folder is an installed package (or a scope of packages), whose files are only
 * read: not one of node_modules' own dot entries.
 */
export function isPackageEntry(name: string): boolean {
  return !name.startsWith('.');
}

/** The regular files under `folder` that are not inside an installed package: those something may write in place. */
export async function writableFiles(folder: string): Promise<string[]> {
  const files: string[] = [];
  const visit = async (dir: string, inNodeModules: boolean): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      if (inNodeModules && isPackageEntry(entry.name)) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await visit(full, entry.name === 'node_modules');
      else if (entry.isFile()) files.push(full);
    }
  };
  await visit(folder, false);
  return files;
}

/** Gives a hard-linked file an inode of its own, with the same content, mode and times. */
async function unshare(file: string): Promise<void> {
  const copy = `${file}.unshared`;
  const { atimeMs, mtimeMs } = await stat(file);
  await copyFile(file, copy);
  await utimes(copy, atimeMs / 1000, mtimeMs / 1000);
  await rename(copy, file);
}
