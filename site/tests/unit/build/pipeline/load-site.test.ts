import { cp, mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentError } from '../../../../src/build/pipeline/content-error.ts';
import { loadSite } from '../../../../src/build/pipeline/load-site.ts';

const FIXTURE = path.resolve(import.meta.dirname, '../../../fixtures/site');
const dirs: string[] = [];

/** A copy of the fixture site with some files replaced (null deletes a file). */
async function site(changes: Record<string, string | null> = {}): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'docs-site-'));
  dirs.push(dir);
  await cp(FIXTURE, dir, { recursive: true });
  for (const [file, content] of Object.entries(changes)) {
    const target = path.join(dir, file);
    if (content === null) await rm(target);
    else {
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, content);
    }
  }
  return dir;
}

async function problemsOf(dir: string): Promise<string[]> {
  try {
    await loadSite(dir);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as ContentError).problems.map((p) => `${p.file}${p.line ? `:${p.line}` : ''}: ${p.reason}`);
  }
  return [];
}

afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

const NAV = 'content/navigation.json';
const WELCOME = 'content/docs/intro/welcome.md';

describe('loadSite', () => {
  it('loads the fixture: pages in navigation order with the spec entity fields', async () => {
    const { pages, navigation, searchRecords } = await loadSite(await site());
    expect(pages.map((p) => p._meta.path)).toEqual(['intro/welcome', 'guides/setup', 'guides/long-page']);
    expect(navigation.map((c) => c.title)).toEqual(['Introduction', 'guides']);
    const welcome = pages[0]!;
    expect(welcome._meta).toEqual({
      filePath: 'docs/intro/welcome.md',
      fileName: 'welcome',
      directory: 'intro',
      extension: 'md',
      path: 'intro/welcome',
    });
    expect(Object.keys(welcome).sort()).toEqual(['_meta', 'body', 'content', 'headings', 'summary', 'title']);
    const page = searchRecords.find((r) => r.id === '/docs/intro/welcome')!;
    expect(page).toMatchObject({
      type: 'page',
      level: 1,
      title: 'Welcome',
      content: welcome.summary,
      documentTitle: 'Welcome',
    });
    const section = searchRecords.find((r) => r.id === '/docs/intro/welcome#configure')!;
    expect(section).toMatchObject({
      type: 'heading',
      level: 2,
      title: 'Configure',
      path: '/docs/intro/welcome#configure',
      documentTitle: 'Welcome',
    });
    expect(section.content).toContain('8787');
  });

  it('passes a page’s keywords to its search record, to be searched with the summary', async () => {
    const { pages, searchRecords } = await loadSite(
      await site({
        [WELCOME]:
          '---\ntitle: Welcome\nsummary: A summary that is long enough.\nkeywords: [undo, roll back]\n---\n\nHello.\n',
      }),
    );
    expect(pages[0]!.keywords).toEqual(['undo', 'roll back']);
    expect(searchRecords.find((r) => r.id === '/docs/intro/welcome')!.keywords).toBe('undo, roll back');
    expect(searchRecords.filter((r) => r.keywords !== undefined)).toHaveLength(1);
  });

  const cases: Array<[string, Record<string, string | null>, RegExp]> = [
    [
      'an empty keyword',
      { [WELCOME]: '---\ntitle: W\nsummary: A summary that is long enough.\nkeywords: [undo, " "]\n---\n\nx' },
      /welcome\.md:1: frontmatter\.keywords\.1: a keyword is empty/,
    ],
    [
      'keywords that are not a list',
      { [WELCOME]: '---\ntitle: W\nsummary: A summary that is long enough.\nkeywords: undo, revert\n---\n\nx' },
      /welcome\.md:1: frontmatter\.keywords/,
    ],
    [
      'a missing title',
      { [WELCOME]: '---\nsummary: A summary that is long enough.\n---\n\nx' },
      /welcome\.md:1: frontmatter\.title: is required/,
    ],
    ['a missing frontmatter', { [WELCOME]: 'Just text.' }, /welcome\.md:1: frontmatter \(missing/],
    [
      'an unknown frontmatter key',
      { [WELCOME]: '---\ntitle: W\nsummary: A summary that is long enough.\nsumary: typo\n---\n\nx' },
      /unknown key "sumary"/,
    ],
    ['invalid YAML', { [WELCOME]: '---\ntitle: [unclosed\n---\n\nx' }, /welcome\.md:1: frontmatter is not valid YAML/],
    ['invalid JSON in the navigation', { [NAV]: '{ "categories": ' }, /navigation\.json: not valid JSON/],
    [
      'an unknown navigation key',
      { [NAV]: '{ "categories": { "intro": { "items": ["welcome"], "icon": "x" } } }' },
      /navigation\.json: categories\.intro: unknown key "icon"/,
    ],
    [
      'an item that names no page',
      {
        [NAV]:
          '{ "categories": { "intro": { "items": ["welcome", "ghost"] }, "guides": { "items": ["setup", "long-page"] } } }',
      },
      /"ghost" names no page: create content\/docs\/intro\/ghost\.md/,
    ],
    [
      'a page no category lists',
      { [NAV]: '{ "categories": { "intro": { "items": ["welcome"] }, "guides": { "items": ["setup"] } } }' },
      /long-page\.md: no category of content\/navigation\.json lists this page: add "long-page" to categories\.guides\.items/,
    ],
    [
      'two pages with one path',
      { 'content/docs/intro/Welcome.md': '---\ntitle: W\nsummary: A summary that is long enough.\n---\n' },
      /Welcome\.md: page file names are lowercase/,
    ],
    [
      'a link to a missing page',
      { [WELCOME]: '---\ntitle: W\nsummary: A summary that is long enough.\n---\n\n[x](/docs/intro/nope)' },
      /welcome\.md:6: link "\/docs\/intro\/nope" points to a page that does not exist/,
    ],
    [
      'a link to a missing anchor',
      { [WELCOME]: '---\ntitle: W\nsummary: A summary that is long enough.\n---\n\n[x](/docs/guides/setup#nope)' },
      /link "\/docs\/guides\/setup#nope": "guides\/setup" has no heading "#nope"/,
    ],
    [
      'a same-page anchor that does not exist',
      { [WELCOME]: '---\ntitle: W\nsummary: A summary that is long enough.\n---\n\n[x](#nope)\n\n## Yes' },
      /has no heading "#nope" \(its headings: #yes\)/,
    ],
    [
      'a malformed percent-escape in an anchor',
      { [WELCOME]: '---\ntitle: W\nsummary: A summary that is long enough.\n---\n\n[x](#%E0%A4%A)\n\n## Yes' },
      /welcome\.md:6: link "#%E0%A4%A" has a malformed percent-escape/,
    ],
    [
      'an unknown code block key',
      {
        [WELCOME]:
          '---\ntitle: W\nsummary: A summary that is long enough.\n---\n\n```ts titel="a.ts"\nconst a = 1;\n```',
      },
      /welcome\.md:6: unknown code block key "titel"/,
    ],
    [
      'an unknown template on a code block',
      {
        [WELCOME]:
          '---\ntitle: W\nsummary: A summary that is long enough.\n---\n\n```ts template="full-stack-graphql"\nconst a = 1;\n```',
      },
      /welcome\.md:6: unknown template "full-stack-graphql": use one of full-stack-orval, /,
    ],
    [
      'from= other than "template", or without a title',
      {
        [WELCOME]:
          '---\ntitle: W\nsummary: A summary that is long enough.\n---\n\n```ts from="template"\nconst a = 1;\n```',
      },
      /welcome\.md:6: from="template": write from="template" on a block with a title/,
    ],
    [
      'two blocks in a row for templates that differ in two answers',
      {
        [WELCOME]:
          '---\ntitle: W\nsummary: A summary that is long enough.\n---\n\n```ts template="full-stack-orval"\nconst a = 1;\n```\n\n```ts template="full-stack-rpc-no-auth"\nconst a = 2;\n```',
      },
      /welcome\.md:6: templates full-stack-orval and full-stack-rpc-no-auth differ in client and auth/,
    ],
    [
      'an unknown template in the frontmatter',
      { [WELCOME]: '---\ntitle: W\nsummary: A summary that is long enough.\ntemplate: rails\n---\n\nx' },
      /welcome\.md:1: frontmatter\.template: /,
    ],
    [
      'a run="…" value other than skip: <reason>',
      {
        [WELCOME]: '---\ntitle: W\nsummary: A summary that is long enough.\n---\n\n```npm run="skip"\nnpm run dev\n```',
      },
      /welcome\.md:6: run="skip": only a sh or npm block can be marked, as run="skip: <why it cannot run offline>"/,
    ],
    [
      'a run="skip: …" on a block that is not sh or npm',
      {
        [WELCOME]:
          '---\ntitle: W\nsummary: A summary that is long enough.\n---\n\n```ts run="skip: x"\nconst a = 1;\n```',
      },
      /welcome\.md:6: run="skip: x": only a sh or npm block can be marked/,
    ],
    [
      'a sent="…" that names no request',
      {
        [WELCOME]: '---\ntitle: W\nsummary: A summary that is long enough.\n---\n\n```json sent="/api/todos"\n{}\n```',
      },
      /welcome\.md:6: sent="\/api\/todos": only a json block can be marked, as sent="<METHOD> <path>"/,
    ],
    [
      'a sent="…" on a block that is not json',
      {
        [WELCOME]:
          '---\ntitle: W\nsummary: A summary that is long enough.\n---\n\n```ts sent="POST /api/todos"\nconst a = 1;\n```',
      },
      /welcome\.md:6: sent="POST \/api\/todos": only a json block can be marked/,
    ],
    ['a file that is not markdown', { 'content/docs/intro/notes.txt': 'x' }, /notes\.txt: only markdown pages/],
    ['a page outside a section folder', { 'content/docs/stray.md': 'x' }, /stray\.md: pages live in section folders/],
    ['a missing navigation file', { [NAV]: null }, /navigation\.json: the navigation config is missing/],
    [
      'a long page without sections',
      { [WELCOME]: `---\ntitle: W\nsummary: A summary that is long enough.\n---\n\n${'word '.repeat(301)}` },
      /welcome\.md: 301 words and no "## " section/,
    ],
  ];
  for (const [name, changes, expected] of cases) {
    it(`fails the build on ${name}, naming the file and the fix`, async () => {
      const problems = await problemsOf(await site(changes));
      expect(problems.join('\n')).toMatch(expected);
    });
  }

  it('reports every problem at once', async () => {
    const problems = await problemsOf(
      await site({
        [WELCOME]: '---\ntitle: W\nsummary: short\n---\n\n<div>x</div>\n\n[y](/docs/nope/nope)',
      }),
    );
    expect(problems).toHaveLength(3);
  });
});
