import { execFileSync } from 'node:child_process';

/**
 * The date of the last commit that changed each file under `dir` (relative to `rootDir`), from one `git log` call.
 * Renames are followed: a commit that only moved a file (100 % similar) does not count as a change, and the file's
 * history under its earlier paths does. Files git does not know (or no git at all) get `fallback`, the build time.
 */
export function lastCommitDates(rootDir: string, dir: string, fallback: string): (file: string) => string {
  let dates = new Map<string, string>();
  try {
    const git = (args: string[]) =>
      execFileSync('git', args, {
        cwd: rootDir,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
        maxBuffer: 256 * 1024 * 1024,
      });
    const prefix = git(['rev-parse', '--show-prefix']).trim();
    dates = datesFromLog(git(['log', '-M', '--format=@%cI', '--name-status']), `${prefix}${dir}/`, prefix);
  } catch {
    // Not a git checkout: every page falls back to the build time.
  }
  return (file) => dates.get(file) ?? fallback;
}

/**
 * Reads `git log -M --format=@<date> --name-status` (newest commit first) into "file → date of its last change", for
 * the files whose current path starts with `under`, keyed by their path with `strip` removed.
 */
export function datesFromLog(log: string, under: string, strip: string): Map<string, string> {
  const changed = new Map<string, string>();
  /** An earlier path of a file → its current path (learned from renames, newest first). */
  const laterPath = new Map<string, string>();
  let date = '';
  for (const line of log.split('\n')) {
    if (line.startsWith('@')) {
      date = line.slice(1);
      continue;
    }
    const [status = '', first = '', second] = line.split('\t');
    if (!first) continue;
    if (status.startsWith('R') && second !== undefined) {
      const current = laterPath.get(second) ?? second;
      laterPath.set(first, current);
      if (status !== 'R100' && !changed.has(current)) changed.set(current, date);
    } else if (status !== 'D') {
      const current = laterPath.get(first) ?? first;
      if (!changed.has(current)) changed.set(current, date);
    }
  }
  const dates = new Map<string, string>();
  for (const [file, when] of changed) if (file.startsWith(under)) dates.set(file.slice(strip.length), when);
  return dates;
}
