import { expect, test } from 'vitest';
import {
  answerLine,
  earlyNodeNotice,
  nextSteps,
  nodeNotice,
  shellQuote,
  summaryLines,
  type NextStepsInput,
} from '../../src/cli/summary.ts';

const base: NextStepsInput = {
  cdPath: 'my-app',
  pm: 'npm',
  installed: true,
  database: true,
  nodeTooOld: false,
};

test.each<[Partial<NextStepsInput>, string[]]>([
  [{}, ['cd my-app', 'npm run db:migrate:local', 'npm run dev']],
  [{ installed: false }, ['cd my-app', 'npm install', 'npm run db:migrate:local', 'npm run dev']],
  [{ database: false }, ['cd my-app', 'npm run dev']],
  [{ database: false, installed: false }, ['cd my-app', 'npm install', 'npm run dev']],
  [{ pm: 'yarn', installed: false }, ['cd my-app', 'yarn install', 'yarn db:migrate:local', 'yarn dev']],
  [{ pm: 'pnpm', installed: false }, ['cd my-app', 'pnpm install', 'pnpm run db:migrate:local', 'pnpm run dev']],
  [{ pm: 'bun', installed: false }, ['cd my-app', 'bun install', 'bun run db:migrate:local', 'bun run dev']],
  [{ cdPath: 'apps/my-app', database: false }, ['cd apps/my-app', 'npm run dev']],
  [{ cdPath: 'my projects/app', database: false }, ["cd 'my projects/app'", 'npm run dev']],
  [{ cdPath: undefined, database: false }, ['npm run dev']],
  [
    { nodeTooOld: true, installed: false },
    ['use Node.js 22.18 or newer', 'cd my-app', 'npm install', 'npm run db:migrate:local', 'npm run dev'],
  ],
  [
    { nodeTooOld: true, installed: false, cdPath: undefined, pm: 'yarn' },
    ['use Node.js 22.18 or newer', 'yarn install', 'yarn db:migrate:local', 'yarn dev'],
  ],
])('%j', (change, steps) => {
  expect(nextSteps({ ...base, ...change })).toEqual(steps);
});

test('the summary as the documentation shows it', () => {
  expect(summaryLines('my-app', 'full-stack-orval', ['cd my-app', 'npm run dev']).join('\n')).toBe(
    ['✔ Created my-app from template full-stack-orval', '', 'Next steps:', '  cd my-app', '  npm run dev'].join('\n'),
  );
});

test('on an old Node.js, the notice comes between the template and the next steps', () => {
  const notice = nodeNotice('v20.11.1', true);
  expect(notice).toEqual([
    '▲ This project needs Node.js 22.18 or newer to run. You are using v20.11.1.',
    '  Dependencies were not installed with it, so the install command is in the next steps.',
    '  Install Node.js 22.18 or newer from https://nodejs.org or with a version manager',
    '  (nvm install 22, or fnm install 22 && fnm use 22), then run the next steps with it.',
  ]);
  expect(summaryLines('my-app', 'api-no-db', ['use Node.js 22.18 or newer', 'cd my-app'], notice)).toEqual([
    '✔ Created my-app from template api-no-db',
    '',
    ...notice,
    '',
    'Next steps:',
    '  use Node.js 22.18 or newer',
    '  cd my-app',
  ]);
});

test.each<[string, boolean, string[]]>([
  ['v24.21.0', true, []],
  ['v22.18.0', false, []],
  [
    'v22.11.0',
    false,
    [
      '▲ This project needs Node.js 22.18 or newer to run. You are using v22.11.0.',
      '  Install Node.js 22.18 or newer from https://nodejs.org or with a version manager',
      '  (nvm install 22, or fnm install 22 && fnm use 22), then run the next steps with it.',
    ],
  ],
])('nodeNotice(%s, install skipped: %s)', (version, skipped, lines) => {
  expect(nodeNotice(version, skipped)).toEqual(lines);
});

test.each<[string, boolean, string[]]>([
  ['v24.21.0', true, []],
  [
    'v20.11.1',
    true,
    [
      '▲ This project needs Node.js 22.18 or newer to run. You are using v20.11.1.',
      '  The project is created, but not installed; the summary at the end says what to do.',
    ],
  ],
  [
    'v18.0.0',
    false,
    [
      '▲ This project needs Node.js 22.18 or newer to run. You are using v18.0.0.',
      '  The project is created all the same; the summary at the end says what to do.',
    ],
  ],
])('earlyNodeNotice(%s, install skipped: %s)', (version, skipped, lines) => {
  expect(earlyNodeNotice(version, skipped)).toEqual(lines);
});

test('answers line up after the longest question, as in the documentation', () => {
  expect(answerLine('What do you want to build?', 'Full stack (API + web app)')).toBe(
    'What do you want to build?              Full stack (API + web app)',
  );
  expect(answerLine('Include Discord sign-in (Better Auth)?', 'Yes')).toBe(
    'Include Discord sign-in (Better Auth)?  Yes',
  );
});

test.each([
  ['my-app', 'my-app'],
  ['./apps/my-app', './apps/my-app'],
  ['my dir/app', "'my dir/app'"],
  ["it's", `'it'\\''s'`],
])('shellQuote(%j) = %s', (value, quoted) => {
  expect(shellQuote(value)).toBe(quoted);
});
