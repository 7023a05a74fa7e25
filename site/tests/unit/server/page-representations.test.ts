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

// How each representation is answered over HTTP (Vary, ETags and 304s, HEAD, the home page, a missing page): the
// server specs, e2e/server/markdown-negotiation.spec.ts, against the Node server and the Worker.
describe('a page address', () => {
  it('keeps a path that starts with // on this site', async () => {
    const response = await get('//evil.test/docs/a/b', MARKDOWN);
    expect(response.status).toBe(404);
  });
});
