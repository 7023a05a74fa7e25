import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createStaticFiles } from '../../../src/server/static-files.ts';
import { markdownPathOf, withPageMarkdown } from '../../../src/server/page-representations.ts';

/** A small build output: a page in both representations, the home page and its markdown index, the 404 page. */
const root = mkdtempSync(path.join(tmpdir(), 'page-representations-'));
const files: Record<string, string> = {
  'index.html': '<h1>Home</h1>',
  'llms.txt': '# Site\n\n- [Page B](/docs/a/b.md)\n',
  '404.html': '<h1>Not found</h1>',
  'docs/a/b.html': '<h1>Page B</h1>',
  'docs/a/b.md': '# Page B\n\nThe markdown.\n',
  'assets/app-1234abcd.js': 'console.log(1)',
};
for (const [file, content] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
}
afterAll(() => rmSync(root, { recursive: true, force: true }));

const serve = createStaticFiles(root).then(withPageMarkdown);
async function get(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return (await serve)(new Request(`http://docs.test${url}`, { method, headers }));
}
const MARKDOWN = { accept: 'text/markdown' };

describe('markdownPathOf: the markdown of a page address', () => {
  const cases: Array<[string, string | undefined]> = [
    ['/', '/llms.txt'],
    ['/docs/a/b', '/docs/a/b.md'],
    ['/nope', undefined],
    ['/docs/nope', '/docs/nope.md'],
    ['/docs/a/b/', undefined],
    ['/docs/a/b.md', undefined],
    ['/docs/a/b.html', undefined],
    ['/assets/app-1234abcd.js', undefined],
    ['/llms.txt', undefined],
  ];
  for (const [pathname, expected] of cases)
    it(`${pathname} → ${expected}`, () => expect(markdownPathOf(pathname)).toBe(expected));
});

describe('a page in two representations', () => {
  it('answers HTML by default and markdown to Accept: text/markdown, both varying on Accept', async () => {
    const html = await get('/docs/a/b');
    expect(html.status).toBe(200);
    expect(html.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html.headers.get('vary')).toBe('Accept-Encoding, Accept');
    expect(await html.text()).toBe(files['docs/a/b.html']);

    const markdown = await get('/docs/a/b', MARKDOWN);
    expect(markdown.status).toBe(200);
    expect(markdown.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(markdown.headers.get('vary')).toBe('Accept-Encoding, Accept');
    expect(markdown.headers.get('cache-control')).toBe(html.headers.get('cache-control'));
    expect(await markdown.text()).toBe(files['docs/a/b.md']);
  });

  it('gives each representation its own ETag, and a 304 only for the one asked for', async () => {
    const htmlTag = (await get('/docs/a/b')).headers.get('etag')!;
    const markdownTag = (await get('/docs/a/b', MARKDOWN)).headers.get('etag')!;
    expect(markdownTag).toMatch(/^"[\w-]+"$/);
    expect(markdownTag).not.toBe(htmlTag);

    const notModified = await get('/docs/a/b', { ...MARKDOWN, 'if-none-match': markdownTag });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('vary')).toBe('Accept-Encoding, Accept');
    expect(notModified.headers.get('etag')).toBe(markdownTag);
    expect(await notModified.text()).toBe('');

    // The HTML's tag does not validate the markdown, nor the markdown's the HTML.
    const markdown = await get('/docs/a/b', { ...MARKDOWN, 'if-none-match': htmlTag });
    expect(markdown.status).toBe(200);
    expect(await markdown.text()).toBe(files['docs/a/b.md']);
    expect((await get('/docs/a/b', { 'if-none-match': markdownTag })).status).toBe(200);
    expect((await get('/docs/a/b', { 'if-none-match': htmlTag })).status).toBe(304);
  });

  it('answers HEAD with the markdown headers and no body', async () => {
    const response = await get('/docs/a/b', MARKDOWN, 'HEAD');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(response.headers.get('content-length')).toBe(String(files['docs/a/b.md']!.length));
    expect(await response.text()).toBe('');
  });

  it('answers the home page with the markdown index (llms.txt)', async () => {
    const response = await get('/', MARKDOWN);
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(await response.text()).toBe(files['llms.txt']);
    expect(await (await get('/')).text()).toBe(files['index.html']);
  });

  it('answers a missing page in markdown with 404, and in HTML to a browser', async () => {
    const markdown = await get('/docs/a/nope', MARKDOWN);
    expect(markdown.status).toBe(404);
    expect(markdown.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(markdown.headers.get('cache-control')).toBe('no-store');
    expect(markdown.headers.get('vary')).toBe('Accept');
    expect(await markdown.text()).toMatch(/^# Page not found\n[^]*http:\/\/docs\.test\/llms\.txt/);
    expect(await (await get('/docs/a/nope', MARKDOWN, 'HEAD')).text()).toBe('');

    const html = await get('/docs/a/nope');
    expect(html.status).toBe(404);
    expect(html.headers.get('vary')).toBe('Accept-Encoding, Accept');
    expect(await html.text()).toBe(files['404.html']);
  });

  it('leaves files and redirects as they are', async () => {
    const asset = await get('/assets/app-1234abcd.js', MARKDOWN);
    expect(await asset.text()).toBe(files['assets/app-1234abcd.js']);
    expect(asset.headers.get('vary')).toBe('Accept-Encoding');
    const markdownFile = await get('/docs/a/b.md');
    expect(markdownFile.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(markdownFile.headers.get('vary')).toBe('Accept-Encoding');
    const slash = await get('/docs/a/b/', MARKDOWN);
    expect(slash.status).toBe(307);
    expect(slash.headers.get('location')).toBe('/docs/a/b');
  });

  it('keeps a path that starts with // on this site', async () => {
    const response = await get('//evil.test/docs/a/b', MARKDOWN);
    expect(response.status).toBe(404);
  });
});
