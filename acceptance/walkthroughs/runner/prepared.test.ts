import { describe, expect, it } from 'vitest';
import type { CommandStep, Step } from '../extract.ts';
import type { Walkthrough } from '../pages.ts';
import { prefixKey, reusableLength, sharedPrefixes } from './prepared.ts';

function command(text: string, extra: Partial<CommandStep> = {}): CommandStep {
  return { kind: 'command', line: 1, language: 'sh', command: text, ...extra };
}

const create = command('npm create flarekit@latest my-app', { output: { text: '✔ Created my-app', line: 2 } });
const skippedCreate = command('npm create flarekit@latest my-app -- -y', { skip: 'the same project' });
const file: Step = { kind: 'file', line: 1, path: 'apps/api/src/a.ts', content: '' };

describe('reusableLength: the first steps a copy of the project stands in for', () => {
  it.each<[string, Step[], number]>([
    [
      'up to a running project: create, cd, migrate; not npm run dev nor the curl after it',
      [
        create,
        skippedCreate,
        command('cd my-app'),
        command('npm run db:migrate:local'),
        command('npm run dev'),
        command('curl http://localhost:5173/health'),
      ],
      4,
    ],
    ['no create: nothing', [command('cd my-app'), command('npm run db:migrate:local')], 0],
    ['only a skipped create: nothing', [skippedCreate, command('cd my-app')], 0],
    ['a command before the create', [command('node --version'), create, command('cd my-app')], 3],
    [
      'a command whose output is compared',
      [create, command('npm run typecheck', { output: { text: 'x', line: 3 } })],
      1,
    ],
    [
      'a migration the page shows',
      [create, command('npm run db:generate', { migration: { text: 'CREATE', line: 3 } })],
      1,
    ],
    ['a request', [create, command('curl http://localhost:8787/health')], 1],
    ['a deploy (a dry run every time)', [create, command('npm run deploy')], 1],
    ['a file written', [create, file, command('cd my-app')], 1],
  ])('%s', (_, steps, expected) => {
    expect(reusableLength(steps)).toBe(expected);
  });
});

const NEW: Walkthrough['after'] = [{ page: 'getting-started/quick-start.md', sections: ['Create a project'] }];
const RUNNING: Walkthrough['after'] = [
  { page: 'getting-started/quick-start.md', sections: ['Create a project', 'Run it locally'] },
];
const all: Walkthrough[] = [
  { page: 'getting-started/quick-start.md' },
  { page: 'development/api-design.md', after: RUNNING },
  { page: 'development/api-design.md', name: 'api-design-search', after: RUNNING },
  { page: 'development/testing.md', after: NEW, in: 'my-app' },
  { page: 'development/local-setup.md', after: NEW, manager: 'pnpm' },
];

describe('prefixKey and sharedPrefixes', () => {
  it('a walkthrough without after starts from nothing kept', () => {
    expect(prefixKey({ page: 'getting-started/quick-start.md' })).toBeUndefined();
  });
  it.each<[string, Walkthrough[], number]>([
    ['two start from a running project; the new project is made once in npm, once in pnpm', all, 1],
    ['one alone keeps nothing', all.slice(0, 2), 0],
  ])('%s', (_, selected, count) => {
    const shared = sharedPrefixes(selected);
    expect(shared.size).toBe(count);
    if (count > 0) expect(shared.has(prefixKey(all[1] as Walkthrough) as string)).toBe(true);
  });
});
