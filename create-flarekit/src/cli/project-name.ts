/**
 * The project argument or prompt answer → the project's name and folder. The answer may be a path
 * (`./apps/my-app`): the folder is that path and the name is its last segment, which must pass the project name rule
 * (project-name-rule.ts, shared with the documentation site's command builder).
 */
import path from 'node:path';
import { EMPTY_NAME_PROBLEM, projectNameProblem } from './project-name-rule.ts';

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
  if (trimmed === '') return { ok: false, error: EMPTY_NAME_PROBLEM };
  const dir = path.resolve(cwd, trimmed);
  const name = path.basename(dir);
  const relative = path.relative(cwd, dir);
  const cdPath = relative === '' ? undefined : cleanCdPath(trimmed);
  const source =
    cdPath === undefined
      ? 'the name of the current folder'
      : cdPath === name
        ? undefined
        : `the last part of ${cdPath}`;
  const problem = projectNameProblem(name, source);
  if (problem) return { ok: false, error: problem };
  return { ok: true, target: { name, dir, cdPath } };
}

function cleanCdPath(written: string): string {
  return written.replace(/[\\/]+$/, '');
}
