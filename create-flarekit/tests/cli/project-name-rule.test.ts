import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import {
  EMPTY_NAME_PROBLEM,
  MAX_PROJECT_NAME_LENGTH,
  packageNameProblem,
  projectNameProblem,
  WORKER_NAME_LIMIT,
} from '../../src/cli/project-name-rule.ts';

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
  test('an empty name', () => {
    expect(projectNameProblem('')).toBe(EMPTY_NAME_PROBLEM);
  });

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

  test('"doctor" is a Worker and npm package name, but the command that checks a project', () => {
    expect(projectNameProblem('doctor')).toBe(
      '"doctor" cannot be the project name: create-flarekit doctor is the command that checks an existing project. Choose another name (for example my-doctor-app).',
    );
    expect(projectNameProblem('doctor', 'the current folder')).toMatch(/^"doctor" \(the current folder\) cannot be/);
    expect(projectNameProblem('my-doctor-app')).toBeUndefined();
    expect(projectNameProblem('doctors')).toBeUndefined();
  });

  test('"add" is the command that adds a feature to a project', () => {
    expect(projectNameProblem('add')).toBe(
      '"add" cannot be the project name: create-flarekit add is the command that adds a feature to an existing project. Choose another name (for example my-add-app).',
    );
    expect(projectNameProblem('adder')).toBeUndefined();
    expect(projectNameProblem('upgrade')).toContain(
      'create-flarekit upgrade is the command that moves an existing project to a newer version.',
    );
  });
});

test('imports no Node.js module of its own, so the site bundles it for the browser', () => {
  const source = readFileSync(new URL('../../src/cli/project-name-rule.ts', import.meta.url), 'utf8');
  const imports = [...source.matchAll(/^import .* from '([^']+)';$/gm)].map((match) => match[1]);
  expect(imports).toEqual(['validate-npm-package-name']);
});
