import { describe, expect, it } from 'vitest';
import { compileMarkdown } from '../../../../src/build/pipeline/compile-markdown.ts';

const page = (body: string, frontmatter = 'title: T\nsummary: A summary that is long enough.') =>
  `---\n${frontmatter}\n---\n\n${body}`;

describe('compileMarkdown', () => {
  it('reads the frontmatter and strips it from the content', async () => {
    const result = await compileMarkdown(page('Hello.'), 'x.md');
    expect(result.frontmatter).toEqual({ title: 'T', summary: 'A summary that is long enough.' });
    expect(result.content).toBe('Hello.');
    expect(result.problems).toEqual([]);
  });

  it('gives headings GitHub slugs, unique per page, and the same ids in the HTML', async () => {
    const result = await compileMarkdown(
      page('## Environment variables\n\n## Set up `wrangler`\n\n### FAQ\n\n## FAQ'),
      'x.md',
    );
    expect(result.headings).toEqual([
      { level: 2, text: 'Environment variables', slug: 'environment-variables' },
      { level: 2, text: 'Set up wrangler', slug: 'set-up-wrangler' },
      { level: 3, text: 'FAQ', slug: 'faq' },
      { level: 2, text: 'FAQ', slug: 'faq-1' },
    ]);
    for (const { slug } of result.headings) {
      expect(result.html).toContain(`id="${slug}"`);
      expect(result.html).toContain(`href="#${slug}"`);
    }
  });

  it('highlights code at build time with classes (no inline styles), a title and marked lines', async () => {
    const result = await compileMarkdown(
      page('```ts title="apps/api/src/index.ts" {2}\nconst a = 1;\nconst b = 2;\n```'),
      'x.md',
    );
    expect(result.html).toContain('<figcaption class="code-title">apps/api/src/index.ts</figcaption>');
    expect(result.html).toContain('class="line highlighted"');
    expect(result.html).toMatch(/<span class="sh-[a-z0-9]+">const<\/span>/);
    expect(result.html).not.toContain('style=');
    expect(result.html).not.toMatch(/<pre>\s*<figure/);
  });

  it('turns an npm block into npm / yarn / pnpm / bun tabs', async () => {
    const result = await compileMarkdown(page('```npm\nnpm create flarekit@latest my-app\n```'), 'x.md');
    for (const manager of ['npm', 'yarn', 'pnpm', 'bun']) expect(result.html).toContain(`data-pm="${manager}"`);
    expect(result.html).toContain('role="tablist"');
    expect(result.html).toContain('>bun</span>');
  });

  it('renders GitHub alerts as callouts and GFM tables', async () => {
    const result = await compileMarkdown(page('> [!WARNING]\n> Careful.\n\n| a | b |\n| - | - |\n| 1 | 2 |'), 'x.md');
    expect(result.html).toContain('<div class="callout callout-warning" role="note">');
    expect(result.html).toContain('<p class="callout-title">Warning</p>');
    expect(result.html).toContain('<table>');
  });

  it('renders mermaid to two static SVG files with the text alternative', async () => {
    const result = await compileMarkdown(
      page('```mermaid alt="Browser calls the Worker"\nflowchart LR\n  A[Browser] --> B[Worker]\n```'),
      'x.md',
    );
    expect(result.assets).toHaveLength(2);
    expect(result.assets[0]!.content).toMatch(/^<svg/);
    expect(result.assets[0]!.content).not.toContain('@import');
    expect(result.html).toContain('alt="Browser calls the Worker"');
    // A frame that scrolls sideways on a phone, reachable by keyboard, and a link to each theme's file at full size.
    expect(result.html).toContain('<div class="diagram-viewport" tabindex="0" role="group" aria-label="Diagram">');
    const [light, dark] = result.assets;
    expect(result.html).toContain(`<a href="/${light!.path}" class="diagram-light">Open the diagram full size</a>`);
    expect(result.html).toContain(`<a href="/${dark!.path}" class="diagram-dark">Open the diagram full size</a>`);
  });

  it('splits search sections at headings, with code as text', async () => {
    const result = await compileMarkdown(
      page('Intro.\n\n## Install\n\nRun it:\n\n```sh\nnpm install\n```\n\n## Use\n\n- one\n- two'),
      'x.md',
    );
    expect(result.sections).toEqual({
      intro: 'Intro.',
      sections: [
        { heading: { level: 2, text: 'Install', slug: 'install' }, text: 'Run it: npm install' },
        { heading: { level: 2, text: 'Use', slug: 'use' }, text: 'one two' },
      ],
    });
  });

  it('gives a section with two project variants one search section, holding both versions, and one tab group', async () => {
    const result = await compileMarkdown(
      page(
        '## Fetch todos\n\n```ts template="full-stack-orval"\nlistTodos();\n```\n\n' +
          '```ts template="full-stack-rpc"\napi.api.todos.$get();\n```\n\n## Next',
      ),
      'x.md',
    );
    expect(result.problems).toEqual([]);
    expect(result.sections.sections).toEqual([
      { heading: { level: 2, text: 'Fetch todos', slug: 'fetch-todos' }, text: 'listTodos(); api.api.todos.$get();' },
      { heading: { level: 2, text: 'Next', slug: 'next' }, text: '' },
    ]);
    expect(result.html.match(/class="variants"/g)).toHaveLength(1);
    expect(result.html).toContain('aria-label="Your project: API client"');
  });

  const problems: Array<[string, string, RegExp, number]> = [
    ['raw HTML', 'Text\n\n<div>x</div>', /raw HTML is not allowed/, 8],
    ['an h1 in the body', '# Title', /"# " heading is not allowed/, 6],
    ['a code block without a language', '```\nx\n```', /code block without a language/, 6],
    ['an unknown code language', '```cobol\nx\n```', /unknown code language "cobol"/, 6],
    ['a relative link', '[x](../other)', /relative link "..\/other"/, 6],
    ['an unknown callout', '> [!DANGER]\n> x', /unknown callout "\[!DANGER\]"/, 6],
    ['a mermaid block without alt', '```mermaid\nflowchart LR\n  A --> B\n```', /needs alt=/, 6],
  ];
  for (const [name, body, reason, line] of problems) {
    it(`reports ${name} with its line`, async () => {
      const result = await compileMarkdown(page(body), 'content/docs/a/b.md');
      expect(result.problems).toHaveLength(1);
      expect(result.problems[0]).toMatchObject({ file: 'content/docs/a/b.md', line });
      expect(result.problems[0]!.reason).toMatch(reason);
    });
  }
});
