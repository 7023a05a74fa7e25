/** Projects as create composes and writes them, named my-app, for the tests that start from one. */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cliVersion } from '../src/cli/version.ts';
import { writeProject } from '../src/cli/write-project.ts';
import { composeProject, type PackageManager, type TemplateId } from '../src/compose/index.ts';
import { tempDir } from './cli/helpers.ts';

/** The files create writes for `templateId` (by this version unless `version` says another). */
export function composed(templateId: TemplateId, packageManager: PackageManager = 'npm', version = cliVersion()) {
  return composeProject({ templateId, projectName: 'my-app', packageManager, cliVersion: version });
}

/** Runs git in `dir` with an identity to commit as; throws when git fails. */
export function git(dir: string, ...args: string[]): void {
  const identity = {
    GIT_AUTHOR_NAME: 't',
    GIT_AUTHOR_EMAIL: 't@t',
    GIT_COMMITTER_NAME: 't',
    GIT_COMMITTER_EMAIL: 't@t',
  };
  const result = spawnSync('git', args, { cwd: dir, encoding: 'utf8', env: { ...process.env, ...identity } });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
}

/** Commits everything in the work tree at `dir`. */
export function commitAll(dir: string, message: string): void {
  git(dir, 'add', '-A');
  git(dir, 'commit', '--quiet', '-m', message);
}

/** `files` written as create writes them into a new folder my-app, in a new repository, committed with `message`. */
export async function committedProject(
  files: ReadonlyMap<string, string | Uint8Array>,
  message = 'Initial commit from create-flarekit',
): Promise<string> {
  const root = path.join(tempDir('flarekit-project-'), 'my-app');
  await writeProject(root, files);
  git(root, 'init', '--quiet');
  commitAll(root, message);
  return root;
}

/** The text of a project's file, by its path with slashes. */
export const readText = (root: string, file: string) => readFileSync(path.join(root, ...file.split('/')), 'utf8');
