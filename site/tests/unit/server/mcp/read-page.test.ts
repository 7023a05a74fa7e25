import { describe, expect, it } from 'vitest';
import type { McpData } from '../../../../src/shared/agents/mcp-data.ts';
import { pagePathOf, readPage } from '../../../../src/server/mcp/read-page.ts';

describe('pagePathOf: the page path in what an agent gives', () => {
  const cases: Array<[string, string]> = [
    ['getting-started/quick-start', 'getting-started/quick-start'],
    ['/docs/getting-started/quick-start', 'getting-started/quick-start'],
    ['docs/getting-started/quick-start', 'getting-started/quick-start'],
    ['https://flarekit.dev/docs/getting-started/quick-start', 'getting-started/quick-start'],
    ['https://flarekit.dev/docs/getting-started/quick-start.md', 'getting-started/quick-start'],
    ['/docs/getting-started/quick-start/', 'getting-started/quick-start'],
    ['/docs/getting-started/quick-start#deploy', 'getting-started/quick-start'],
    ['/docs/getting-started/quick-start?x=1', 'getting-started/quick-start'],
    ['  templates/api  ', 'templates/api'],
  ];
  for (const [input, expected] of cases)
    it(`${JSON.stringify(input)} → ${expected}`, () => expect(pagePathOf(input)).toBe(expected));
});

describe('readPage', () => {
  const markdown =
    '# A\n\n> S.\n\n```ts template="full-stack-orval"\n1\n```\n\n```ts template="full-stack-rpc"\n2\n```\n';
  const orvalBlock = '```ts template="full-stack-orval"\n1\n```';
  const rpcBlock = '```ts template="full-stack-rpc"\n2\n```';
  const orval = markdown.indexOf(orvalBlock);
  const rpc = markdown.indexOf(rpcBlock);
  const data: McpData = {
    version: '1.0.0',
    files: {},
    pages: [
      {
        path: 'a/b',
        title: 'A',
        summary: 'S.',
        markdownLength: markdown.length,
        variants: [
          {
            dimension: 'client',
            blocks: [
              { value: 'orval', start: orval, end: orval + orvalBlock.length },
              { value: 'rpc', start: rpc, end: rpc + rpcBlock.length },
            ],
          },
        ],
      },
    ],
    templates: [
      { id: 'full-stack-rpc', answers: { client: 'rpc', auth: 'auth', db: 'db', type: 'full-stack' } },
      { id: 'api', answers: { client: 'none', auth: 'auth', db: 'db', type: 'api' } },
    ],
    create: {
      forms: { npm: '', yarn: '', pnpm: '', bun: '' },
      flags: {},
      defaultName: 'x',
      nameRule: '',
      nameMaxLength: 1,
    },
  };
  const asked: string[] = [];
  const files = async (url: URL) => {
    asked.push(url.href);
    return url.pathname === '/docs/a/b.md' ? markdown : undefined;
  };

  it('reads the page’s markdown file, as it is without a template', async () => {
    expect(await readPage(data, files, { path: '/docs/a/b' }, 'https://docs.test')).toMatchObject({
      ok: true,
      markdown,
    });
    expect(asked.at(-1)).toBe('https://docs.test/docs/a/b.md');
  });

  it('keeps the template’s block of each group', async () => {
    const answer = await readPage(data, files, { path: 'a/b', template: 'full-stack-rpc' }, 'https://docs.test');
    expect(answer).toMatchObject({ ok: true, markdown: '# A\n\n> S.\n\n```ts template="full-stack-rpc"\n2\n```\n' });
    const api = await readPage(data, files, { path: 'a/b', template: 'api' }, 'https://docs.test');
    expect(api).toMatchObject({ ok: true, markdown });
  });

  it('says which pages exist for an unknown one, and refuses an unknown template', async () => {
    expect(await readPage(data, files, { path: 'a/c' }, 'https://docs.test')).toEqual({
      ok: false,
      error: 'No page "a/c". The pages are: a/b.',
    });
    expect(await readPage(data, files, { path: 'a/b', template: 'web' }, 'https://docs.test')).toEqual({
      ok: false,
      error: 'No template "web": use one of full-stack-rpc, api.',
    });
  });

  it('does not cut a markdown file the spans were not made for', async () => {
    const other = async () => `${markdown}more\n`;
    expect(await readPage(data, other, { path: 'a/b', template: 'full-stack-rpc' }, 'https://docs.test')).toEqual({
      ok: false,
      error: 'The markdown of a/b is not the one this server was built with.',
    });
    expect(await readPage(data, async () => undefined, { path: 'a/b' }, 'https://docs.test')).toEqual({
      ok: false,
      error: 'The markdown of a/b is missing from this build.',
    });
  });
});
