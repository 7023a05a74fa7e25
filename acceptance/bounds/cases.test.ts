import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI_ROOT } from '../lib/roots.ts';
import { templates } from '../matrix/templates.ts';
import { walkthroughs } from '../walkthroughs/pages.ts';
import {
  type BoundCase,
  ESCAPED_FILE_NAME,
  ESCAPES,
  boundCases,
  codePoints,
  fileBytes,
  judge,
  judgeDownload,
  judgeStream,
  OVERSIZED_BODY_BYTES,
} from './cases.ts';
import {
  type BoundedRoute,
  D1_MAX_ROW_BYTES,
  type FileField,
  pageRoutes,
  searchPattern,
  templateRoutes,
} from './routes.ts';

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
    ['an empty object, no field', 'invalid', '{}'],
    ['a body that is not JSON', 'bad request', '{"'],
    ['a JSON array, not an object', 'bad request', '[]'],
  ])('%s: %s, sends %s', (label, expected, body) => {
    const found = boundCases(route).find((c) => c.label === label);
    expect(found).toMatchObject({ expected, body, method: 'POST', path: '/api/notes' });
  });

  it('makes no other case', () => {
    expect(boundCases(route)).toHaveLength(20);
  });

  it('sends an empty object as a success when every field is optional, else naming the first required one', () => {
    const optional = { ...route, fields: { size: { type: 'int', min: 1, optional: true } } } satisfies BoundedRoute;
    expect(boundCases(optional).find((c) => c.body === '{}')).toMatchObject({ expected: 'success' });
    expect(boundCases(route).find((c) => c.body === '{}')).toMatchObject({ expected: 'invalid', field: 'title' });
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

/** An upload route taking a file of at most 10 bytes, as routes.ts describes one. */
function uploadRoute(file: Partial<FileField> = {}): BoundedRoute {
  return {
    name: 'files.upload',
    source: 'a test',
    method: 'POST',
    path: '/api/upload',
    input: 'multipart',
    fields: { file: { type: 'file', maxBytes: 10, tooLarge: { status: 413, error: 'File too large' }, ...file } },
  };
}

describe('a multipart route’s file field', () => {
  const upload = uploadRoute({ downloadFrom: 'url' });
  const cases = boundCases(upload);
  const named = (label: string) => cases.find((c) => c.label === label);
  const stored = { name: 'bounds.bin', type: 'application/octet-stream' };

  it.each([
    ['file: missing (another field sent instead)', 'invalid', [{ name: 'note', text: 'no file' }], undefined],
    ['file: a text field, the wrong type', 'invalid', [{ name: 'file', text: 'not a file' }], undefined],
    [
      'file: two files',
      'invalid',
      [
        { name: 'file', file: { size: 1, ...stored } },
        { name: 'file', file: { size: 1, ...stored } },
      ],
      undefined,
    ],
    ['file: empty, 0 bytes', 'success', [{ name: 'file', file: { size: 0, ...stored } }], { from: 'url', size: 0 }],
    [
      'file: 10 bytes, the largest',
      'success',
      [{ name: 'file', file: { size: 10, ...stored } }],
      { from: 'url', size: 10 },
    ],
    ['file: 11 bytes, one past the largest', 'refused', [{ name: 'file', file: { size: 11, ...stored } }], undefined],
  ])('%s: %s', (label, expected, form, download) => {
    expect(named(label)).toEqual({
      route: 'files.upload',
      label,
      method: 'POST',
      path: '/api/upload',
      form,
      expected,
      field: 'file',
      ...(download ? { download } : {}),
      ...(expected === 'refused' ? { refusal: { status: 413, error: 'File too large' } } : {}),
    });
  });

  it('sends a 300-character name that needs escaping as text/html, and downloads it back', () => {
    const escaped = cases.find((c) => c.label.startsWith('file: a 300-character name that needs escaping'));
    expect(escaped).toMatchObject({
      expected: 'success',
      form: [{ name: 'file', file: { size: 1000, name: ESCAPED_FILE_NAME, type: 'text/html' } }],
      download: { from: 'url', size: 1000 },
    });
    expect(codePoints(ESCAPED_FILE_NAME)).toBe(300);
    for (const part of ['../', '"', "'", ' ', '<script>', '%', 'é', '😀']) expect(ESCAPED_FILE_NAME).toContain(part);
  });

  it('sends bodies that are not a form: JSON answers 415, a form that does not parse 400', () => {
    expect(named('a JSON body, not multipart/form-data')).toMatchObject({
      body: '{"file":"bounds"}',
      expected: 'refused',
      refusal: { status: 415, error: 'Unsupported Media Type' },
    });
    expect(named('a multipart body that does not parse')).toMatchObject({
      body: 'not multipart',
      contentType: 'multipart/form-data; boundary=bounds',
      expected: 'bad request',
    });
  });

  it('makes no other case', () => {
    expect(cases).toHaveLength(11);
  });

  it('refuses a file field outside a multipart route, and other fields in one', () => {
    expect(() => boundCases({ ...upload, input: 'json' })).toThrow('a file field needs a multipart route');
    expect(() => boundCases({ ...upload, fields: { title: { type: 'string' } } })).toThrow('fields are files');
  });
});

describe('a multipart route’s body far over its limit', () => {
  const upload = uploadRoute();

  it.each([
    [true, 'with its Content-Length'],
    [false, 'chunked, without a Content-Length'],
  ])('sends a 100 MB body a chunk at a time (declared: %s), expecting the route’s 413', (declared, how) => {
    const label = `file: a 100 MB body sent a chunk at a time, ${how}`;
    expect(boundCases(upload).find((c) => c.label === label)).toEqual({
      route: 'files.upload',
      label,
      method: 'POST',
      path: '/api/upload',
      stream: { bytes: 100 * 1024 * 1024, declared },
      expected: 'refused',
      refusal: { status: 413, error: 'File too large' },
      field: 'file',
    });
  });
});

describe('a path parameter', () => {
  const route = (type: 'uuid' | 'int' | 'text', unknown?: string): BoundedRoute => ({
    name: 'notes.update',
    source: 'a test',
    method: 'PUT',
    path: '/api/notes/{id}',
    input: 'json',
    fields: {},
    valid: { title: 'a' },
    param: { name: 'id', type, notFound: 'Note not found', ...(unknown ? { unknown } : {}) },
  });
  const outcomes = (type: 'uuid' | 'int' | 'text') =>
    Object.fromEntries(
      boundCases(route(type))
        .filter((c) => c.label.startsWith('{id}'))
        .map((c) => [c.label, [c.path.slice(0, 60), c.expected === 'refused' ? c.refusal?.status : c.field]]),
    );
  const emoji = encodeURIComponent('😀'.repeat(5));
  const escapes = encodeURIComponent(ESCAPES);

  it('of a UUID: one that names nothing answers 404, anything else 400 naming it, percent-encoded', () => {
    expect(outcomes('uuid')).toEqual({
      '{id}: a value that names nothing': ['/api/notes/00000000-0000-4000-8000-000000000000', 404],
      '{id}: 1,000 characters': [`/api/notes/${'x'.repeat(49)}`, 'id'],
      '{id}: 1,000 four-byte characters (😀)': [`/api/notes/${emoji}`.slice(0, 60), 'id'],
      [`{id}: characters that need escaping (${ESCAPES})`]: [`/api/notes/${escapes}`.slice(0, 60), 'id'],
      '{id}: a slash, encoded (a%2Fb)': ['/api/notes/a%2Fb', 'id'],
    });
  });

  it('of an integer: the largest safe integer answers 404; 0, one past it, 1.5 and 1,000 digits 400; the rest as a UUID', () => {
    expect(outcomes('int')).toEqual({
      ...outcomes('uuid'),
      '{id}: a value that names nothing': ['/api/notes/9007199254740991', 404],
      '{id}: 1,000 characters': [`/api/notes/${'9'.repeat(49)}`, 'id'],
      '{id}: 0, below the smallest': ['/api/notes/0', 'id'],
      '{id}: 9007199254740992, one past the largest': ['/api/notes/9007199254740992', 'id'],
      '{id}: 1.5, not an integer': ['/api/notes/1.5', 'id'],
    });
  });

  it('of any text: every value names nothing and answers 404, the 1,000 emoji too (4,000 bytes)', () => {
    expect(Object.values(outcomes('text')).map(([, outcome]) => outcome)).toEqual([404, 404, 404, 404, 404]);
    const long = boundCases(route('text')).find((c) => c.label === '{id}: 1,000 four-byte characters (😀)');
    expect(long?.path).toBe(`/api/notes/${encodeURIComponent('😀'.repeat(1000))}`);
  });

  it('sends the valid body, and the unknown value the route gives', () => {
    const unknown = boundCases(route('text', 'gone-1')).find((c) => c.label === '{id}: a value that names nothing');
    expect(unknown).toMatchObject({
      method: 'PUT',
      path: '/api/notes/gone-1',
      body: '{"title":"a"}',
      expected: 'refused',
      refusal: { status: 404, error: 'Note not found' },
    });
  });

  it('sends an admin’s route signed out (401) and as a user (403), with `{id}` left to fill in', () => {
    const cases = boundCases({ ...route('text'), session: 'admin' }).filter((c) => c.as);
    expect(cases).toEqual([
      expect.objectContaining({
        label: 'signed out',
        as: 'signed out',
        path: '/api/notes/{id}',
        refusal: { status: 401, error: 'Unauthorized' },
      }),
      expect.objectContaining({
        label: 'signed in as a user, not an admin',
        as: 'user',
        refusal: { status: 403, error: 'Forbidden' },
      }),
    ]);
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
  const notFound: BoundCase = { ...invalid, expected: 'refused', refusal: { status: 404, error: 'Todo not found' } };
  const stored: BoundCase = { ...success, field: 'file', download: { from: 'url', size: 1 } };
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
    ['a bad request with a message', { ...invalid, expected: 'bad request' as const }, 400, { error: 'x' }, undefined],
    ['the refusal asked for', notFound, 404, { error: 'Todo not found' }, undefined],
    ['a refusal with another status', notFound, 400, validation('id'), 'expected 404 "Todo not found", answered 400'],
    [
      'a refusal with another error',
      notFound,
      404,
      { error: 'Not found' },
      'answered 404 "Not found", not "Todo not found"',
    ],
    ['a stored file with its url', stored, 201, { url: '/api/files/k' }, undefined],
    ['a stored file without its url', stored, 201, { data: {} }, 'answered no "url" to download the file from'],
  ])('%s', (_, boundCase, status, body, problem) => {
    expect(judge(boundCase, status, body)).toBe(problem);
  });
});

describe('judgeDownload', () => {
  const download = (bytes: Uint8Array, headers: Record<string, string> = {}, status = 200) => ({
    status,
    bytes,
    headers: new Headers({ 'content-disposition': 'attachment', 'x-content-type-options': 'nosniff', ...headers }),
  });

  it.each([
    ['the bytes sent, as an attachment never sniffed', download(fileBytes(300)), undefined],
    [
      'an attachment with a file name',
      download(fileBytes(300), { 'content-disposition': 'attachment; filename="a"' }),
      undefined,
    ],
    ['a 404', download(new Uint8Array(), {}, 404), 'its download answered 404'],
    [
      'inline',
      download(fileBytes(300), { 'content-disposition': 'inline' }),
      'its download comes with Content-Disposition "inline", not attachment',
    ],
    [
      'without nosniff',
      download(fileBytes(300), { 'x-content-type-options': '' }),
      'its download comes with X-Content-Type-Options "", not nosniff',
    ],
    ['a byte short', download(fileBytes(299)), 'its download has 299 bytes, not the 300 sent'],
    [
      'a byte changed',
      download(Uint8Array.from(fileBytes(300), (byte, i) => (i === 257 ? byte ^ 1 : byte))),
      'its download differs from the file sent at byte 257',
    ],
  ])('%s', (_, answer, problem) => {
    expect(judgeDownload(300, answer)).toBe(problem);
  });

  it('sends files with every byte value', () => {
    expect(new Set(fileBytes(256)).size).toBe(256);
  });
});

describe('judgeStream', () => {
  const late = `answered only once all ${OVERSIZED_BODY_BYTES} bytes of the body were sent: the route read it whole before refusing it`;
  const chunked = { bytes: OVERSIZED_BODY_BYTES, declared: false };

  it.each([
    ['a byte before the end', OVERSIZED_BODY_BYTES - 1, undefined],
    ['once the whole body was sent', OVERSIZED_BODY_BYTES, late],
  ])('a chunked body answered %s', (_, sent, problem) => {
    expect(judgeStream(chunked, sent)).toBe(problem);
  });

  it('does not time a body with a Content-Length, which wrangler dev forwards whole', () => {
    expect(judgeStream({ ...chunked, declared: true }, OVERSIZED_BODY_BYTES)).toBeUndefined();
  });
});

describe('the inventory', () => {
  const allTemplateRoutes = templates.flatMap(templateRoutes);

  it('names every route of the templates whose createRoute validates a query, a body or a path parameter', async () => {
    const declared = new Set<string>();
    for (const variant of await readdir(path.join(templatesRoot, 'api'))) {
      const folder = path.join(templatesRoot, 'api', variant, 'src', 'routes');
      const files = await readdir(folder).catch(() => [] as string[]);
      for (const file of files) {
        const source = await readFile(path.join(folder, file), 'utf8');
        for (const route of source.split('createRoute(').slice(1)) {
          const operationId = /operationId: '(\w+)'/.exec(route)?.[1];
          const request = /request: \{(?:(.*)\},\n|\n([^]*?)\n {2}\},)/.exec(route);
          if (operationId && request && /\b(query|body|params):/.test(request[0])) declared.add(operationId);
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

  it('gives every route whose path has a parameter that parameter’s bounds', () => {
    for (const route of [...allTemplateRoutes, ...Object.values(pageRoutes)]) {
      const inPath = /\{(\w+)\}/.exec(route.path)?.[1];
      expect(route.param?.name, route.name).toBe(inPath);
    }
  });

  it('has every page’s route checked by a walkthrough', () => {
    const checked = walkthroughs.flatMap((walkthrough) => walkthrough.bounds ?? []);
    expect([...checked].sort()).toEqual(Object.keys(pageRoutes).sort());
  });
});
