import { describe, expect, test } from 'vitest';
import { NONE } from './no-flags.ts';
import type { CliOptions } from '../../src/cli/args.ts';
import {
  askQuestions,
  CANCELLED,
  FLAG_FOR_QUESTION,
  packageManagerChoices,
  QUESTIONS,
  questionsToAsk,
  type Answers,
  type Prompter,
  type QuestionKey,
} from '../../src/cli/questions.ts';

/** A prompter that answers from a script and records what it was asked. */
function scripted(answers: Partial<Record<QuestionKey, string | boolean | symbol>>) {
  const asked: string[] = [];
  const prompter: Prompter = {
    async text(q) {
      asked.push(q.message);
      return (answers[q.key] as string | symbol | undefined) ?? q.defaultValue;
    },
    async select(q) {
      asked.push(q.message);
      return (answers[q.key] as never) ?? q.initialValue;
    },
    async confirm(q) {
      asked.push(q.message);
      return (answers[q.key] as boolean | symbol | undefined) ?? q.initialValue;
    },
  };
  return { asked, prompter };
}

const context = { detectedPm: 'pnpm' as const, validateProject: () => undefined, installable: true };
const ALL = Object.values(QUESTIONS);

describe('which questions are asked, in order', () => {
  test.each<[Partial<CliOptions>, Partial<Record<QuestionKey, string | boolean>>, string[]]>([
    [{}, {}, ALL],
    [{ project: 'my-app' }, {}, ALL.slice(1)],
    [{ type: 'api-only' }, {}, ALL.filter((q) => q !== QUESTIONS.type && q !== QUESTIONS.client)],
    [{}, { type: 'api-only' }, ALL.filter((q) => q !== QUESTIONS.client)],
    [{ noDb: true }, {}, ALL.filter((q) => q !== QUESTIONS.database && q !== QUESTIONS.auth)],
    [{}, { database: false }, ALL.filter((q) => q !== QUESTIONS.auth)],
    [{ noAuth: true }, {}, ALL.filter((q) => q !== QUESTIONS.auth)],
    [{ client: 'rpc' }, {}, ALL.filter((q) => q !== QUESTIONS.type && q !== QUESTIONS.client)],
    [{ client: 'orval', type: 'full-stack' }, {}, ALL.filter((q) => q !== QUESTIONS.type && q !== QUESTIONS.client)],
    [
      { client: 'rpc', noDb: true },
      {},
      ALL.filter(
        (q) => !([QUESTIONS.type, QUESTIONS.client, QUESTIONS.database, QUESTIONS.auth] as string[]).includes(q),
      ),
    ],
    [{ pm: 'bun' }, {}, ALL.filter((q) => q !== QUESTIONS.pm)],
    [{ noGit: true, noInstall: true }, {}, ALL.slice(0, 6)],
    [{ yes: true }, {}, []],
    [{ yes: true, noAuth: true, type: 'api-only', pm: 'yarn' }, {}, []],
    [{ yes: true, client: 'rpc' }, {}, []],
  ])('flags %j, answers %j', async (flags, answers, expected) => {
    const { asked, prompter } = scripted(answers);
    await askQuestions({ ...NONE, ...flags }, prompter, context);
    expect(asked).toEqual(expected);
  });
});

describe('answers', () => {
  /** What -y answers, pnpm detected. */
  const DEFAULTS: Answers = {
    project: 'my-flarekit-app',
    type: 'full-stack',
    client: 'orval',
    database: true,
    auth: true,
    pm: 'pnpm',
    git: true,
    install: true,
  };
  // Each set of answers, as -y and the flags createFlags writes for it: create-flags.test.ts.
  test.each<[Partial<CliOptions>, Partial<Record<QuestionKey, string | boolean>>, Answers]>([
    [{ yes: true }, {}, DEFAULTS],
    [
      { yes: true, noDb: true, noAuth: true, noGit: true, noInstall: true, type: 'api-only' },
      {},
      { ...DEFAULTS, type: 'api-only', database: false, auth: false, git: false, install: false },
    ],
    [
      { client: 'rpc', noAuth: true, pm: 'npm', project: 'x' },
      { git: false, install: false },
      { ...DEFAULTS, project: 'x', client: 'rpc', auth: false, pm: 'npm', git: false, install: false },
    ],
    [
      {},
      {
        name: '  my-app ',
        type: 'full-stack',
        client: 'rpc',
        database: true,
        auth: false,
        pm: 'yarn',
        git: false,
        install: true,
      },
      { ...DEFAULTS, project: 'my-app', client: 'rpc', auth: false, pm: 'yarn', git: false },
    ],
  ])('flags %j, answers %j', async (flags, typed, expected) => {
    expect(await askQuestions({ ...NONE, ...flags }, scripted(typed).prompter, context)).toEqual(expected);
  });

  test.each(Object.keys(QUESTIONS) as QuestionKey[])('cancelling at %s stops with nothing more asked', async (key) => {
    const { asked, prompter } = scripted({ [key]: Symbol('clack:cancel') });
    expect(await askQuestions(NONE, prompter, context)).toBe(CANCELLED);
    expect(asked.at(-1)).toBe(QUESTIONS[key]);
  });
});

