import { expect, test } from 'vitest';
import { answerLine, nextSteps, shellQuote, summaryLines, type NextStepsInput } from '../../src/cli/summary.ts';

const base: NextStepsInput = {
  cdPath: 'my-app',
  pm: 'npm',
  installed: true,
  type: 'full-stack',
  auth: true,
  database: true,
};

test.each<[Partial<NextStepsInput>, string[]]>([
  [{}, ['cd my-app', 'cp apps/api/.dev.vars.example apps/api/.dev.vars', 'npm run db:migrate:local', 'npm run dev']],
  [
    { installed: false },
    [
      'cd my-app',
      'npm install',
      'cp apps/api/.dev.vars.example apps/api/.dev.vars',
      'npm run db:migrate:local',
      'npm run dev',
    ],
  ],
  [{ auth: false }, ['cd my-app', 'npm run db:migrate:local', 'npm run dev']],
  [{ auth: false, database: false }, ['cd my-app', 'npm run dev']],
  [{ type: 'api-only' }, ['cd my-app', 'cp .dev.vars.example .dev.vars', 'npm run db:migrate:local', 'npm run dev']],
  [{ type: 'api-only', auth: false, database: false, installed: false }, ['cd my-app', 'npm install', 'npm run dev']],
  [
    { pm: 'yarn', installed: false },
    [
      'cd my-app',
      'yarn install',
      'cp apps/api/.dev.vars.example apps/api/.dev.vars',
      'yarn db:migrate:local',
      'yarn dev',
    ],
  ],
  [
    { pm: 'pnpm', installed: false },
    [
      'cd my-app',
      'pnpm install',
      'cp apps/api/.dev.vars.example apps/api/.dev.vars',
      'pnpm run db:migrate:local',
      'pnpm run dev',
    ],
  ],
  [
    { pm: 'bun', installed: false, type: 'api-only' },
    ['cd my-app', 'bun install', 'cp .dev.vars.example .dev.vars', 'bun run db:migrate:local', 'bun run dev'],
  ],
  [{ cdPath: 'apps/my-app', auth: false, database: false }, ['cd apps/my-app', 'npm run dev']],
  [{ cdPath: 'my projects/app', auth: false, database: false }, ["cd 'my projects/app'", 'npm run dev']],
  [{ cdPath: undefined, auth: false, database: false }, ['npm run dev']],
])('%j', (change, steps) => {
  expect(nextSteps({ ...base, ...change })).toEqual(steps);
});

test('the summary as the documentation shows it', () => {
  expect(summaryLines('my-app', 'full-stack-orval', ['cd my-app', 'npm run dev']).join('\n')).toBe(
    ['✔ Created my-app from template full-stack-orval', '', 'Next steps:', '  cd my-app', '  npm run dev'].join('\n'),
  );
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
