/** Initialises the project's git repository with one commit holding every generated file. */
import { runCommand, StepError, describeFailure } from './run-command.ts';

export const INITIAL_COMMIT_MESSAGE = 'Initial commit from create-flarekit';

export type GitOutcome =
  | { kind: 'committed' }
  /** No user.name / user.email: the files are staged and the commit is left to the user, instead of inventing an author. */
  | { kind: 'staged-no-identity' }
  /** The folder is already inside a work tree (a monorepo): a nested repository would only get in the way. */
  | { kind: 'inside-existing-repository' };

export async function initGitRepository(dir: string): Promise<GitOutcome> {
  const inside = await runCommand('git', ['rev-parse', '--is-inside-work-tree'], dir);
  if (inside.startError) throw new StepError('git init', describeFailure('git', inside), inside.output);
  if (inside.ok && inside.output.trim() === 'true') return { kind: 'inside-existing-repository' };

  await git(dir, 'git init', ['init']);
  await git(dir, 'git add', ['add', '-A']);
  // `git var` fails exactly when `git commit` would refuse for want of a name or e-mail address.
  const author = await runCommand('git', ['var', 'GIT_AUTHOR_IDENT'], dir);
  const committer = await runCommand('git', ['var', 'GIT_COMMITTER_IDENT'], dir);
  if (!author.ok || !committer.ok) return { kind: 'staged-no-identity' };
  await git(dir, 'git commit', ['commit', '--quiet', '-m', INITIAL_COMMIT_MESSAGE]);
  return { kind: 'committed' };
}

async function git(dir: string, step: string, args: string[]): Promise<void> {
  const result = await runCommand('git', args, dir);
  if (!result.ok) throw new StepError(step, describeFailure(step, result), result.output);
}
