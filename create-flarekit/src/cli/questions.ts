/**
 * The eight questions, in DECISIONS order and wording, and the one place that decides for each of them whether a flag
 * answers it, `-y` takes its default, an earlier answer makes it irrelevant, or the user is asked.
 */
import type { CliOptions } from './args.ts';
import { PACKAGE_MANAGERS, type PackageManager } from '../compose/package-managers.ts';
import {
  API_CLIENTS,
  DEFAULT_CHOICE,
  PROJECT_TYPES,
  TEMPLATE_DIMENSIONS,
  TEMPLATE_WORDS,
} from '../compose/templates.ts';
import { DEFAULT_PROJECT_NAME } from './project-name.ts';
import type { ApiClient, ProjectType, TemplateChoice } from './select-template.ts';

export const QUESTIONS = {
  name: 'Project name?',
  type: TEMPLATE_WORDS.type.question,
  client: TEMPLATE_WORDS.client.question,
  database: TEMPLATE_WORDS.database.question,
  auth: TEMPLATE_WORDS.auth.question,
  pm: 'Which package manager?',
  git: 'Initialise a git repository?',
  install: 'Install dependencies?',
} as const;
export type QuestionKey = keyof typeof QUESTIONS;

/** The answers of "What do you want to build?" and "Which API client?", as the template table words them. */
const TYPE_CHOICES: Choice<ProjectType>[] = TEMPLATE_DIMENSIONS.type.answers.map(({ value, project }) => ({
  value,
  label: TEMPLATE_WORDS.type.answers[project].label,
}));
const CLIENT_CHOICES: Choice<ApiClient>[] = TEMPLATE_DIMENSIONS.client.answers.map(({ value, project }) => {
  const { label, hint } = TEMPLATE_WORDS.client.answers[project];
  return { value, label, hint };
});

export interface Choice<T extends string> {
  value: T;
  label: string;
  /** A few words shown next to the choice. */
  hint?: string;
}

/** Asks one question; a symbol means the user cancelled (Ctrl+C or Escape). */
export interface Prompter {
  text(question: {
    key: QuestionKey;
    message: string;
    defaultValue: string;
    validate: (value: string) => string | undefined;
  }): Promise<string | symbol>;
  select<T extends string>(question: {
    key: QuestionKey;
    message: string;
    options: Choice<T>[];
    initialValue: T;
  }): Promise<T | symbol>;
  confirm(question: { key: QuestionKey; message: string; initialValue: boolean }): Promise<boolean | symbol>;
}

export interface Answers extends TemplateChoice {
  /** The project argument or the answer to "Project name?". */
  project: string;
  pm: PackageManager;
  git: boolean;
  install: boolean;
}

export const CANCELLED: unique symbol = Symbol('cancelled');

export interface AskContext {
  /** The package manager that ran the command: the default answer to "Which package manager?". */
  detectedPm: PackageManager;
  /** Checks a typed project name; the message is shown and the question asked again. */
  validateProject: (answer: string) => string | undefined;
  /**
   * False when the running Node.js is too old for the project: nothing is installed (yarn 1 refuses the project's
   * `engines`, npm and pnpm only warn, and nothing installed could run yet), so "Install dependencies?" is not asked.
   */
  installable: boolean;
}

