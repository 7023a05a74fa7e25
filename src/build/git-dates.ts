import { execFileSync } from 'node:child_process';

/**
 * The date of the last commit that touched each file under `dir`, from one `git log` call. Files git does not know (or
 * no git at all) get `fallback`, the build time.
 */
export function lastCommitDates(rootDir: string, dir: string, fallback: string): (file: string) => string {
  const dates = new Map<string, string>();
  try {
    const log = execFileSync('git', ['log', '--format=@%cI', '--name-only', '--', dir], { cwd: rootDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    let current = '';
    for (const line of log.split('\n')) {
      if (line.startsWith('@')) current = line.slice(1);
      else if (line && !dates.has(line)) dates.set(line, current);
    }
  } catch {
    // Not a git checkout: every page falls back to the build time.
  }
  return (file) => dates.get(file) ?? fallback;
}
