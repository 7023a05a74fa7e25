import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { createStaticFiles } from '../../../src/server/static-files.ts';

/** A small build output, with a secret next to it that no URL may reach. */
const work = mkdtempSync(path.join(tmpdir(), 'static-files-'));
const root = path.join(work, 'client');
const files: Record<string, string> = {
  'index.html': '<h1>Home</h1>',
  '404.html': '<h1>Not found</h1>',
  'docs/a/b.html': `<h1>Page B</h1>${'x'.repeat(2000)}`,
  'docs/a/b.html.br': 'BROTLI BYTES',
  'docs/a/b.html.gz': 'GZIP BYTES',
  'assets/app-1234abcd.js': 'console.log(1)',
  _headers: '/*\n  X-Test: 1',
};
for (const [file, content] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
}
writeFileSync(path.join(work, 'secret.txt'), 'SECRET');
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function appWith(memoryBudgetBytes?: number) {
  const serve = await createStaticFiles(root, memoryBudgetBytes === undefined ? {} : { memoryBudgetBytes });
  return new Hono().all('*', (c) => serve(c.req.raw));
}

// Every file in memory, none in memory (read per request), and a budget that holds only part of them: same answers.
describe.each([
  ['in memory', undefined],
  ['read per request', 0],
  ['partly in memory', 20],
])('static files, %s', (_name, budget) => {
  const app = appWith(budget);

  const cases: Array<[string, Record<string, string>, number, string | null, Record<string, string>]> = [
    // [path, request headers, status, body, expected response headers]
    [
      '/',
      {},
      200,
      '<h1>Home</h1>',
      { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=0, must-revalidate' },
    ],
    [
      '/docs/a/b',
      { 'accept-encoding': 'gzip, br' },
      200,
      'BROTLI BYTES',
      { 'content-encoding': 'br', vary: 'Accept-Encoding' },
    ],
    ['/docs/a/b', { 'accept-encoding': 'gzip' }, 200, 'GZIP BYTES', { 'content-encoding': 'gzip' }],
    ['/docs/a/b', {}, 200, files['docs/a/b.html']!, { 'content-length': String(files['docs/a/b.html']!.length) }],
    ['/docs/a/b/', {}, 307, null, { location: '/docs/a/b' }],
    ['/docs/a/b.html?x=1', {}, 307, null, { location: '/docs/a/b?x=1' }],
    ['/assets/app-1234abcd.js', {}, 200, 'console.log(1)', { 'cache-control': 'public, max-age=31536000, immutable' }],
    ['/nope', {}, 404, '<h1>Not found</h1>', { 'cache-control': 'no-store' }],
    ['/404', {}, 404, '<h1>Not found</h1>', {}],
    ['/_headers', {}, 404, '<h1>Not found</h1>', {}],
    ['/docs/a/b.html.br', {}, 404, '<h1>Not found</h1>', {}],
    ['/../secret.txt', {}, 404, '<h1>Not found</h1>', {}], // sent as /secret.txt, as /%2e%2e/secret.txt is
    ['/docs/%2e%2e%2f%2e%2e%2f..%2fsecret.txt', {}, 404, '<h1>Not found</h1>', {}],
    ['/%252e%252e/secret.txt', {}, 404, '<h1>Not found</h1>', {}],
    ['/..%5c..%5csecret.txt', {}, 404, '<h1>Not found</h1>', {}],
    ['/%E0%A4%A', {}, 404, '<h1>Not found</h1>', {}],
  ];
  for (const [url, headers, status, body, expected] of cases) {
    it(`${url} ${JSON.stringify(headers)} → ${status}`, async () => {
      const response = await (await app).request(url, { headers });
      expect(response.status).toBe(status);
      for (const [name, value] of Object.entries(expected)) expect(response.headers.get(name), name).toBe(value);
      if (body !== null) expect(await response.text()).toBe(body);
    });
  }

  it('answers 304 to a matching If-None-Match, and the full page to another', async () => {
    const first = await (await app).request('/docs/a/b');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await (await app).request('/docs/a/b', { headers: { 'if-none-match': `"other", W/${etag}` } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect((await (await app).request('/docs/a/b', { headers: { 'if-none-match': '"other"' } })).status).toBe(200);
  });

  it('HEAD sends the headers without the body', async () => {
    const response = await (await app).request('/', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(files['index.html']!.length));
    expect(await response.text()).toBe('');
  });
});
