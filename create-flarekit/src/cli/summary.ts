/** What the CLI prints about the project: the echo of an answer and the closing summary with the next steps. */
import { PROJECT_NODE_ADVICE, PROJECT_NODE_STEP, projectNodeWarning } from './node-version.ts';
import { installCommand, runScriptCommand, type PackageManager } from '../compose/package-managers.ts';
import { QUESTIONS } from './questions.ts';
import type { TemplateId } from './select-template.ts';

/** Answers line up in one column, after the longest question. */
const QUESTION_WIDTH = Math.max(...Object.values(QUESTIONS).map((q) => q.length));

export function answerLine(question: string, answer: string): string {
  return `${question.padEnd(QUESTION_WIDTH)}  ${answer}`;
}

export interface NextStepsInput {
  /** The folder as the user wrote it; undefined when the project is the current folder. */
  cdPath: string | undefined;
  pm: PackageManager;
  installed: boolean;
  database: boolean;
  /** The running Node.js is older than the project needs: switching comes first. */
  nodeTooOld: boolean;
}

export function nextSteps(input: NextStepsInput): string[] {
  const steps: string[] = [];
  if (input.nodeTooOld) steps.push(PROJECT_NODE_STEP);
  if (input.cdPath !== undefined) steps.push(`cd ${shellQuote(input.cdPath)}`);
  if (!input.installed) steps.push(installCommand(input.pm));
  // No `cp .dev.vars.example .dev.vars`: the CLI writes .dev.vars itself, with a generated secret.
  if (input.database) steps.push(runScriptCommand(input.pm, 'db:migrate:local'));
  steps.push(runScriptCommand(input.pm, 'dev'));
  return steps;
}

/**
 * `✔ Created …`, then the notice (what must happen before the next steps: a Node.js to install), then the next steps.
 */
export function summaryLines(
  name: string,
  templateId: TemplateId,
  steps: readonly string[],
  notice: readonly string[] = [],
): string[] {
  return [
    `✔ Created ${name} from template ${templateId}`,
    '',
    ...(notice.length > 0 ? [...notice, ''] : []),
    'Next steps:',
    ...steps.map((step) => `  ${step}`),
  ];
}

/**
 * The closing summary's notice when the running Node.js is too old for the project: the warning, whether the install
 * was left out because of it, and what to do. Empty on a Node.js that can run the project.
 */
export function nodeNotice(nodeVersion: string, installSkipped: boolean): string[] {
  const warning = projectNodeWarning(nodeVersion);
  if (!warning) return [];
  return [
    `▲ ${warning}`,
    ...(installSkipped
      ? ['  Dependencies were not installed with it, so the install command is in the next steps.']
      : []),
    ...PROJECT_NODE_ADVICE.map((line) => `  ${line}`),
  ];
}

/** The same warning before the first question, so that the user can stop there and switch first. */
export function earlyNodeNotice(nodeVersion: string, installSkipped: boolean): string[] {
  const warning = projectNodeWarning(nodeVersion);
  if (!warning) return [];
  const created = installSkipped ? 'The project is created, but not installed' : 'The project is created all the same';
  return [`▲ ${warning}`, `  ${created}; the summary at the end says what to do.`];
}

/** Quotes a path for POSIX shells when it holds anything but plain path characters. */
export function shellQuote(value: string): string {
  return /^[\w@%+=:,./-]+$/.test(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`;
}
