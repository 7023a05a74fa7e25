import { describe, expect, it } from 'vitest';
import {
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
    const chosen = answers({ type: 'api-only', db: 'no', pm: 'yarn', install: 'no' });
    expect(builderQuery(chosen)).toBe('type=api-only&client=orval&db=no&auth=yes&pm=yarn&git=yes&install=no');
    expect(parseBuilderQuery(new URLSearchParams(builderQuery(chosen)))).toEqual({ ok: true, answers: chosen });
  });

  it.each([
    ['', false],
    ['query=x', false],
    ['pm=npm', true],
    ['install=', true],
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
    [answers({}), { type: 'full-stack', client: 'orval', database: true, auth: true, git: true, install: true }],
    [
      answers({ type: 'api-only', client: 'rpc', pm: 'bun' }),
      { type: 'api-only', database: true, auth: true, packageManager: 'bun', git: true, install: true },
    ],
    [
      answers({ db: 'no', auth: 'yes', git: 'no', install: 'no' }),
      { type: 'full-stack', client: 'orval', database: false, git: false, install: false },
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
