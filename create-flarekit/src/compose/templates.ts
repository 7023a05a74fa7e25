/**
 * The template choice, described once: the four answers that choose one of the nine templates, the words the CLI and
 * the documentation site use for them, and the nine templates with the answers that produce each. The CLI's questions,
 * flags and template selection, and the site's "your project" choice, command builder and create command, derive from
 * it. The four answers and their values are in template-dimensions.ts.
 */
import {
  TEMPLATE_DIMENSION_NAMES,
  TEMPLATE_DIMENSIONS,
  type ApiClient,
  type ProjectType,
  type TemplateDimension,
  type ProjectAnswerName,
} from './template-dimensions.ts';

export * from './template-dimensions.ts';

/**
 * The words for each of the four: the CLI's question, the command builder's legend, the name of the site's "your
 * project" dimension, and for each answer (by its name in the site's choice) the label of the site's tab; a question
 * with several answers also has the CLI's label (and the client a hint) for each. Kept apart from TEMPLATE_DIMENSIONS
 * (template-dimensions.ts): the site's browser code needs only the values.
 */
export const TEMPLATE_WORDS = {
  type: {
    question: 'What do you want to build?',
    legend: 'Project type',
    projectLabel: 'Project type',
    answers: {
      'full-stack': { label: 'Full stack (API + web app)', projectLabel: 'Full stack' },
      api: { label: 'API only', projectLabel: 'API only' },
    },
  },
  client: {
    question: 'Which API client?',
    legend: 'API client',
    projectLabel: 'API client',
    answers: {
      orval: {
        label: 'OpenAPI client (Orval)',
        hint: 'typed hooks generated from the OpenAPI document',
        projectLabel: 'Orval client',
      },
      rpc: {
        label: 'RPC client (Hono RPC)',
        hint: 'types straight from the API code, no generation step',
        projectLabel: 'RPC client',
      },
    },
  },
  database: {
    question: 'Include a database (D1 + Drizzle)?',
    legend: 'Database (D1 + Drizzle)',
    projectLabel: 'Database',
    answers: { db: { projectLabel: 'With a database' }, 'no-db': { projectLabel: 'Without a database' } },
  },
  auth: {
    question: 'Include Discord sign-in (Better Auth)?',
    legend: 'Discord sign-in',
    projectLabel: 'Sign-in',
    answers: { auth: { projectLabel: 'With sign-in' }, 'no-auth': { projectLabel: 'Without sign-in' } },
  },
} as const satisfies {
  [D in TemplateDimension]: {
    question: string;
    legend: string;
    projectLabel: string;
    answers: Record<ProjectAnswerName<D>, { projectLabel: string; label?: string; hint?: string }>;
  };
};

/** The values a question with several answers takes, the default first: `['full-stack', 'api-only']`. */
export const PROJECT_TYPES: readonly ProjectType[] = TEMPLATE_DIMENSIONS.type.answers.map((answer) => answer.value);
export const API_CLIENTS: readonly ApiClient[] = TEMPLATE_DIMENSIONS.client.answers.map((answer) => answer.value);

/** What the four questions answer; `client` only means something for full stack. */
export interface TemplateChoice {
  type: ProjectType;
  client: ApiClient;
  database: boolean;
  auth: boolean;
}

/** Every question's first answer: the default template's choice, what `-y` takes. */
export const DEFAULT_CHOICE: TemplateChoice = {
  type: TEMPLATE_DIMENSIONS.type.answers[0].value,
  client: TEMPLATE_DIMENSIONS.client.answers[0].value,
  database: TEMPLATE_DIMENSIONS.database.answers[0].value,
  auth: TEMPLATE_DIMENSIONS.auth.answers[0].value,
};

/**
 * The nine templates, with the answers that produce each: an API-only template has no client (no web app), and a
 * template without a database has no sign-in (sign-in stores users and sessions in D1).
 */
export const TEMPLATES = [
  { id: 'full-stack-orval', type: 'full-stack', client: 'orval', database: true, auth: true },
  { id: 'full-stack-orval-no-auth', type: 'full-stack', client: 'orval', database: true, auth: false },
  { id: 'full-stack-orval-no-db', type: 'full-stack', client: 'orval', database: false, auth: false },
  { id: 'full-stack-rpc', type: 'full-stack', client: 'rpc', database: true, auth: true },
  { id: 'full-stack-rpc-no-auth', type: 'full-stack', client: 'rpc', database: true, auth: false },
  { id: 'full-stack-rpc-no-db', type: 'full-stack', client: 'rpc', database: false, auth: false },
  { id: 'api', type: 'api-only', client: undefined, database: true, auth: true },
  { id: 'api-no-auth', type: 'api-only', client: undefined, database: true, auth: false },
  { id: 'api-no-db', type: 'api-only', client: undefined, database: false, auth: false },
] as const satisfies ReadonlyArray<{
  id: string;
  type: ProjectType;
  client: ApiClient | undefined;
  database: boolean;
  auth: boolean;
}>;

export type Template = (typeof TEMPLATES)[number];
export type TemplateId = Template['id'];

export const TEMPLATE_IDS: readonly TemplateId[] = TEMPLATES.map((template) => template.id);

export function templateById(id: TemplateId): Template {
  const template = TEMPLATES.find((candidate) => candidate.id === id);
  if (!template) throw new Error(`create-flarekit: unknown template "${String(id)}"`);
  return template;
}

/**
 * The template a set of answers selects. The client only counts for full stack, and without a database there is no
 * sign-in whatever was answered.
 */
export function templateFor(choice: TemplateChoice): Template {
  const client = choice.type === 'full-stack' ? choice.client : undefined;
  const auth = choice.database && choice.auth;
  const template = TEMPLATES.find(
    (candidate) =>
      candidate.type === choice.type &&
      candidate.client === client &&
      candidate.database === choice.database &&
      candidate.auth === auth,
  );
  if (!template) throw new Error(`create-flarekit: no template has the answers ${JSON.stringify(choice)}`);
  return template;
}

/**
 * A template's answers under the names of the site's "your project" choice: `{ type: 'api', client: 'none', db: 'db',
 * auth: 'no-auth' }` (`client` is 'none' for an API-only template, which has none).
 */
export function templateProjectNames(template: Template): Record<string, string> {
  return Object.fromEntries(
    TEMPLATE_DIMENSION_NAMES.map((name) => {
      const dimension = TEMPLATE_DIMENSIONS[name];
      const answer = dimension.answers.find((candidate) => candidate.value === template[name]);
      return [dimension.project, answer?.project ?? 'none'];
    }),
  );
}

/** Values as a sentence lists them: `a, b or c`. */
export function orList(values: readonly string[]): string {
  return values.length < 2 ? (values[0] ?? '') : `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;
}

/** A flag's values as `--help` and the MCP tool list them, the default first: `full-stack (default) or api-only`. */
export function flagValuesInWords(dimension: 'type' | 'client'): string {
  const [first, ...rest] = TEMPLATE_DIMENSIONS[dimension].answers.map((answer) => answer.value);
  return orList([`${first} (default)`, ...rest]);
}
