import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Step } from '../extract.ts';
import type { Context } from './context.ts';
import { createKey, createOnce, expectRepeatedCreates, repeatedCreates } from './created-projects.ts';

const command = (text: string, language: 'sh' | 'npm' = 'npm', skip?: string): Step => ({
  kind: 'command',
  line: 1,
  language,
  command: text,
  ...(skip ? { skip } : {}),
});
const CREATE = 'npm create flarekit@latest my-app';
const CREATE_Y = 'npm create flarekit@latest my-app -- -y';

describe('repeatedCreates', () => {
  it.each([
    ['the same create on two pages', [{ steps: [command(CREATE)] }, { steps: [command(CREATE)] }], [CREATE]],
    ['two different creates', [{ steps: [command(CREATE)] }, { steps: [command(CREATE_Y)] }], []],
    [
      'an npm block in another manager’s tab',
      [{ steps: [command(CREATE)] }, { steps: [command(CREATE)], manager: 'yarn' }],
      [],
    ],
    [
      'an sh block in another manager’s tab',
      [{ steps: [command(CREATE, 'sh')] }, { steps: [command(CREATE, 'sh')], manager: 'yarn' }],
      [CREATE],
    ],
    ['a skipped create', [{ steps: [command(CREATE)] }, { steps: [command(CREATE, 'npm', 'needs a account')] }], []],
    ['other commands', [{ steps: [command('npm run dev')] }, { steps: [command('npm run dev')] }], []],
  ] as const)('%s', (_name, runs, expected) => {
    const keys = repeatedCreates(runs);
    expect([...keys]).toEqual(expected.map((text) => createKey({ command: text, language: 'npm' }, undefined)));
  });
});

describe('createOnce', () => {
  let root: string;
  const step = command(CREATE) as Extract<Step, { kind: 'command' }>;
  const contextIn = async (name: string): Promise<Context> => {
    const cwd = path.join(root, name);
    await mkdir(cwd, { recursive: true });
    return { page: 'page.md', cwd, log: '', servers: [], changedAt: 0, ids: new Map(), report: [] };
  };
  /** A stand-in for the CLI: writes my-app/ with a package and a project file, and counts its runs. */
  let runs = 0;
  const create = (context: Context) => async () => {
    runs += 1;
    await mkdir(path.join(context.cwd, 'my-app', 'node_modules', 'react'), { recursive: true });
    await writeFile(path.join(context.cwd, 'my-app', 'node_modules', 'react', 'index.js'), 'react');
    await writeFile(path.join(context.cwd, 'my-app', '.dev.vars'), `SECRET=${runs}`);
    return { printed: `run ${runs}` };
  };

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'created-projects-'));
    expectRepeatedCreates(new Set([createKey(step, undefined)]), path.join(root, 'kept'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('runs the first time, copies the project and its output the second, and runs again in a folder that is not empty', async () => {
    const first = await contextIn('first');
    expect(await createOnce(step, first, create(first))).toEqual({ result: { printed: 'run 1' } });

    const second = await contextIn('second');
    expect(await createOnce(step, second, create(second))).toEqual({
      result: { printed: 'run 1' },
      from: 'page.md:1',
      ranIn: first.cwd,
    });
    expect(runs).toBe(1);
    expect(await readFile(path.join(second.cwd, 'my-app', '.dev.vars'), 'utf8')).toBe('SECRET=1');
    expect(await readFile(path.join(second.cwd, 'my-app', 'node_modules', 'react', 'index.js'), 'utf8')).toBe('react');

    // The first walkthrough goes on changing its project: the copy given to the second is not the first's folder.
    await writeFile(path.join(first.cwd, 'my-app', '.dev.vars'), 'SECRET=changed');
    const third = await contextIn('third');
    await createOnce(step, third, create(third));
    expect(await readFile(path.join(third.cwd, 'my-app', '.dev.vars'), 'utf8')).toBe('SECRET=1');

    const busy = await contextIn('busy');
    await writeFile(path.join(busy.cwd, 'notes.txt'), 'mine');
    expect(await createOnce(step, busy, create(busy))).toEqual({ result: { printed: 'run 2' } });
  });

  it('runs a create no other walkthrough repeats', async () => {
    const once = await contextIn('once');
    const other = command(CREATE_Y) as Extract<Step, { kind: 'command' }>;
    const expected = { result: { printed: `run ${runs + 1}` } };
    expect(await createOnce(other, once, create(once))).toEqual(expected);
  });
});