export async function askQuestions(
  options: CliOptions,
  prompter: Prompter,
  context: AskContext,
): Promise<Answers | typeof CANCELLED> {
  const { yes } = options;

  let project = options.project;
  if (project === undefined) {
    if (yes) project = DEFAULT_PROJECT_NAME;
    else {
      const answer = await prompter.text({
        key: 'name',
        message: QUESTIONS.name,
        defaultValue: DEFAULT_PROJECT_NAME,
        validate: context.validateProject,
      });
      if (typeof answer === 'symbol') return CANCELLED;
      project = answer.trim() === '' ? DEFAULT_PROJECT_NAME : answer.trim();
    }
  }

  // Only a full-stack project has an API client, so --client answers this question too.
  let type = options.type ?? (options.client ? 'full-stack' : undefined);
  if (type === undefined) {
    if (yes) type = DEFAULT_CHOICE.type;
    else {
      const answer = await prompter.select<ProjectType>({
        key: 'type',
        message: QUESTIONS.type,
        options: TYPE_CHOICES,
        initialValue: DEFAULT_CHOICE.type,
      });
      if (typeof answer === 'symbol') return CANCELLED;
      type = answer;
    }
  }

  let client: ApiClient = options.client ?? DEFAULT_CHOICE.client;
  if (type === 'full-stack' && options.client === undefined && !yes) {
    const answer = await prompter.select<ApiClient>({
      key: 'client',
      message: QUESTIONS.client,
      options: CLIENT_CHOICES,
      initialValue: DEFAULT_CHOICE.client,
    });
    if (typeof answer === 'symbol') return CANCELLED;
    client = answer;
  }

  const database = options.noDb ? false : await yesNo('database');
  if (typeof database === 'symbol') return CANCELLED;
  // Sign-in needs the database, so the question is not asked without one.
  const auth = !database || options.noAuth ? false : await yesNo('auth');
  if (typeof auth === 'symbol') return CANCELLED;

  let pm = options.pm;
  if (pm === undefined) {
    if (yes) pm = context.detectedPm;
    else {
      const answer = await prompter.select<PackageManager>({
        key: 'pm',
        message: QUESTIONS.pm,
        options: packageManagerChoices(context.detectedPm),
        initialValue: context.detectedPm,
      });
      if (typeof answer === 'symbol') return CANCELLED;
      pm = answer;
    }
  }

  const git = options.noGit ? false : await yesNo('git');
  if (typeof git === 'symbol') return CANCELLED;
  const install = options.noInstall || !context.installable ? false : await yesNo('install');
  if (typeof install === 'symbol') return CANCELLED;

  return { project, type, client, database, auth, pm, git, install };

  async function yesNo(key: 'database' | 'auth' | 'git' | 'install'): Promise<boolean | symbol> {
    if (yes) return true;
    return prompter.confirm({ key, message: QUESTIONS[key], initialValue: true });
  }
}

/** The detected package manager first (the default), then the others in their usual order. */
export function packageManagerChoices(detected: PackageManager): Choice<PackageManager>[] {
  return [detected, ...PACKAGE_MANAGERS.filter((pm) => pm !== detected)].map((pm) => ({ value: pm, label: pm }));
}

/**
 * The questions a run with these options would ask, assuming every question takes its default answer. Used to refuse,
 * before anything happens, a run that would need a terminal when there is none.
 */
export async function questionsToAsk(options: CliOptions, installable: boolean): Promise<QuestionKey[]> {
  const asked: QuestionKey[] = [];
  const recorder: Prompter = {
    async text(q) {
      asked.push(q.key);
      return q.defaultValue;
    },
    async select(q) {
      asked.push(q.key);
      return q.initialValue;
    },
    async confirm(q) {
      asked.push(q.key);
      return q.initialValue;
    },
  };
  await askQuestions(options, recorder, { detectedPm: 'npm', validateProject: () => undefined, installable });
  return asked;
}

/** How to answer each question without a terminal. */
export const FLAG_FOR_QUESTION: Record<QuestionKey, string> = {
  name: 'give the project name as the first argument',
  type: PROJECT_TYPES.map((type) => `--type ${type}`).join(' or '),
  client: `${API_CLIENTS.map((client) => `--client ${client}`).join(' or ')} (-y picks ${DEFAULT_CHOICE.client})`,
  database: '--no-db to leave it out (-y includes it)',
  auth: '--no-auth to leave it out (-y includes it)',
  pm: '--pm npm|yarn|pnpm|bun',
  git: '--no-git to skip it (-y initialises one)',
  install: '--no-install to skip it (-y installs)',
};
