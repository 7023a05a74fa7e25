/**
 * Where `npm test` puts the folders it makes and throws away (its TMPDIR): the generated projects of the matrix and
 * the walkthroughs, each with tens of thousands of installed files. On Linux, a memory-backed file system (tmpfs at
 * /dev/shm) takes those writes and deletes for less system time than a disk. It is used only where it has room to spare: a tmpfs's files take memory for as long as
 * they exist, so where it has less, the system's temporary folder is kept.
 *
 * The package caches stay in the system's temporary folder (npm-cache.ts): they outlive the run.
 */
import { mkdirSync, rmSync, statfsSync } from 'node:fs';
import os from 'node:os';
import { sharedNpmCache } from './npm-cache.ts';

/** The file system type number Linux gives a tmpfs (statfs(2), TMPFS_MAGIC). */
export const TMPFS_MAGIC = 0x01021994;

/** Free space a tmpfs must have, and memory the machine must have, for the run to work in it. */
export const MIN_FREE_BYTES = 12 * 1024 ** 3;
export const MIN_MEMORY_BYTES = 16 * 1024 ** 3;

/** What a file system reports of itself: its type and free blocks (as `fs.statfs` gives them). */
export interface FileSystemFacts {
  type: number;
  bavail: number;
  bsize: number;
}

/** Whether a file system with these facts, on a machine with this much memory, should hold the run's folders. */
export function roomyTmpfs(facts: FileSystemFacts | undefined, memoryBytes: number): boolean {
  if (!facts || facts.type !== TMPFS_MAGIC) return false;
  return facts.bavail * facts.bsize >= MIN_FREE_BYTES && memoryBytes >= MIN_MEMORY_BYTES;
}

/** The folder for this run's temporary files: `/dev/shm/flarekit-test` where that is a roomy tmpfs, else undefined. */
export function memoryScratchFolder(): string | undefined {
  let facts: FileSystemFacts | undefined;
  try {
    facts = statfsSync('/dev/shm');
  } catch {
    facts = undefined;
  }
  return roomyTmpfs(facts, os.totalmem()) ? '/dev/shm/flarekit-test' : undefined;
}

/**
 * Points this process's temporary folder (TMPDIR, which the commands it starts inherit) at a new, empty memory
 * scratch folder, keeping the shared npm cache where it was. Returns the folder, or undefined (nothing changed)
 * where there is no roomy tmpfs.
 */
export function enterMemoryScratch(): string | undefined {
  const folder = memoryScratchFolder();
  if (!folder) return undefined;
  const env = process.env;
  env.FLAREKIT_MATRIX_CACHE ??= sharedNpmCache();
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  env.TMPDIR = folder;
  return folder;
}
