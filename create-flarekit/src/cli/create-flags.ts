/**
 * The other direction of args.ts and questions.ts: the flags that make a run answer every question as given, without a
 * prompt. The documentation site derives its create commands from this (a command for every set of answers), and the
 * tests hold it to the parser and the questions: the flags parse, nothing is asked, and the answers come back.
 */
import type { PackageManager } from '../compose/package-managers.ts';
import { DEFAULT_CHOICE, type TemplateChoice } from '../compose/templates.ts';

/**
 * The answers of questions.ts that a create command decides, all but the project name; the package manager may be left
 * to the one that runs the command.
 */
export interface CommandAnswers extends TemplateChoice {
  pm?: PackageManager;
  git: boolean;
  install: boolean;
}

/**
 * `-y` first (every question not set by a flag takes its default), then only the flags whose answer is not that
 * default, in the help's order: `-y --client rpc --no-auth`. Without `pm`, `--pm` is left out and the project is
 * installed with the package manager that runs the command.
 */
export function createFlags(answers: CommandAnswers): string[] {
  const flags = ['-y'];
  // Only a full-stack project has a client: another type's flag leaves it out.
  if (answers.type !== DEFAULT_CHOICE.type) flags.push('--type', answers.type);
  else if (answers.client !== DEFAULT_CHOICE.client) flags.push('--client', answers.client);
  if (!answers.database) flags.push('--no-db');
  // Without a database there is no sign-in: --no-db implies --no-auth.
  else if (!answers.auth) flags.push('--no-auth');
  if (answers.pm) flags.push('--pm', answers.pm);
  if (!answers.git) flags.push('--no-git');
  if (!answers.install) flags.push('--no-install');
  return flags;
}
