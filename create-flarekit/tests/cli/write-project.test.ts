import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { safeJoin, writeProject } from '../../src/cli/write-project.ts';

test('writes text and binary files, creating folders', async () => {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'flarekit-write-')), 'my-app');
  const files = new Map<string, string | Uint8Array>([
    ['package.json', '{}\n'],
    ['apps/api/src/index.ts', 'export {};\n'],
    ['apps/web/public/icon.bin', new Uint8Array([0, 255, 1])],
  ]);
  expect(await writeProject(dir, files)).toBe(3);
  expect(readFileSync(path.join(dir, 'apps/api/src/index.ts'), 'utf8')).toBe('export {};\n');
  expect([...readFileSync(path.join(dir, 'apps/web/public/icon.bin'))]).toEqual([0, 255, 1]);
});

test('never replaces a file that is already there', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'flarekit-write-'));
  mkdirSync(path.join(dir, 'src'));
  writeFileSync(path.join(dir, 'src', 'index.ts'), 'mine');
  await expect(writeProject(dir, new Map([['src/index.ts', 'theirs']]))).rejects.toThrow(/EEXIST/);
  expect(readFileSync(path.join(dir, 'src', 'index.ts'), 'utf8')).toBe('mine');
});

test.each(['../escape.txt', '/etc/passwd', 'a/../../escape', 'a\\b', '', '.'])('refuses the path %j', (relative) => {
  expect(() => safeJoin('/tmp/project', relative)).toThrow(/Template file path/);
});

test.each([
  ['package.json', 'package.json'],
  ['apps/api/src/index.ts', 'apps/api/src/index.ts'],
  ['a/./b', 'a/b'],
])('joins %j', (relative, expected) => {
  expect(safeJoin('/tmp/project', relative)).toBe(path.join('/tmp/project', expected));
});
