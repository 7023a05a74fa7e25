/**
 * The project argument or prompt answer → the project's name and folder. The answer may be a path
 * (`./apps/my-app`): the folder is that path and the name is its last segment, which must be a valid npm package name
 * because it becomes the `name` in package.json.
 */
import path from 'node:path';
import validatePackageName from 'validate-npm-package-name';

export const DEFAULT_PROJECT_NAME = 'my-flarekit-app';

export interface ProjectTarget {
  name: string;
  /** Absolute path of the folder to create. */
  dir: string;
  /** The path as the user wrote it, for `cd` in the next steps; undefined when it is the current folder. */
  cdPath: string | undefined;
}

export type TargetResult = { ok: true; target: ProjectTarget } | { ok: false; error: string };

export function resolveProjectTarget(answer: string, cwd: string): TargetResult {
  const trimmed = answer.trim();
  if (trimmed === '') return { ok: false, error: 'The project name is empty.' };
  const dir = path.resolve(cwd, trimmed);
  const name = path.basename(dir);
  const problem = packageNameProblem(name);
  if (problem) return { ok: false, error: problem };
  const relative = path.relative(cwd, dir);
  return { ok: true, target: { name, dir, cdPath: relative === '' ? undefined : cleanCdPath(trimmed) } };
}

/** Why `name` cannot be an npm package name, or undefined when it can be. */
export function packageNameProblem(name: string): string | undefined {
  const result = validatePackageName(name);
  if (result.validForNewPackages) return undefined;
  const reasons = [...(result.errors ?? []), ...(result.warnings ?? [])];
  return (
    `"${name}" is not a valid npm package name: ${reasons.join('; ')}. ` +
    'Use lowercase letters, digits, "-", "." and "_" (for example my-app).'
  );
}

function cleanCdPath(written: string): string {
  return written.replace(/[\\/]+$/, '');
}
