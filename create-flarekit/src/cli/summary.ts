/** What the CLI prints about the project: the echo of an answer and the closing summary with the next steps. */
import { installCommand, runScriptCommand, type PackageManager } from './package-managers.ts';
import { QUESTIONS } from './questions.ts';
import type { ProjectType, TemplateId } from './select-template.ts';

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
  type: ProjectType;
  auth: boolean;
  database: boolean;
}

export function nextSteps(input: NextStepsInput): string[] {
  const steps: string[] = [];
  if (input.cdPath !== undefined) steps.push(`cd ${shellQuote(input.cdPath)}`);
  if (!input.installed) steps.push(installCommand(input.pm));
  if (input.auth) {
    // API only projects have the API's files at the root.
    const example = input.type === 'full-stack' ? 'apps/api/.dev.vars.example' : '.dev.vars.example';
    steps.push(`cp ${example} ${example.replace(/\.example$/, '')}`);
  }
  if (input.database) steps.push(runScriptCommand(input.pm, 'db:migrate:local'));
  steps.push(runScriptCommand(input.pm, 'dev'));
  return steps;
}

export function summaryLines(name: string, templateId: TemplateId, steps: readonly string[]): string[] {
  return [`✔ Created ${name} from template ${templateId}`, '', 'Next steps:', ...steps.map((step) => `  ${step}`)];
}

/** Quotes a path for POSIX shells when it holds anything but plain path characters. */
export function shellQuote(value: string): string {
  return /^[\w@%+=:,./-]+$/.test(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`;
}
