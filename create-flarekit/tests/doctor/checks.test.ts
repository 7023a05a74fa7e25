/** The checks that depend on the day and on the Node.js running doctor, called directly with both set. */
import { describe, expect, test } from 'vitest';
import { parseDevVars } from '../../src/compose/dev-vars.ts';
import { COMPATIBILITY_DATE_MAX_AGE_DAYS } from '../../src/doctor/checks.ts';
import { openNodeSqlite } from '../../src/doctor/sqlite.ts';
import { stripJsonc } from '../../src/doctor/project.ts';
import { diagnose } from '../../src/doctor/index.ts';
import { cleanProject, editWrangler } from './seed.ts';

describe('the compatibility date', () => {
  test.each<[string, 'ok' | 'warning']>([
    ['2026-06-02', 'ok'],
    ['2026-06-01', 'warning'],
  ])('%s on 2026-11-29: %s', async (date, level) => {
    const { root, api } = await cleanProject();
    editWrangler(api, (config) => (config.compatibility_date = date));
    const report = await diagnose({
      argv: [],
      cwd: root,
      nodeVersion: process.version,
      today: new Date('2026-11-29T18:00:00Z'),
    });
    const found = report.findings.find((item) => item.id === 'compatibility-date');
    expect(found?.level).toBe(level);
    expect(found?.message).toContain(
      `is ${level === 'ok' ? COMPATIBILITY_DATE_MAX_AGE_DAYS : COMPATIBILITY_DATE_MAX_AGE_DAYS + 1} days old`,
    );
    if (level === 'warning') {
      expect(found?.fix).toContain('Move compatibility_date in apps/api/wrangler.jsonc forward (today is 2026-11-29)');
      expect(found?.page).toBe('/docs/deployment/cloudflare#compatibility-date');
    }
  });
});

test('on a Node.js without node:sqlite, the migrations check says it was skipped and why (a warning)', async () => {
  const { root } = await cleanProject();
  const report = await diagnose({
    argv: [],
    cwd: root,
    nodeVersion: 'v22.4.0',
    openSqlite: async () =>
      'Node.js v22.4.0 has no node:sqlite (it has from 22.13, or 22.5 with --experimental-sqlite), so the local database was not read.',
  });
  const found = report.findings.find((item) => item.id === 'migrations');
  expect(found).toMatchObject({ level: 'warning' });
  expect(found?.message).toBe(
    'Pending migrations not checked: Node.js v22.4.0 has no node:sqlite (it has from 22.13, or 22.5 with --experimental-sqlite), so the local database was not read.',
  );
  // The same Node.js is older than the project's engines: that is the error.
  expect(report.findings.filter((item) => item.level === 'error').map((item) => item.id)).toEqual(['node-version']);
});

test('node:sqlite on this Node.js reads the migrations table', async () => {
  expect(typeof (await openNodeSqlite())).toBe('function');
});

test('.dev.vars is read as the dev script reads it', () => {
  expect([...parseDevVars('# c\nA=1\nexport B = "two words"\nC=\'x\'\nD=\n bad line\n')]).toEqual([
    ['A', '1'],
    ['B', 'two words'],
    ['C', 'x'],
    ['D', ''],
  ]);
});

test('wrangler.jsonc: comments and trailing commas, strings kept', () => {
  const text = '{\n  // a comment\n  "name": "my-app", /* another */\n  "url": "http://x//y",\n  "list": [1, 2,],\n}\n';
  expect(JSON.parse(stripJsonc(text))).toEqual({ name: 'my-app', url: 'http://x//y', list: [1, 2] });
});
