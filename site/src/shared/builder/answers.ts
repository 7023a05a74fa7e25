/**
 * The command builder of CLI Options: the project name and its questions (the CLI's, in the CLI's order), the answers
 * as a query string (the form works without JavaScript as a GET form the server answers), the CLI's own verdict on the
 * name, and what the answers mean for the reader's "your project" choice (project-choice.ts).
 */
import { projectNameProblem } from 'create-flarekit/cli/project-name-rule';
import {
  TEMPLATE_DIMENSIONS,
  TEMPLATE_WORDS,
  templateFor,
  templateProjectNames,
} from 'create-flarekit/compose/templates';
import type { ProjectChoice } from '../project-choice.ts';
import type { CreateCommandInput } from '../agents/create-command.ts';

/** The page the builder is on, the id of its section, and the id of the script element that holds its data. */
export const BUILDER_PAGE_PATH = 'getting-started/cli-options';
export const BUILDER_SECTION_ID = 'command-builder';
export const BUILDER_DATA_ID = 'command-builder-data';

/** The project name's query key, and the name the builder starts with (the one the pages' commands use). */
export const BUILDER_NAME_KEY = 'name';
export const BUILDER_DEFAULT_NAME = 'my-app';

const YES_NO = { yes: 'Yes', no: 'No' } as const;

/** A template question's answers as options: value → the CLI's label, the default first. */
function labelled<V extends string, P extends string>(
  answers: ReadonlyArray<{ value: V; project: P }>,
  words: Record<P, { label: string }>,
): Record<V, string> {
  return Object.fromEntries(answers.map(({ value, project }) => [value, words[project].label])) as Record<V, string>;
}

const { type, client, database, auth } = TEMPLATE_DIMENSIONS;
const WORDS = TEMPLATE_WORDS;

/**
 * Each question: its query key, its legend, and its options (query value → label), the default first. The template
 * questions' keys, legends and labels are the CLI's template table's.
 */
export const BUILDER_QUESTIONS = [
  { key: type.project, legend: WORDS.type.legend, options: labelled(type.answers, WORDS.type.answers) },
  { key: client.project, legend: WORDS.client.legend, options: labelled(client.answers, WORDS.client.answers) },
  { key: database.project, legend: WORDS.database.legend, options: YES_NO },
  { key: auth.project, legend: WORDS.auth.legend, options: YES_NO },
  {
    key: 'pm',
    legend: 'Package manager',
    options: { any: 'The one that runs the command', npm: 'npm', yarn: 'yarn', pnpm: 'pnpm', bun: 'bun' },
  },
  { key: 'git', legend: 'Initialise a git repository', options: YES_NO },
  { key: 'install', legend: 'Install dependencies', options: YES_NO },
] as const satisfies ReadonlyArray<{ key: string; legend: string; options: Record<string, string> }>;

type Question = (typeof BUILDER_QUESTIONS)[number];
export type BuilderKey = Question['key'];
/**
 * The builder's answers, as query values: `{ name: 'my-app', type: 'full-stack', client: 'orval', db: 'yes', … }`. The
 * name is as the reader typed it, whether the CLI takes it or not (builderNameProblem).
 */
export type BuilderAnswers = { [Q in Question as Q['key']]: keyof Q['options'] & string } & { name: string };

export const BUILDER_KEYS = BUILDER_QUESTIONS.map((question) => question.key) as BuilderKey[];

/** Every question's first option: what `npm create flarekit@latest my-app -- -y` does. */
export const DEFAULT_ANSWERS = {
  name: BUILDER_DEFAULT_NAME,
  ...Object.fromEntries(BUILDER_QUESTIONS.map((question) => [question.key, Object.keys(question.options)[0]])),
} as BuilderAnswers;

/** Why the CLI refuses the name (its own message, create-flarekit's project name rule), or undefined when it takes it. */
export function builderNameProblem(answers: Pick<BuilderAnswers, 'name'>): string | undefined {
  return projectNameProblem(answers.name);
}

