import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { resolveProjectTarget } from '../../src/cli/project-name.ts';
import { targetDirProblem } from '../../src/cli/target-dir.ts';

const HINT = 'Choose another name (for example my-app).';
const RULE =
  "The name becomes the Cloudflare Worker's name, so use lowercase letters, digits and dashes, no dash at the start or end, at most 55 characters";

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
