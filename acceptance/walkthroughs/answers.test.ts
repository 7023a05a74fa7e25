import { describe, expect, it } from 'vitest';
import {
  answeredIds,
  compareAnswer,
  compareValue,
  missingOutputLine,
  parseExpectedBody,
  parsePrintedAnswer,
} from './answers.ts';

describe('parsePrintedAnswer', () => {
  const cases: Array<[string, ReturnType<typeof parsePrintedAnswer>]> = [
    ['  204  ', { status: 204, body: '' }],
    ['2026 is a year', { body: '2026 is a year' }],
    [
      'HTTP/1.1 401 Unauthorized\n{"error":"Unauthorized"}',
      { status: 401, statusLine: 'HTTP/1.1 401 Unauthorized', body: '{"error":"Unauthorized"}' },
    ],
    ['HTTP/2 204', { status: 204, statusLine: 'HTTP/2 204', body: '' }],
    [
      'HTTP/1.1 200 OK\nCache-Control: public, max-age=60\nX-Id:1',
      {
        status: 200,
        statusLine: 'HTTP/1.1 200 OK',
        headers: ['Cache-Control: public, max-age=60', 'X-Id:1'],
        body: '',
      },
    ],
    [
      'HTTP/1.1 401 Unauthorized\nWWW-Authenticate: Bearer\n{"error":"Unauthorized"}',
      {
        status: 401,
        statusLine: 'HTTP/1.1 401 Unauthorized',
        headers: ['WWW-Authenticate: Bearer'],
        body: '{"error":"Unauthorized"}',
      },
    ],
  ];
  for (const [text, expected] of cases) it(text, () => expect(parsePrintedAnswer(text)).toEqual(expected));
});

describe('parseExpectedBody', () => {
  const cases: Array<[string, unknown]> = [
    [
      '{"id":"3f0c6a52-…","list":[{"x":"a…b"},…],…}',
      { id: '3f0c6a52-…', list: [{ x: 'a…b' }, '…more'], '…more': true },
    ],
    ['{"quote":"say \\"…\\"",…}', { quote: 'say "…"', '…more': true }],
    ['', undefined],
  ];
  for (const [body, expected] of cases) it(body || '(empty)', () => expect(parseExpectedBody(body)).toEqual(expected));
});

describe('compareValue', () => {
  const uuid = '0b7f3c1e-5d2a-4c8e-9f10-3a6b2c4d5e6f';
  // [case, expected (page), actual (real), sent (the command), differences]
  const cases: Array<[string, unknown, unknown, string, string[]]> = [
    ['equal objects', { a: 1, b: 'x' }, { b: 'x', a: 1 }, '', []],
    ['a different string', { status: 'ok' }, { status: 'down' }, '', ['$.status: expected "ok", got "down"']],
    ['a different number', { n: 1 }, { n: 2 }, '', ['$.n: expected 1, got 2']],
    ['a boolean is not a string', { b: false }, { b: 'false' }, '', ['$.b: expected false, got "false"']],
    ['null', { a: null }, { a: null }, '', []],
    ['an extra member', { a: 1 }, { a: 1, c: 3 }, '', ['$.c: not on the page, got 3']],
    ['an extra member where the page elides', { a: 1, '…more': true }, { a: 1, c: 3 }, '', []],
    ['a missing member where the page elides', { a: 1, '…more': true }, { c: 3 }, '', ['$.a: missing (expected 1)']],
    [
      'an example timestamp matches any timestamp',
      { timestamp: '2026-01-15T09:30:00.000Z' },
      { timestamp: '2031-06-01T12:00:00.123Z' },
      '',
      [],
    ],
    [
      'an example timestamp does not match a non-date',
      { timestamp: '2026-01-15T09:30:00.000Z' },
      { timestamp: 'yesterday' },
      '',
      ['$.timestamp: expected "2026-01-15T09:30:00.000Z", got "yesterday"'],
    ],
    [
      'a timestamp the request sent is compared exactly',
      { dueDate: '2026-02-01T09:00:00.000Z' },
      { dueDate: '2026-02-02T09:00:00.000Z' },
      `-d '{"dueDate":"2026-02-01T09:00:00.000Z"}'`,
      ['$.dueDate: expected "2026-02-01T09:00:00.000Z", got "2026-02-02T09:00:00.000Z"'],
    ],
    ['an elided UUID matches any UUID', { id: '3f0c6a52-…' }, { id: uuid }, '', []],
    [
      'an elided UUID does not match another id',
      { id: '3f0c6a52-…' },
      { id: '42' },
      '',
      ['$.id: expected a UUID (the page shows 3f0c6a52-…), got "42"'],
    ],
    ['an example UUID matches any UUID', { id: '3f0c6a52-9d1e-4a51-8f8e-2a4e0f6b9c11' }, { id: uuid }, '', []],
    ['an elided text matches by its start', { message: 'Hello…' }, { message: 'Hello, Ada!' }, '', []],
    [
      'an elided text with another start',
      { message: 'Hello…' },
      { message: 'Bye' },
      '',
      ['$.message: expected a string starting with "Hello", got "Bye"'],
    ],
    ['an array of another length', [1, 2], [1], '', ['$: expected 2 elements, got 1: [1]']],
    ['an elided array may be longer', [1, '…more'], [1, 2, 3], '', []],
    ['an elided array may not be shorter', [1, 2, '…more'], [1], '', ['$: expected at least 2 elements, got 1: [1]']],
    ['an object is not an array', { a: 1 }, [1], '', ['$: expected an object, got [1]']],
    [
      'nested paths',
      { error: 'Validation failed', details: [{ path: 'name', message: 'Too small' }] },
      { error: 'Validation failed', details: [{ path: 'name', message: 'Too big' }] },
      '',
      ['$.details[0].message: expected "Too small", got "Too big"'],
    ],
  ];
  for (const [name, expected, actual, sent, differences] of cases) {
    it(name, () => expect(compareValue(expected, actual, sent)).toEqual(differences));
  }
});

