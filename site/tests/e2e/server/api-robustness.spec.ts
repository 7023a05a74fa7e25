import { expect, test } from '@playwright/test';

/**
 * Strangers' requests to the one endpoint and the static files, over real HTTP — against the Node server, and against
 * the Worker in the Worker run. Every answer is defined (200, 400 or 405 with a JSON body), never a 500, never a
 * reflected unescaped string, and quick.
 */
test.skip(({ viewport }) => viewport!.width < 1024, 'server behaviour: once is enough');

const BOUND_MS = 2000;
const enc = encodeURIComponent;

const CASES: Array<{ name: string; query: string; status: 200 | 400 }> = [
  { name: 'missing parameter', query: '', status: 400 },
  { name: 'empty', query: '?query=', status: 200 },
  { name: 'whitespace', query: `?query=${enc('   \t ')}`, status: 200 },
  { name: '200 characters', query: `?query=${'a'.repeat(200)}`, status: 200 },
  { name: '201 characters', query: `?query=${'a'.repeat(201)}`, status: 400 },
  { name: '10 KB', query: `?query=${'deploy '.repeat(1460)}`, status: 400 },
  { name: 'repeated parameter', query: '?query=auth&query=deploy', status: 400 },
  { name: 'query as an array', query: '?query[]=auth', status: 400 },
  { name: 'other parameter only', query: '?q=auth', status: 400 },
  { name: 'NUL and control characters', query: '?query=auth%00%01%02%1B%7F', status: 200 },
  { name: 'invalid percent-encoding', query: '?query=%E0%A4%A%ZZ%', status: 200 },
  { name: 'invalid UTF-8', query: '?query=%C3%28%FF%FE', status: 200 },
  { name: 'lone surrogate', query: '?query=%ED%A0%80', status: 200 },
  { name: 'emoji', query: `?query=${enc('🚀 deploy 👩‍💻')}`, status: 200 },
  { name: 'right-to-left text', query: `?query=${enc('مرحبا بالعالم \u202Edeploy')}`, status: 200 },
  { name: 'regex metacharacters', query: `?query=${enc('.*+?^${}()|[]\\/')}`, status: 200 },
  {
    name: 'HTML and a script',
    query: `?query=${enc('<script>alert(1)</script><img src=x onerror=alert(1)>')}`,
    status: 200,
  },
  { name: 'SQL-looking text', query: `?query=${enc("' OR 1=1; DROP TABLE users; --")}`, status: 200 },
  { name: 'only short stop words', query: `?query=${enc('a an the to of in is it')}`, status: 200 },
  { name: 'plus signs and spaces', query: '?query=deploy+to+workers', status: 200 },
  { name: 'double-encoded', query: '?query=%253Cscript%253E', status: 200 },
];

for (const { name, query, status } of CASES) {
  test(`GET /api/search — ${name} → ${status} JSON`, async ({ request }) => {
    const started = Date.now();
    const response = await request.get(`/api/search${query}`, { timeout: BOUND_MS });
    expect(Date.now() - started).toBeLessThan(BOUND_MS);
    expect(response.status()).toBe(status);
    expect(response.headers()['content-type']).toMatch(/^application\/json/);
    const text = await response.text();
    const body = JSON.parse(text) as unknown;
    if (status === 200) {
      expect(Array.isArray(body)).toBe(true);
      for (const result of body as Array<{ id: unknown; metadata: Record<string, unknown> }>) {
        expect(Object.keys(result).sort()).toEqual(['id', 'metadata']);
        expect(typeof result.id).toBe('string');
        expect(Object.keys(result.metadata).sort()).toEqual([
          'content',
          'documentTitle',
          'level',
          'path',
          'title',
          'type',
        ]);
      }
    } else {
      expect(body).toEqual({ error: expect.any(String) });
    }
    expect(text).not.toContain('<script>');
    expect(text).not.toContain('<img');
  });
}

for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
  test(`${method} /api/search → 405 JSON with Allow`, async ({ request }) => {
    const response = await request.fetch('/api/search?query=auth', {
      method,
      data: method === 'DELETE' ? undefined : '{}',
    });
    expect(response.status()).toBe(405);
    expect(response.headers().allow).toBe('GET, HEAD');
    expect(await response.json()).toEqual({ error: expect.any(String) });
  });
}

test('HEAD /api/search → 200 without a body', async ({ request }) => {
  const response = await request.head('/api/search?query=auth');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/json/);
  expect((await response.body()).length).toBe(0);
});

const TRAVERSALS = [
  // The client resolves dot segments before sending (%2e%2e and backslashes too): such a path arrives as this one.
  '/../package.json',
  '/%2e%2e%2fpackage.json',
  '/..%2fpackage.json',
  '/%252e%252e/package.json',
  '/..%5cpackage.json',
  '/%c0%ae%c0%ae/package.json',
  '/assets/..%2f..%2fsearch-index.json',
  '/..%2f..%2f..%2fetc%2fpasswd',
  '/search-index.json',
  '/search-page.json',
  '/mcp-data.json',
  '/%2e%2e/src/server/node.ts',
];

for (const path of TRAVERSALS) {
  test(`path traversal ${path} never serves a file outside the site`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).not.toBe(500);
    const text = await response.text();
    expect(text).not.toContain('"devDependencies"');
    expect(text).not.toContain('root:x:0:0');
    expect(text).not.toContain('"documentIds"');
    expect(text).not.toContain('createApp');
    expect([200, 301, 307, 308, 400, 404]).toContain(response.status());
    if (response.status() === 200) expect(response.headers()['content-type']).toContain('text/html');
  });
}
