/** Writes the generated files into the project folder, which is new or empty: nothing that exists is overwritten. */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export async function writeProject(dir: string, files: ReadonlyMap<string, string | Uint8Array>): Promise<number> {
  const targets = [...files.keys()].map((relative) => [relative, safeJoin(dir, relative)] as const);
  await mkdir(dir, { recursive: true });
  for (const [relative, target] of targets) {
    await mkdir(path.dirname(target), { recursive: true });
    // `wx`: fail rather than replace a file, should one have appeared since the folder was checked.
    await writeFile(target, files.get(relative)!, { flag: 'wx' });
  }
  return targets.length;
}

/** Refuses paths that would land outside the project folder; they can only come from a broken template. */
export function safeJoin(dir: string, relative: string): string {
  if (relative === '' || relative.includes('\\') || path.posix.isAbsolute(relative)) {
    throw new Error(`Template file path "${relative}" is not a relative POSIX path.`);
  }
  const normalized = path.posix.normalize(relative);
  if (normalized.startsWith('../') || normalized === '..' || normalized === '.') {
    throw new Error(`Template file path "${relative}" points outside the project folder.`);
  }
  return path.join(dir, ...normalized.split('/'));
}
