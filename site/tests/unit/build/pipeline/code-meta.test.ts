import { describe, expect, it } from 'vitest';
import {
  expandLineRanges,
  isSentRequest,
  parseCodeMeta,
  runSkipReason,
} from '../../../../src/build/pipeline/code-meta.ts';

describe('parseCodeMeta', () => {
  const cases: Array<[string | null, ReturnType<typeof parseCodeMeta>]> = [
    [null, { highlightLines: [], unknownKeys: [] }],
    ['title="apps/api/src/index.ts"', { title: 'apps/api/src/index.ts', highlightLines: [], unknownKeys: [] }],
    ['{2,4-6} title="a b.ts"', { title: 'a b.ts', highlightLines: [2, 4, 5, 6], unknownKeys: [] }],
    ['alt="Flow {1}" {3}', { alt: 'Flow {1}', highlightLines: [3], unknownKeys: [] }],
    [
      'title="apps/web/src/lib/api.ts" template="full-stack-rpc"',
      { title: 'apps/web/src/lib/api.ts', template: 'full-stack-rpc', highlightLines: [], unknownKeys: [] },
    ],
    [
      'title="apps/api/src/lib/auth.ts" from="template"',
      { title: 'apps/api/src/lib/auth.ts', from: 'template', highlightLines: [], unknownKeys: [] },
    ],
    ['titel="a.ts" lang="ts" {1}', { highlightLines: [1], unknownKeys: ['titel', 'lang'] }],
    ['run="skip: needs an account"', { run: 'skip: needs an account', highlightLines: [], unknownKeys: [] }],
    ['sent="PUT /api/todos/{id}"', { sent: 'PUT /api/todos/{id}', highlightLines: [], unknownKeys: [] }],
  ];
  for (const [meta, expected] of cases) it(String(meta), () => expect(parseCodeMeta(meta)).toEqual(expected));

  const reasons: Array<[string, string | undefined]> = [
    ['skip: needs a Cloudflare account', 'needs a Cloudflare account'],
    ['skip:  x ', 'x'],
    ['skip', undefined],
    ['skip:', undefined],
    ['skip: ', undefined],
    ['Skip: x', undefined],
    ['no', undefined],
  ];
  for (const [value, reason] of reasons) it(`runSkipReason(${value})`, () => expect(runSkipReason(value)).toBe(reason));

  const requests: Array<[string, boolean]> = [
    ['POST /api/todos', true],
    ['PUT /api/todos/{id}', true],
    ['DELETE /', true],
    ['post /api/todos', false],
    ['POST api/todos', false],
    ['POST  /api/todos', false],
    ['POST /api/todos extra', false],
    ['/api/todos', false],
  ];
  for (const [value, valid] of requests) it(`isSentRequest(${value})`, () => expect(isSentRequest(value)).toBe(valid));

  it('expandLineRanges ignores bad parts', () => {
    expect(expandLineRanges('3,1-2,5-4,x,0')).toEqual([1, 2, 3]);
  });
});
