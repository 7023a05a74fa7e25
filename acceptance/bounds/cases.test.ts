import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI_ROOT } from '../lib/roots.ts';
import { templates } from '../matrix/templates.ts';
import { walkthroughs } from '../walkthroughs/pages.ts';
import { type BoundCase, ESCAPES, boundCases, codePoints, judge } from './cases.ts';
import { type BoundedRoute, D1_MAX_ROW_BYTES, pageRoutes, searchPattern, templateRoutes } from './routes.ts';

const templatesRoot = path.join(CLI_ROOT, 'templates');

function outcome(cases: BoundCase[]): Record<string, string> {
  return Object.fromEntries(cases.map((c) => [c.label, c.expected]));
}

describe('boundCases', () => {
  const route: BoundedRoute = {
    name: 'notes.create',
    source: 'a test',
    method: 'POST',
    path: '/api/notes',
    input: 'json',
    fields: {
      title: { type: 'string', min: 3, max: 5 },
      size: { type: 'int', min: 1, max: 10, optional: true },
    },
    valid: { title: 'abc' },
  };

  it.each([
    ['title: 5 characters, the longest', 'success', '{"title":"xxxxx"}'],
    ['title: 6 characters, one past the longest', 'invalid', '{"title":"xxxxxx"}'],
    ['title: 5 four-byte characters (😀)', 'success', '{"title":"😀😀😀😀😀"}'],
    ['title: 3 characters, the shortest', 'success', '{"title":"xxx"}'],
    ['title: 2 characters, one short', 'invalid', '{"title":"xx"}'],
    ['title: empty', 'invalid', '{"title":""}'],
    [`title: characters that need escaping (A1 %_)`, 'success', '{"title":"A1 %_"}'],
    ['title: a number, the wrong type', 'invalid', '{"title":12345}'],
    ['title: null', 'invalid', '{"title":null}'],
    ['title: missing', 'invalid', '{}'],
    ['size: 1, the smallest', 'success', '{"title":"abc","size":1}'],
    ['size: 0, one below', 'invalid', '{"title":"abc","size":0}'],
    ['size: 10, the largest', 'success', '{"title":"abc","size":10}'],
    ['size: 11, one past the largest', 'invalid', '{"title":"abc","size":11}'],
    ['size: 1.5, not an integer', 'invalid', '{"title":"abc","size":1.5}'],
    ['size: a string, not a number', 'invalid', '{"title":"abc","size":"1"}'],
    ['size: null', 'invalid', '{"title":"abc","size":null}'],
    ['a body that is not JSON', 'bad request', '{"'],
    ['a JSON array, not an object', 'bad request', '[]'],
  ])('%s: %s, sends %s', (label, expected, body) => {
    const found = boundCases(route).find((c) => c.label === label);
    expect(found).toMatchObject({ expected, body, method: 'POST', path: '/api/notes' });
  });

  it('makes no other case', () => {
    expect(boundCases(route)).toHaveLength(19);
  });

  it('puts a query route’s values in its query string, escaped, and an unbounded int at the largest safe integer', () => {
    const list: BoundedRoute = {
      name: 'notes.list',
      source: 'a test',
      method: 'GET',
      path: '/api/notes',
      input: 'query',
      fields: { page: { type: 'int', min: 1, coerced: true, optional: true }, q: { type: 'string', max: 14 } },
      valid: { q: 'a' },
    };
    const cases = boundCases(list);
    expect(cases.find((c) => c.label === 'page: 9007199254740991, the largest')).toMatchObject({
      expected: 'success',
      path: '/api/notes?q=a&page=9007199254740991',
    });
    expect(cases.find((c) => c.label === 'page: 9007199254740992, one past the largest')?.expected).toBe('invalid');
    expect(cases.find((c) => c.label === 'page: not a number')?.path).toBe('/api/notes?q=a&page=ten');
    expect(cases.find((c) => c.label.startsWith('q: characters that need escaping'))?.path).toBe(
      `/api/notes?q=${new URLSearchParams({ q: ESCAPES }).toString().slice(2)}`,
    );
    expect(cases.find((c) => c.label === 'q: missing')).toMatchObject({ path: '/api/notes', expected: 'invalid' });
    expect(cases.some((c) => c.body !== undefined || c.label.includes('wrong type'))).toBe(false);
  });
});