function optionsOf(key: BuilderKey): string[] {
  return Object.keys(BUILDER_QUESTIONS.find((question) => question.key === key)!.options);
}

/** Whether a query string asks the builder something: it names the project or at least one of its questions' keys. */
export function isBuilderQuery(params: URLSearchParams): boolean {
  return params.has(BUILDER_NAME_KEY) || BUILDER_KEYS.some((key) => params.has(key));
}

export type ParsedBuilderQuery = { ok: true; answers: BuilderAnswers } | { ok: false; error: string };

/**
 * The answers of a query string: a key left out takes its default; an unknown value or a key given twice is an error
 * naming the key and the values it takes. The name is taken as it is given (the CLI's rule judges it, next to its
 * field). Other keys are ignored.
 */
export function parseBuilderQuery(params: URLSearchParams): ParsedBuilderQuery {
  const answers: Record<string, string> = { ...DEFAULT_ANSWERS };
  const problems: string[] = [];
  const names = params.getAll(BUILDER_NAME_KEY);
  if (names.length > 1) problems.push(`"${BUILDER_NAME_KEY}" is given ${names.length} times: give it once.`);
  else if (names.length === 1) answers[BUILDER_NAME_KEY] = names[0]!;
  for (const key of BUILDER_KEYS) {
    const values = params.getAll(key);
    if (values.length === 0) continue;
    const options = optionsOf(key);
    if (values.length > 1) {
      problems.push(`"${key}" is given ${values.length} times: give it once (${options.join(', ')}).`);
      continue;
    }
    const value = values[0]!;
    if (!options.includes(value)) {
      const shown = value.length > 40 ? `${value.slice(0, 40)}…` : value;
      problems.push(`"${key}" cannot be "${shown}": it takes ${options.join(', ')}.`);
      continue;
    }
    answers[key] = value;
  }
  if (problems.length > 0) return { ok: false, error: problems.join(' ') };
  return { ok: true, answers: answers as BuilderAnswers };
}

/** The query string of a set of answers: the name, then the questions in their order (what the GET form sends). */
export function builderQuery(answers: BuilderAnswers): string {
  return new URLSearchParams([
    [BUILDER_NAME_KEY, answers.name],
    ...BUILDER_KEYS.map((key) => [key, answers[key]]),
  ]).toString();
}

/** Whether a question applies: the client only to full stack, sign-in only with a database. */
export function isQuestionRelevant(key: BuilderKey, answers: BuilderAnswers): boolean {
  if (key === 'client') return answers.type === 'full-stack';
  if (key === 'auth') return answers.db === 'yes';
  return true;
}

/** The answers as the create command's input (a question that does not apply is left out, as the CLI skips it). */
export function createInput(answers: BuilderAnswers): CreateCommandInput {
  const fullStack = answers.type === 'full-stack';
  const database = answers.db === 'yes';
  return {
    name: answers.name,
    type: answers.type,
    ...(fullStack ? { client: answers.client } : {}),
    database,
    ...(database ? { auth: answers.auth === 'yes' } : {}),
    ...(answers.pm === 'any' ? {} : { packageManager: answers.pm }),
    git: answers.git === 'yes',
    install: answers.install === 'yes',
  };
}

/**
 * The reader's "your project" answers these answers give: type, database and sign-in always; the client only for full
 * stack (an API-only project keeps the client the reader had chosen).
 */
export function projectChoiceOf(answers: BuilderAnswers): Partial<ProjectChoice> {
  const template = templateFor({
    type: answers.type,
    client: answers.client,
    database: answers.db === 'yes',
    auth: answers.auth === 'yes',
  });
  const choice: Partial<ProjectChoice> = templateProjectNames(template) as ProjectChoice;
  if (!template.client) delete choice.client;
  return choice;
}