describe('compareAnswer', () => {
  it('compares the printed status', () => {
    expect(compareAnswer({ status: 201, body: '{"a":1}' }, { status: 200, body: '{"a":1}' })).toEqual([
      'status: expected 201, got 200',
    ]);
  });
  it('compares the whole status line when the page prints one', () => {
    const printed = { status: 403, statusLine: 'HTTP/1.1 403 Forbidden', body: '{"error":"Forbidden"}' };
    expect(
      compareAnswer(printed, { status: 403, statusLine: 'HTTP/1.1 403 Forbidden', body: '{"error":"Forbidden"}' }),
    ).toEqual([]);
    expect(compareAnswer(printed, { status: 403, statusLine: 'HTTP/1.1 403 ', body: '{"error":"Forbidden"}' })).toEqual(
      ['status line: expected "HTTP/1.1 403 Forbidden", got "HTTP/1.1 403 "'],
    );
    expect(compareAnswer(printed, { status: 403, body: '{"error":"Forbidden"}' })).toEqual([
      'status line: expected "HTTP/1.1 403 Forbidden", got nothing',
    ]);
  });
  it('finds each header the page prints among the real ones, by name in any case, with its value', () => {
    const printed = { status: 200, statusLine: 'HTTP/1.1 200 OK', headers: ['Cache-Control: immutable'], body: '' };
    const real = (headers: string[]) => ({ status: 200, statusLine: 'HTTP/1.1 200 OK', headers, body: '' });
    expect(compareAnswer(printed, real(['content-type: text/javascript', 'cache-control: immutable']))).toEqual([]);
    expect(compareAnswer(printed, real(['Cache-Control: public, max-age=0']))).toEqual([
      'header Cache-Control: expected "immutable", got "public, max-age=0"',
    ]);
    expect(compareAnswer(printed, real(['ETag: "1"']))).toEqual([
      'header Cache-Control: expected "immutable", got none',
    ]);
  });
  it('ignores the status when the page prints none', () => {
    expect(compareAnswer({ body: '{"a":1}' }, { status: 400, body: '{"a":1}' })).toEqual([]);
  });
  it('fails on a body that is not JSON where the page shows JSON', () => {
    expect(compareAnswer({ body: '{"a":1}' }, { status: 200, body: '<html>' })).toEqual([
      'body: expected JSON, got "<html>"',
    ]);
  });
  it('compares text exactly when the page shows text', () => {
    expect(compareAnswer({ body: 'OK' }, { status: 200, body: 'OK\n' })).toEqual([]);
    expect(compareAnswer({ body: 'OK' }, { status: 200, body: 'ok' })).toEqual(['body: expected "OK", got "ok"']);
  });
});

describe('answeredIds', () => {
  const real = 'a1b2c3d4-0000-4000-8000-00000000000a';
  const other = 'b1b2c3d4-0000-4000-8000-00000000000b';
  // [name, the page's parsed body, the real body, example id key → real id]
  const cases: Array<[string, unknown, unknown, Record<string, string>]> = [
    [
      'a whole example id',
      { data: { id: '3F0C6A52-9d1e-4a51-8f8e-2a4e0f6b9c11' } },
      { data: { id: real } },
      { '3f0c6a52': real },
    ],
    [
      'ids in a list, by position',
      { data: [{ id: '3f0c6a52-…' }, { id: '7d2e1b90-…' }] },
      { data: [{ id: real }, { id: other }] },
      { '3f0c6a52': real, '7d2e1b90': other },
    ],
    ['an id the page prints as it is', { id: real }, { id: real }, {}],
    ['a real value that is no UUID', { id: '3f0c6a52-…' }, { id: 42 }, {}],
    ['a short hex prefix', { id: '3f0c-…' }, { id: real }, {}],
    ['a member the answer lacks', { data: { id: '3f0c6a52-…' } }, { data: null }, {}],
  ];
  for (const [name, expected, actual, ids] of cases) {
    it(name, () => expect(Object.fromEntries(answeredIds(expected, actual))).toEqual(ids));
  }
});

describe('missingOutputLine', () => {
  const printed =
    '◇ Which package manager?   npm\r\n\r\n✔ Created my-app from template api\r\n\r\nNext steps:\r\n  cd my-app\r\n';
  const cases: Array<[string, ReturnType<typeof missingOutputLine>]> = [
    ['◇ Which package manager?   npm\n\n✔ Created my-app from template api\n\nNext steps:\n  cd my-app', undefined],
    [
      '✔ Created my-app from template full-stack-orval',
      { line: 1, text: '✔ Created my-app from template full-stack-orval' },
    ],
    ['◇ Which package manager? npm', { line: 1, text: '◇ Which package manager? npm' }],
    ['Next steps:\n✔ Created my-app from template api', { line: 2, text: '✔ Created my-app from template api' }],
    ['Next steps:\n  cd my-app\n  npm run dev', { line: 3, text: 'npm run dev' }],
    ['◇ Which package manager?   npm\n…\nNext steps:', undefined],
    ['◇ Which package manager?   npm\n  -- …the questions\n  cd my-app', undefined],
    ['◇ Which package manager?   npm\n-- the rest\ncd my-app', { line: 2, text: '-- the rest' }],
  ];
  for (const [shown, expected] of cases)
    it(shown.split('\n')[0] ?? '', () => expect(missingOutputLine(shown, printed)).toEqual(expected));
});
