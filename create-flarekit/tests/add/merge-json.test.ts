/** package.json merged key by key: what a line merge would mark as a conflict, and what stays one. */
import { describe, expect, test } from 'vitest';
import { mergePackageJson } from '../../src/add/merge-json.ts';
import { mergeTrees } from '../../src/add/merge.ts';

const json = (value: object, indent: string | number = 2) => `${JSON.stringify(value, null, indent)}\n`;
const BASE = { name: 'my-app', scripts: { dev: 'wrangler dev' }, dependencies: { hono: '4.13.19', zod: '4.6.7' } };

describe('mergePackageJson', () => {
  test.each<[string, object, object, object | undefined]>([
    [
      'a dependency each, next to each other: both, sorted by name',
      { ...BASE, dependencies: { 'date-fns': '4.1.0', hono: '4.13.19', zod: '4.6.7' } },
      { ...BASE, dependencies: { 'drizzle-orm': '0.45.4', hono: '4.13.19', zod: '4.6.7' } },
      { ...BASE, dependencies: { 'date-fns': '4.1.0', 'drizzle-orm': '0.45.4', hono: '4.13.19', zod: '4.6.7' } },
    ],
    [
      'your version of a pin the feature leaves, and a script the feature adds: both',
      { ...BASE, dependencies: { hono: '4.14.0', zod: '4.6.7' } },
      { ...BASE, scripts: { dev: 'wrangler dev', 'db:generate': 'drizzle-kit generate' } },
      {
        ...BASE,
        scripts: { dev: 'wrangler dev', 'db:generate': 'drizzle-kit generate' },
        dependencies: { hono: '4.14.0', zod: '4.6.7' },
      },
    ],
    [
      'an object the target drops keeps only what you added to it',
      { ...BASE, dependencies: { 'date-fns': '4.1.0', hono: '4.13.19', zod: '4.6.7' } },
      { name: 'my-app', scripts: { dev: 'wrangler dev' } },
      { name: 'my-app', scripts: { dev: 'wrangler dev' }, dependencies: { 'date-fns': '4.1.0' } },
    ],
    [
      'the same key changed to two values: a conflict',
      { ...BASE, scripts: { dev: 'wrangler dev --port 9000' } },
      { ...BASE, scripts: { dev: 'node scripts/check-dev-vars.mjs && wrangler dev' } },
      undefined,
    ],
    [
      'a dependency you removed that the feature changes: a conflict',
      { ...BASE, dependencies: { hono: '4.13.19' } },
      { ...BASE, dependencies: { hono: '4.13.19', zod: '4.7.0' } },
      undefined,
    ],
  ])('%s', (_name, yours, target, merged) => {
    expect(mergePackageJson(json(yours), json(BASE), json(target))).toBe(merged && json(merged));
  });

  test('keeps your indentation; a key the feature adds goes after the key it follows there', () => {
    const yours = json({ ...BASE, private: true }, '\t');
    const target = json({ ...BASE, type: 'module' });
    expect(mergePackageJson(yours, json(BASE), target)).toBe(json({ ...BASE, type: 'module', private: true }, '\t'));
  });

  test('a side that is no JSON: undefined (the line merge decides)', () => {
    expect(mergePackageJson('{', json(BASE), json(BASE))).toBeUndefined();
  });
});

test('mergeTrees takes the key merge for a package.json whose lines conflict, and only there', () => {
  const labels = { yours: 'yours', base: 'base', target: 'target' };
  const yours = json({ ...BASE, dependencies: { 'date-fns': '4.1.0', hono: '4.13.19', zod: '4.6.7' } });
  const target = json({ ...BASE, dependencies: { 'drizzle-orm': '0.45.4', hono: '4.13.19', zod: '4.6.7' } });
  for (const file of ['package.json', 'apps/api/package.json', 'notes.json']) {
    const plan = mergeTrees(new Map([[file, json(BASE)]]), new Map([[file, target]]), () => yours, labels);
    expect(plan.changes[0]?.kind, file).toBe(file === 'notes.json' ? 'conflict' : 'merged');
  }
});
