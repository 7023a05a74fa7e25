/** The target folder must not exist or must be empty: the CLI never writes over anything of the user's. */
import { lstatSync, readdirSync } from 'node:fs';

/** `shownAs` is the folder as the user wrote it, `.` for the current folder. */
export function targetDirProblem(dir: string, shownAs: string): string | undefined {
  let stats;
  try {
    stats = lstatSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  if (!stats.isDirectory()) return `${shownAs} already exists and is not a folder. Choose another project name.`;
  const entries = readdirSync(dir);
  if (entries.length === 0) return undefined;
  const folder = shownAs === '.' ? 'The current folder' : `The folder ${shownAs} already exists and`;
  return `${folder} is not empty. Choose another project name, or empty the folder.`;
}