describe('the search sample of api-design.md at D1’s 50-byte LIKE bound', () => {
  const search = pageRoutes.search as BoundedRoute;
  it.each([
    ['q: 48 characters, the longest', 'success'],
    ['q: 49 characters, one past the longest', 'invalid'],
    ['q: 48 four-byte characters (😀)', 'invalid'],
    ['q: 24 two-byte characters (é), the most that fit', 'success'],
    ['q: 25 two-byte characters (é), one past', 'invalid'],
    ['q: blank (spaces only)', 'invalid'],
    [`q: characters that need escaping (${ESCAPES})`, 'success'],
    ['q: missing', 'invalid'],
    ['limit: 100, the largest', 'success'],
    ['limit: 101, one past the largest', 'invalid'],
  ])('%s: %s', (label, expected) => {
    expect(outcome(boundCases(search))[label]).toBe(expected);
  });

  it('counts the pattern as D1 does: UTF-8 bytes, the two % and each escape', () => {
    expect(searchPattern('100%_\\')).toBe('%100\\%\\_\\\\%');
    expect(new TextEncoder().encode(searchPattern('é'.repeat(24))).length).toBe(50);
  });
});

describe('judge', () => {
  const invalid: BoundCase = {
    route: 'r',
    label: 'title: empty',
    method: 'POST',
    path: '/',
    expected: 'invalid',
    field: 'title',
    sent: '',
    kept: true,
  };
  const success: BoundCase = { ...invalid, expected: 'success', sent: 'é😀' };
  const validation = (...paths: string[]) => ({
    error: 'Validation failed',
    details: paths.map((p) => ({ path: p, message: 'm' })),
  });

  it.each([
    ['a 400 naming the field', invalid, 400, validation('title'), undefined],
    ['a 400 naming another field', invalid, 400, validation('dueDate'), 'answered 400 naming "dueDate", not "title"'],
    ['a 500', invalid, 500, { error: 'Internal server error' }, 'answered 500'],
    ['a 201 for an invalid value', invalid, 201, {}, 'expected 400, answered 201'],
    ['a 400 of another error', invalid, 400, { error: 'Bad' }, 'answered 400 "Bad", not "Validation failed"'],
    ['a 400 without JSON', invalid, 400, undefined, 'answered 400 without an error message'],
    ['a success giving the value back', success, 201, { data: { title: 'é😀' } }, undefined],
    ['a success without the field', success, 200, { data: [] }, undefined],
    ['a success changing the value', success, 201, { data: { title: 'é' } }, 'answered title "é", not the value sent'],
    ['a success normalizing a date', { ...success, kept: false }, 201, { data: { title: 'é' } }, undefined],
    ['a 400 for a valid value', success, 400, validation('title'), 'expected success, answered 400'],
    ['a 503 for a valid value', success, 503, {}, 'answered 503'],
    ['a bad request with a message', { ...invalid, expected: 'bad request' as const }, 400, { error: 'x' }, undefined],
  ])('%s', (_, boundCase, status, body, problem) => {
    expect(judge(boundCase, status, body)).toBe(problem);
  });
});

describe('the inventory', () => {
  const allTemplateRoutes = templates.flatMap(templateRoutes);

  it('names every route of the templates whose createRoute validates a query or a body', async () => {
    const declared = new Set<string>();
    for (const variant of await readdir(path.join(templatesRoot, 'api'))) {
      const folder = path.join(templatesRoot, 'api', variant, 'src', 'routes');
      const files = await readdir(folder).catch(() => [] as string[]);
      for (const file of files) {
        const source = await readFile(path.join(folder, file), 'utf8');
        for (const route of source.split('createRoute(').slice(1)) {
          const operationId = /operationId: '(\w+)'/.exec(route)?.[1];
          const request = /request: \{(?:(.*)\},\n|\n([^]*?)\n {2}\},)/.exec(route);
          if (operationId && request && /\b(query|body):/.test(request[0])) declared.add(operationId);
        }
      }
    }
    const named = allTemplateRoutes.flatMap((route) => (route.operationId ? [route.operationId] : []));
    expect([...new Set(named)].sort()).toEqual([...declared].sort());
  });

  it('keeps every stored string within D1’s 2,000,000-byte row, at 4 bytes a character and 6 in the audit log', () => {
    for (const route of allTemplateRoutes) {
      let bytes = 0;
      for (const field of Object.values(route.fields)) {
        if (field.type !== 'string' || !field.stored) continue;
        expect(field.max, `${route.name}: a stored string needs a max`).toBeDefined();
        // 😀 is 4 bytes in UTF-8; in the audit log's JSON a control character is escaped to 6 (\u0000).
        bytes += (field.max ?? Infinity) * (field.stored === 'column' ? 4 : 6);
      }
      expect(bytes, route.name).toBeLessThanOrEqual(D1_MAX_ROW_BYTES);
    }
  });

  it('has every page’s route checked by a walkthrough', () => {
    const checked = walkthroughs.flatMap((walkthrough) => walkthrough.bounds ?? []);
    expect([...checked].sort()).toEqual(Object.keys(pageRoutes).sort());
  });

  it('counts characters as zod 4 does, in code points', () => {
    expect(codePoints('😀é')).toBe(2);
  });
});
