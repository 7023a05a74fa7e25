import { describe, expect, it } from 'vitest';
import {
  builderNameProblem,
  builderQuery,
  createInput,
  DEFAULT_ANSWERS,
  isBuilderQuery,
  isQuestionRelevant,
  parseBuilderQuery,
  projectChoiceOf,
  type BuilderAnswers,
} from '../../../../src/shared/builder/answers.ts';

const answers = (changes: Partial<BuilderAnswers>): BuilderAnswers => ({ ...DEFAULT_ANSWERS, ...changes });

describe('parseBuilderQuery: the GET form', () => {
  const accepted: Array<[string, BuilderAnswers]> = [
    ['', DEFAULT_ANSWERS],
    ['type=full-stack&client=orval&db=yes&auth=yes&pm=any&git=yes&install=yes', DEFAULT_ANSWERS],
    ['type=api-only', answers({ type: 'api-only' })],
    ['client=rpc&db=no', answers({ client: 'rpc', db: 'no' })],
    ['auth=no&pm=pnpm&git=no&install=no', answers({ auth: 'no', pm: 'pnpm', git: 'no', install: 'no' })],
    ['pm=bun&utm_source=x', answers({ pm: 'bun' })],
    ['name=shop&type=api-only', answers({ name: 'shop', type: 'api-only' })],
    // Taken as given: the CLI's rule judges the name next to its field.
    ['name=My+App', answers({ name: 'My App' })],
    ['name=', answers({ name: '' })],
  ];
  it.each(accepted)('?%s', (query, expected) => {
    expect(parseBuilderQuery(new URLSearchParams(query))).toEqual({ ok: true, answers: expected });
  });

  const refused: Array<[string, string]> = [
    ['pm=pnmp', '"pm" cannot be "pnmp": it takes any, npm, yarn, pnpm, bun.'],
    ['type=web', '"type" cannot be "web": it takes full-stack, api-only.'],
    ['db=', '"db" cannot be "": it takes yes, no.'],
    ['client=RPC', '"client" cannot be "RPC": it takes orval, rpc.'],
    ['git=yes&git=no', '"git" is given 2 times: give it once (yes, no).'],
    ['name=a&name=b', '"name" is given 2 times: give it once.'],
    [`install=${'x'.repeat(50)}`, `"install" cannot be "${'x'.repeat(40)}…": it takes yes, no.`],
    [
      'type=web&auth=maybe',
      '"type" cannot be "web": it takes full-stack, api-only. "auth" cannot be "maybe": it takes yes, no.',
    ],
  ];
  it.each(refused)('?%s is refused', (query, error) => {
    expect(parseBuilderQuery(new URLSearchParams(query))).toEqual({ ok: false, error });
  });

  it('reads back what builderQuery writes', () => {
    const chosen = answers({ name: 'shop api', type: 'api-only', db: 'no', pm: 'yarn', install: 'no' });
    expect(builderQuery(chosen)).toBe(
      'name=shop+api&type=api-only&client=orval&db=no&auth=yes&pm=yarn&git=yes&install=no',
    );
    expect(parseBuilderQuery(new URLSearchParams(builderQuery(chosen)))).toEqual({ ok: true, answers: chosen });
  });

  it.each([
    ['', false],
    ['query=x', false],
    ['pm=npm', true],
    ['install=', true],
    ['name=shop', true],
  ])('isBuilderQuery(?%s) is %s', (query, expected) => {
    expect(isBuilderQuery(new URLSearchParams(query))).toBe(expected);
  });
});

describe('what the answers mean', () => {
  it.each([
    ['client', answers({}), true],
    ['client', answers({ type: 'api-only' }), false],
    ['auth', answers({}), true],
    ['auth', answers({ db: 'no' }), false],
    ['pm', answers({ type: 'api-only', db: 'no' }), true],
  ] as const)('%s applies to %j: %s', (key, chosen, expected) => {
    expect(isQuestionRelevant(key, chosen)).toBe(expected);
  });

  it.each([
    [
      answers({}),
      { name: 'my-app', type: 'full-stack', client: 'orval', database: true, auth: true, git: true, install: true },
    ],
    [
      answers({ name: 'shop', type: 'api-only', client: 'rpc', pm: 'bun' }),
      { name: 'shop', type: 'api-only', database: true, auth: true, packageManager: 'bun', git: true, install: true },
    ],
    [
      answers({ db: 'no', auth: 'yes', git: 'no', install: 'no' }),
      { name: 'my-app', type: 'full-stack', client: 'orval', database: false, git: false, install: false },
    ],
  ])('createInput(%j)', (chosen, expected) => {
    expect(createInput(chosen)).toEqual(expected);
  });

  it.each([
    [answers({}), { type: 'full-stack', client: 'orval', db: 'db', auth: 'auth' }],
    [answers({ client: 'rpc', auth: 'no' }), { type: 'full-stack', client: 'rpc', db: 'db', auth: 'no-auth' }],
    // An API-only project has no client: the reader's stays as it was.
    [answers({ type: 'api-only', client: 'rpc' }), { type: 'api', db: 'db', auth: 'auth' }],
    // No database, no sign-in, whatever the sign-in answer says.
    [answers({ db: 'no', auth: 'yes' }), { type: 'full-stack', client: 'orval', db: 'no-db', auth: 'no-auth' }],
  ])('projectChoiceOf(%j)', (chosen, expected) => {
    expect(projectChoiceOf(chosen)).toEqual(expected);
  });
});

describe("builderNameProblem: the CLI's project name rule, in its words", () => {
  const RULE =
    "The name becomes the Cloudflare Worker's name, so use lowercase letters, digits and dashes, no dash at the start or end, at most 55 characters";
  it.each<[string, string | undefined]>([
    ['my-app', undefined],
    ['shop-2', undefined],
    ['a'.repeat(55), undefined],
    ['', 'The project name is empty.'],
    ['My App', `"My App" cannot be the project name: it has uppercase letters and " ". ${RULE} (for example my-app).`],
    ['my_app', `"my_app" cannot be the project name: it has "_". ${RULE} (for example my-app).`],
    ['-shop', `"-shop" cannot be the project name: it starts with a dash. ${RULE} (for example shop).`],
    [
      'a'.repeat(56),
      `"${'a'.repeat(56)}" cannot be the project name: it has 56 characters (a Worker name has at most 63, and the staging Worker adds "-staging"). ${RULE} (for example ${'a'.repeat(55)}).`,
    ],
    [
      'http',
      '"http" is not a valid npm package name: http is a core module name. Choose another name (for example my-app).',
    ],
  ])('%j: %s', (name, problem) => {
    expect(builderNameProblem({ name })).toBe(problem);
  });
});
