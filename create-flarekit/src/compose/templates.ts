/**
 * The template choice, described once: the four answers that choose one of the nine templates, the words the CLI and
 * the documentation site use for each, and the nine templates with the answers that produce each. The CLI's questions,
 * flags and template selection, and the site's "your project" choice, command builder and create command, derive from
 * it.
 */

/**
 * The four answers, in the CLI's order. Each has the CLI's question, the command builder's legend, and its key and
 * name in the site's "your project" choice (the key is also the builder's query key). Each answer has its value as the
 * CLI takes it (`--type api-only`, a yes/no question's true or false), its name in the site's choice (`api`: what the
 * template ids and the reader's saved choice hold) and that choice's label; a question with several answers also has
 * the CLI's label and hint. The first answer is the default, what `-y` takes.
 */
export const TEMPLATE_DIMENSIONS = {
  type: {
    question: 'What do you want to build?',
    legend: 'Project type',
    project: 'type',
    projectLabel: 'Project type',
    answers: [
      { value: 'full-stack', label: 'Full stack (API + web app)', project: 'full-stack', projectLabel: 'Full stack' },
      { value: 'api-only', label: 'API only', project: 'api', projectLabel: 'API only' },
    ],
  },
  client: {
    question: 'Which API client?',
    legend: 'API client',
    project: 'client',
    projectLabel: 'API client',
    answers: [
      {
        value: 'orval',
        label: 'OpenAPI client (Orval)',
        hint: 'typed hooks generated from the OpenAPI document',
        project: 'orval',
        projectLabel: 'Orval client',
      },
      {
        value: 'rpc',
        label: 'RPC client (Hono RPC)',
        hint: 'types straight from the API code, no generation step',
        project: 'rpc',
        projectLabel: 'RPC client',
      },
    ],
  },
  database: {
    question: 'Include a database (D1 + Drizzle)?',
    legend: 'Database (D1 + Drizzle)',
    project: 'db',
    projectLabel: 'Database',
    answers: [
      { value: true, project: 'db', projectLabel: 'With a database' },
      { value: false, project: 'no-db', projectLabel: 'Without a database' },
    ],
  },
  auth: {
    question: 'Include Discord sign-in (Better Auth)?',
    legend: 'Discord sign-in',
    project: 'auth',
    projectLabel: 'Sign-in',
    answers: [
      { value: true, project: 'auth', projectLabel: 'With sign-in' },
      { value: false, project: 'no-auth', projectLabel: 'Without sign-in' },
    ],
  },
} as const;

export type TemplateDimension = keyof typeof TEMPLATE_DIMENSIONS;
export const TEMPLATE_DIMENSION_NAMES = Object.keys(TEMPLATE_DIMENSIONS) as TemplateDimension[];

type AnswerOf<D extends TemplateDimension> = (typeof TEMPLATE_DIMENSIONS)[D]['answers'][number];

export type ProjectType = AnswerOf<'type'>['value'];
export type ApiClient = AnswerOf<'client'>['value'];

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