test('the package manager question offers the detected one first', () => {
  expect(packageManagerChoices('pnpm').map((c) => c.value)).toEqual(['pnpm', 'npm', 'yarn', 'bun']);
  expect(packageManagerChoices('npm').map((c) => c.value)).toEqual(['npm', 'yarn', 'pnpm', 'bun']);
});

// The rows of flags "which questions are asked" holds too are there: questionsToAsk is askQuestions taking every default.
test.each<[Partial<CliOptions>, QuestionKey[]]>([
  [{ project: 'a', type: 'api-only', noDb: true, pm: 'npm', noGit: true, noInstall: true }, []],
  [{ project: 'a', type: 'full-stack', noDb: true, pm: 'npm', noGit: true, noInstall: true }, ['client']],
  [{ project: 'a', client: 'rpc', noDb: true, pm: 'npm', noGit: true, noInstall: true }, []],
  [{ project: 'a', type: 'full-stack', client: 'orval', noDb: true, pm: 'npm', noGit: true, noInstall: true }, []],
  [{ project: 'a', type: 'api-only', pm: 'npm', noGit: true, noInstall: true }, ['database', 'auth']],
  [{ project: 'a', type: 'api-only', noAuth: true, pm: 'npm', noGit: true, noInstall: true }, ['database']],
])('without a terminal, flags %j leave %j unanswered', async (flags, keys) => {
  expect(await questionsToAsk({ ...NONE, ...flags }, true)).toEqual(keys);
});

describe('on a Node.js too old for the project, nothing is installed and the install question is not asked', () => {
  const old = { ...context, installable: false };
  test.each<[Partial<CliOptions>, string[]]>([
    [{}, ALL.filter((q) => q !== QUESTIONS.install)],
    [{ noInstall: true }, ALL.filter((q) => q !== QUESTIONS.install)],
    [{ yes: true }, []],
  ])('flags %j', async (flags, expected) => {
    const { asked, prompter } = scripted({});
    const answers = await askQuestions({ ...NONE, ...flags }, prompter, old);
    expect(asked).toEqual(expected);
    expect(answers).toMatchObject({ install: false });
  });

  test.each<[Partial<CliOptions>, QuestionKey[]]>([
    [{ project: 'a', type: 'api-only', noDb: true, pm: 'npm', noGit: true }, []],
    [{ project: 'a', type: 'api-only', noDb: true, pm: 'npm' }, ['git']],
  ])('without a terminal, flags %j leave %j unanswered', async (flags, keys) => {
    expect(await questionsToAsk({ ...NONE, ...flags }, false)).toEqual(keys);
  });
});

test('without a terminal, every question has a flag to name', () => {
  for (const key of Object.keys(QUESTIONS) as QuestionKey[]) expect(FLAG_FOR_QUESTION[key]).not.toMatch(/no flag/);
  expect(FLAG_FOR_QUESTION.client).toBe('--client orval or --client rpc (-y picks orval)');
});

test('"Which API client?" offers each client with a one-line hint', async () => {
  const offered: unknown[] = [];
  const prompter: Prompter = {
    ...scripted({}).prompter,
    async select(q) {
      if (q.key === 'client') offered.push(q.options);
      return q.initialValue;
    },
  };
  await askQuestions(NONE, prompter, context);
  expect(offered).toEqual([
    [
      { value: 'orval', label: 'OpenAPI client (Orval)', hint: 'typed hooks generated from the OpenAPI document' },
      { value: 'rpc', label: 'RPC client (Hono RPC)', hint: 'types straight from the API code, no generation step' },
    ],
  ]);
});
