import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { packageNameProblem, resolveProjectTarget } from '../../src/cli/project-name.ts';
import { targetDirProblem } from '../../src/cli/target-dir.ts';

const HINT = 'Use lowercase letters, digits, "-", "." and "_" (for example my-app).';

describe('packageNameProblem', () => {
  test.each(['my-app', 'app', 'my.app', 'my_app', 'app2', 'a'])('%j is valid', (name) => {
    expect(packageNameProblem(name)).toBeUndefined();
  });
  test.each<[string, string]>([
    ['My-App', 'name can no longer contain capital letters'],
    ['my app', 'name can only contain URL-friendly characters'],
    ['.app', 'name cannot start with a period'],
    ['_app', 'name cannot start with an underscore'],
    ['node_modules', 'node_modules is a blacklisted name'],
    ['http', 'http is a core module name'],
    ['a'.repeat(215), 'name can no longer contain more than 214 characters'],
  ])('%j: %s', (name, reason) => {
    expect(packageNameProblem(name)).toBe(`"${name}" is not a valid npm package name: ${reason}. ${HINT}`);
  });
});

describe('resolveProjectTarget', () => {
  const cwd = path.resolve('/home/user/code');
  test.each<[string, string, string, string | undefined]>([
    ['my-app', 'my-app', '/home/user/code/my-app', 'my-app'],
    ['  my-app  ', 'my-app', '/home/user/code/my-app', 'my-app'],
    ['./apps/my-app', 'my-app', '/home/user/code/apps/my-app', './apps/my-app'],
    ['apps/my-app/', 'my-app', '/home/user/code/apps/my-app', 'apps/my-app'],
    ['../other', 'other', '/home/user/other', '../other'],
    ['.', 'code', '/home/user/code', undefined],
  ])('%j → name %s in %s', (answer, name, dir, cdPath) => {
    expect(resolveProjectTarget(answer, cwd)).toEqual({ ok: true, target: { name, dir: path.resolve(dir), cdPath } });
  });
  test.each<[string, string]>([
    ['', 'The project name is empty.'],
    ['   ', 'The project name is empty.'],
    [
      'apps/My App',
      `"My App" is not a valid npm package name: name can only contain URL-friendly characters; name can no longer contain capital letters. ${HINT}`,
    ],
  ])('%j is refused', (answer, error) => {
    expect(resolveProjectTarget(answer, cwd)).toEqual({ ok: false, error });
  });
});

describe('targetDirProblem', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'flarekit-target-'));
  mkdirSync(path.join(root, 'empty'));
  mkdirSync(path.join(root, 'full'));
  writeFileSync(path.join(root, 'full', '.env'), 'SECRET=1');
  writeFileSync(path.join(root, 'file'), '');

  test.each<[string, string | undefined]>([
    ['missing', undefined],
    ['empty', undefined],
    ['full', 'The folder full already exists and is not empty. Choose another project name, or empty the folder.'],
    ['file', 'file already exists and is not a folder. Choose another project name.'],
  ])('%s', (name, problem) => {
    expect(targetDirProblem(path.join(root, name), name)).toBe(problem);
  });

  test('the current folder, when it is not empty', () => {
    expect(targetDirProblem(path.join(root, 'full'), '.')).toBe(
      'The current folder is not empty. Choose another project name, or empty the folder.',
    );
  });
});
