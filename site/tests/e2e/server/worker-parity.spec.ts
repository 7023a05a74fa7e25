import { expect, test, type APIRequestContext } from '@playwright/test';
import { QUERIES } from '../../../bench/search-quality/queries.ts';
import { pages } from '../content.ts';
import { NODE_URL, onWorker, WORKER_URL } from '../servers.ts';

/** The Worker and the Node server must answer alike. Runs in the "worker" project only. */
test.skip(({ baseURL }) => !onWorker({ baseURL }), 'compares the Worker with the Node server: in the worker project');

async function get(request: APIRequestContext, base: string, path: string, headers: Record<string, string> = {}) {
  const response = await request.get(base + path, { maxRedirects: 0, headers });
  return { status: response.status(), headers: response.headers(), body: await response.text() };
}

// The tests that walk a whole set (every query, every page) get a bound that catches a hang on a loaded machine; how fast
// the servers answer is measured by the benchmarks, not here.
const WHOLE_SET_MS = 120_000;

test('identical /api/search answers for the whole search-quality query set', async ({ request }) => {
  test.setTimeout(WHOLE_SET_MS);
  for (const { query } of QUERIES) {
    const path = `/api/search?query=${encodeURIComponent(query)}`;
    const [node, worker] = await Promise.all([get(request, NODE_URL, path), get(request, WORKER_URL, path)]);
    expect(worker.status, query).toBe(200);
    expect(JSON.parse(worker.body), query).toEqual(JSON.parse(node.body));
  }
});

test('the same "did you mean" header on a query that finds nothing', async ({ request }) => {
  const path = '/api/search?query=authetnicaiton';
  const [node, worker] = await Promise.all([get(request, NODE_URL, path), get(request, WORKER_URL, path)]);
  expect(JSON.parse(worker.body)).toEqual([]);
  expect(node.headers['search-suggestions']).toBeTruthy();
  expect(worker.headers['search-suggestions']).toBe(node.headers['search-suggestions']);
});

test('the same status codes for bad requests, other methods and unknown paths', async ({ request }) => {
  const paths = [
    '/api/search',
    '/api/search?query=',
    `/api/search?query=${'x'.repeat(201)}`,
    '/api/search?query=a&query=b',
    '/api/search?query=%E0%A4%A',
    '/api/search/suggestions?query=authetnicaiton',
    '/api/nope',
    '/search?query=auth',
    `/search?query=${'x'.repeat(201)}`,
    '/docs/getting-started/cli-options?pm=pnmp',
    '/mcp',
    '/docs/nope/nothing',
    '/nope',
    '/assets/',
    '/index.html.br',
    '/_headers',
    `${pages[0]!.href}/`,
    `${pages[0]!.href}.html`,
  ];
  for (const path of paths) {
    const [node, worker] = await Promise.all([
      get(request, NODE_URL, path, { 'Sec-Fetch-Mode': 'navigate' }),
      get(request, WORKER_URL, path, { 'Sec-Fetch-Mode': 'navigate' }),
    ]);
    expect(worker.status, path).toBe(node.status);
    if (node.headers.location)
      expect(new URL(worker.headers.location!, WORKER_URL).pathname, path).toBe(
        new URL(node.headers.location, NODE_URL).pathname,
      );
  }
  for (const method of ['POST', 'PUT', 'DELETE']) {
    const [node, worker] = await Promise.all([
      request.fetch(`${NODE_URL}/api/search?query=x`, { method }),
      request.fetch(`${WORKER_URL}/api/search?query=x`, { method }),
    ]);
    expect(worker.status(), method).toBe(node.status());
    expect(worker.headers().allow, method).toBe(node.headers().allow);
  }
});

// Each spec of this folder runs against the Worker too, with its own expectations: how a page answers by Accept
// (markdown-negotiation.spec.ts) and the command builder's GET form (command-builder.spec.ts) among them.
test('the same header policy: security headers everywhere, caching by kind of file', async ({ request }) => {
  const page = await get(request, NODE_URL, pages[0]!.href);
  const script = /<script type="module" src="([^"]+)"/.exec(page.body)![1]!;
  const security = [
    'content-security-policy',
    'x-content-type-options',
    'referrer-policy',
    'x-frame-options',
    'permissions-policy',
    'cross-origin-opener-policy',
  ];
  for (const path of [
    '/',
    ...pages.map((p) => p.href),
    script,
    '/api/search?query=deploy',
    '/search?query=auth',
    '/nope',
  ]) {
    const [node, worker] = await Promise.all([get(request, NODE_URL, path), get(request, WORKER_URL, path)]);
    for (const name of security) expect(worker.headers[name], `${name} on ${path}`).toBe(node.headers[name]);
  }
  for (const path of [pages[0]!.href, script]) {
    const [node, worker] = await Promise.all([get(request, NODE_URL, path), get(request, WORKER_URL, path)]);
    expect(worker.headers['cache-control'], path).toBe(node.headers['cache-control']);
  }
});

// With the same HTML, scripts and policy, a page behaves alike on both: pages.spec.ts loads every page under the
// content security policy in Chromium on the Node server only.
test('the same HTML for every page, the search page and the 404 page, and the same script', async ({ request }) => {
  test.setTimeout(WHOLE_SET_MS);
  const first = await get(request, NODE_URL, pages[0]!.href);
  const script = /<script type="module" src="([^"]+)"/.exec(first.body)![1]!;
  for (const path of ['/', ...pages.map((p) => p.href), '/search?query=deploy', '/nope', script]) {
    const [node, worker] = await Promise.all([get(request, NODE_URL, path), get(request, WORKER_URL, path)]);
    expect(worker.status, path).toBe(node.status);
    expect(worker.headers['content-type'], path).toBe(node.headers['content-type']);
    expect(worker.body, path).toBe(node.body);
  }
});
