import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  MAX_PROJECT_NAME_LENGTH,
  packageNameProblem,
  projectNameProblem,
  resolveProjectTarget,
  WORKER_NAME_LIMIT,
} from '../../src/cli/project-name.ts';
import { targetDirProblem } from '../../src/cli/target-dir.ts';

const HINT = 'Choose another name (for example my-app).';
const RULE =
  "The name becomes the Cloudflare Worker's name, so use lowercase letters, digits and dashes, no dash at the start or end, at most 55 characters";

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

test('the longest name leaves room for the staging Worker, <name>-staging, within the Worker limit', () => {
  expect(WORKER_NAME_LIMIT).toBe(63);
  expect(MAX_PROJECT_NAME_LENGTH).toBe(55);
  expect(`${'a'.repeat(MAX_PROJECT_NAME_LENGTH)}-staging`).toHaveLength(WORKER_NAME_LIMIT);
});

describe('projectNameProblem: the Worker name rule', () => {
  test.each([
    'my-app',
    'a',
    '7',
    'app2',
    '2fa',
    'my--app',
    'my-flarekit-app',
    'a'.repeat(MAX_PROJECT_NAME_LENGTH),
    `a${'-b'.repeat(27)}`,
  ])('%j is valid', (name) => {
    expect(projectNameProblem(name)).toBeUndefined();
  });

  test.each<[string, string, string]>([
    ['my_app', 'it has "_"', 'my-app'],
    ['my.app', 'it has "."', 'my-app'],
    ['my app', 'it has " "', 'my-app'],
    ['My-App', 'it has uppercase letters', 'my-app'],
    ['MyApp', 'it has uppercase letters', 'myapp'],
    ['My_App.v2', 'it has uppercase letters, "_" and "."', 'my-app-v2'],
    ['café', 'it has "é"', 'caf'],
    ['@app', 'it has "@"', 'app'],
    ['-app', 'it starts with a dash', 'app'],
    ['app-', 'it ends with a dash', 'app'],
    ['-', 'it starts and ends with a dash', 'my-app'],
    ['_', 'it has "_"', 'my-app'],
    ['.app', 'it has "."', 'app'],
    [
      'a'.repeat(MAX_PROJECT_NAME_LENGTH + 1),
      'it has 56 characters (a Worker name has at most 63, and the staging Worker adds "-staging")',
      'a'.repeat(MAX_PROJECT_NAME_LENGTH),
    ],
    [
      'a'.repeat(64),
      'it has 64 characters (a Worker name has at most 63, and the staging Worker adds "-staging")',
      'a'.repeat(MAX_PROJECT_NAME_LENGTH),
    ],
    [
      `_${'a'.repeat(60)}-`,
      'it has "_"; it ends with a dash; it has 62 characters (a Worker name has at most 63, and the staging Worker adds "-staging")',
      'a'.repeat(MAX_PROJECT_NAME_LENGTH),
    ],
    ['HTTP', 'it has uppercase letters', 'my-app'],
  ])('%j: %s (suggests %s)', (name, reason, example) => {
    expect(projectNameProblem(name)).toBe(
      `"${name}" cannot be the project name: ${reason}. ${RULE} (for example ${example}).`,
    );
  });

  test.each<[string, string]>([
    ['http', 'http is a core module name'],
    ['fs', 'fs is a core module name'],
  ])('%j is a Worker name but not an npm package name: %s', (name, reason) => {
    expect(projectNameProblem(name)).toBe(`"${name}" is not a valid npm package name: ${reason}. ${HINT}`);
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
      `"My App" (the last part of apps/My App) cannot be the project name: it has uppercase letters and " ". ${RULE} (for example my-app).`,
    ],
    ['my_app', `"my_app" cannot be the project name: it has "_". ${RULE} (for example my-app).`],
    [
      './apps/my.api/',
      `"my.api" (the last part of ./apps/my.api) cannot be the project name: it has ".". ${RULE} (for example my-api).`,
    ],
    [
      `apps/${'x'.repeat(56)}`,
      `"${'x'.repeat(56)}" (the last part of apps/${'x'.repeat(56)}) cannot be the project name: it has 56 characters (a Worker name has at most 63, and the staging Worker adds "-staging"). ${RULE} (for example ${'x'.repeat(55)}).`,
    ],
    [
      'packages/http',
      `"http" (the last part of packages/http) is not a valid npm package name: http is a core module name. ${HINT}`,
    ],
  ])('%j is refused', (answer, error) => {
    expect(resolveProjectTarget(answer, cwd)).toEqual({ ok: false, error });
  });

  test('the current folder: its name must pass the same rule', () => {
    expect(resolveProjectTarget('.', path.resolve('/home/user/My_Code'))).toEqual({
      ok: false,
      error: `"My_Code" (the name of the current folder) cannot be the project name: it has uppercase letters and "_". ${RULE} (for example my-code).`,
    });
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
