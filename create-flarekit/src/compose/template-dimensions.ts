/**
 * The four answers that choose one of the nine templates, and the values each takes: the part of the template table
 * (templates.ts) that the documentation site's browser code needs, kept apart so its bundle carries no words.
 */

/**
 * The four answers, in the CLI's order, under the CLI's names. Each has its key in the site's "your project" choice
 * (also the command builder's query key), and its answers: each one's value as the CLI takes it (`--type api-only`, a
 * yes/no question's true or false) and its name in the site's choice (`api`: what the template ids and the reader's
 * saved choice hold). The first answer is the default, what `-y` takes.
 */
export const TEMPLATE_DIMENSIONS = {
  type: {
    project: 'type',
    answers: [
      { value: 'full-stack', project: 'full-stack' },
      { value: 'api-only', project: 'api' },
    ],
  },
  client: {
    project: 'client',
    answers: [
      { value: 'orval', project: 'orval' },
      { value: 'rpc', project: 'rpc' },
    ],
  },
  database: {
    project: 'db',
    answers: [
      { value: true, project: 'db' },
      { value: false, project: 'no-db' },
    ],
  },
  auth: {
    project: 'auth',
    answers: [
      { value: true, project: 'auth' },
      { value: false, project: 'no-auth' },
    ],
  },
} as const;

export type TemplateDimension = keyof typeof TEMPLATE_DIMENSIONS;
export const TEMPLATE_DIMENSION_NAMES = /* @__PURE__ */ Object.keys(TEMPLATE_DIMENSIONS) as TemplateDimension[];

type AnswerOf<D extends TemplateDimension> = (typeof TEMPLATE_DIMENSIONS)[D]['answers'][number];
/** An answer's name in the site's choice: `'api'`, `'no-db'`. */
export type ProjectAnswerName<D extends TemplateDimension> = AnswerOf<D>['project'];

export type ProjectType = AnswerOf<'type'>['value'];
export type ApiClient = AnswerOf<'client'>['value'];
