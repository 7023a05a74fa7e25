import { expect, test, type APIRequestContext } from '@playwright/test';
import { ANNOTATED_PAGES, annotationsIn, missingCleanParts } from '../agent-markdown.ts';
import { pages } from '../content.ts';

/**
 * A page's URL answers its markdown to a request that prefers it (Accept: text/markdown) and its HTML otherwise, with
 * `Vary: Accept` on both and an ETag per representation — over real HTTP, against the Node server, and against the
 * Worker in the Worker run (where the pages reach the Worker first and it asks the assets for either file).
 */
test.skip(({ viewport }) => viewport!.width < 1024, 'server behaviour: once is enough');

const MARKDOWN_TYPE = 'text/markdown; charset=utf-8';
const varies = (vary: string | undefined) =>
  (vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .includes('accept');

async function get(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const response = await request.get(path, { headers, maxRedirects: 0 });
  return { status: response.status(), headers: response.headers(), body: await response.text() };
}

test('every page answers its markdown to Accept: text/markdown, the same as its .md file', async ({ request }) => {
  for (const page of pages) {
    const [negotiated, file] = await Promise.all([
      get(request, page.href, { Accept: 'text/markdown' }),
      get(request, `${page.href}.md`),
    ]);
    expect(negotiated.status, page.href).toBe(200);
    expect(negotiated.headers['content-type'], page.href).toBe(MARKDOWN_TYPE);
    expect(varies(negotiated.headers.vary), page.href).toBe(true);
    expect(negotiated.body, page.href).toBe(file.body);
    expect(negotiated.body.startsWith(`# ${page.title}\n`), page.href).toBe(true);
    expect(annotationsIn(negotiated.body), page.href).toEqual([]);
  }
});

test('the markdown is standard: fences without the site’s annotations, each package manager’s commands', async ({
  request,
}) => {
  for (const page of pages.filter((candidate) => ANNOTATED_PAGES.includes(candidate.path))) {
    expect(annotationsIn(page.markdown).length, `${page.path} as written`).toBeGreaterThan(0);
    const { body } = await get(request, page.href, { Accept: 'text/markdown' });
    expect(annotationsIn(body), page.href).toEqual([]);
    expect(missingCleanParts(page, body), page.href).toEqual([]);
  }
});

test('each representation has its own ETag and answers 304 only to its own', async ({ request }) => {
  const page = pages[1]!;
  const html = await get(request, page.href);
  const markdown = await get(request, page.href, { Accept: 'text/markdown' });
  const htmlTag = html.headers.etag!;
  const markdownTag = markdown.headers.etag!;
  expect(htmlTag).toBeTruthy();
  expect(markdownTag).toBeTruthy();
  expect(markdownTag).not.toBe(htmlTag);

  const notModified = await get(request, page.href, { Accept: 'text/markdown', 'If-None-Match': markdownTag });
  expect(notModified.status).toBe(304);
  expect(notModified.body).toBe('');
  expect(varies(notModified.headers.vary)).toBe(true);
  const htmlNotModified = await get(request, page.href, { 'If-None-Match': htmlTag });
  expect(htmlNotModified.status).toBe(304);
  expect(varies(htmlNotModified.headers.vary)).toBe(true);

  // A tag of the other representation does not validate this one.
  const crossed = await get(request, page.href, { Accept: 'text/markdown', 'If-None-Match': htmlTag });
  expect(crossed.status).toBe(200);
  expect(crossed.headers['content-type']).toBe(MARKDOWN_TYPE);
  expect((await get(request, page.href, { 'If-None-Match': markdownTag })).status).toBe(200);
});

test('HEAD with Accept: text/markdown sends the markdown headers without a body', async ({ request }) => {
  const page = pages[2]!;
  const response = await request.head(page.href, { headers: { Accept: 'text/markdown' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe(MARKDOWN_TYPE);
  expect(varies(response.headers().vary)).toBe(true);
  expect((await response.body()).length).toBe(0);
});

test('the home page answers the markdown index (llms.txt)', async ({ request }) => {
  const [negotiated, index] = await Promise.all([
    get(request, '/', { Accept: 'text/markdown' }),
    get(request, '/llms.txt'),
  ]);
  expect(negotiated.status).toBe(200);
  expect(negotiated.headers['content-type']).toBe(MARKDOWN_TYPE);
  expect(negotiated.body).toBe(index.body);
  expect(varies((await get(request, '/')).headers.vary)).toBe(true);
});

test('a missing page answers 404 in markdown to Accept: text/markdown, in HTML otherwise', async ({ request }) => {
  for (const path of ['/docs/nope/nothing', '/docs/getting-started/nope', '/docs/nope']) {
    const markdown = await get(request, path, { Accept: 'text/markdown' });
    expect(markdown.status, path).toBe(404);
    expect(markdown.headers['content-type'], path).toBe(MARKDOWN_TYPE);
    expect(markdown.headers['cache-control'], path).toBe('no-store');
    expect(markdown.body, path).toMatch(/^# Page not found\n[^]*\/llms\.txt/);
    const html = await get(request, path);
    expect(html.status, path).toBe(404);
    expect(html.headers['content-type'], path).toMatch(/^text\/html/);
  }
});

test('files, folder forms and paths outside /docs/ are not negotiated', async ({ request }) => {
  const outside = await get(request, '/nope', { Accept: 'text/markdown' });
  expect(outside.status).toBe(404);
  expect(outside.headers['content-type']).toMatch(/^text\/html/);
  const page = pages[0]!;
  const file = await get(request, `${page.href}.md`, { Accept: 'text/html' });
  expect(file.status).toBe(200);
  expect(file.headers['content-type']).toMatch(/^text\/markdown/);
  const slash = await get(request, `${page.href}/`, { Accept: 'text/markdown' });
  expect(slash.status).toBe(307);
  expect(new URL(slash.headers.location!, 'http://x').pathname).toBe(page.href);
});
