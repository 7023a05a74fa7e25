/**
 * Prepared copies, on disk: the project a walkthrough's first steps made, kept (before any server starts) for the
 * later walkthroughs that start the same way, and copied into their folders. A copy is a whole one (`cp -a`): the
 * local D1 under `.wrangler` and `node_modules` included, nothing shared with the kept project.
 */
import { execFile } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
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

async function copyFolder(from: string, to: string): Promise<void> {
  await rm(to, { recursive: true, force: true });
  await run('cp', ['-a', from, to]);
}
