import type { Nodes, Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { agentMarkdown } from '../../../src/build/agent-markdown.ts';
import { parseCodeMeta } from '../../../src/build/pipeline/code-meta.ts';
import { plainText } from '../../../src/build/pipeline/plain-text.ts';
import { pageMarkdown } from '../../../src/build/site-files.ts';
import { loadSite, SITE_ROOT } from '../../helpers/site.ts';
import { ANNOTATED_PAGES, annotationsIn, codeBlocks, missingCleanParts } from '../../e2e/agent-markdown.ts';
import { pages as expectedPages } from '../../e2e/content.ts';

const fence = (info: string, body: string) => `\`\`\`${info}\n${body}\n\`\`\``;

/** Each annotation the site reads, in a page's source, and the standard markdown an agent gets for it. */
const CASES: Array<[string, string, string]> = [
  ['a plain block', fence('ts', 'const a = 1;'), fence('ts', 'const a = 1;')],
  [
    'title="…" becomes a line before the block',
    fence('ts title="apps/api/src/index.ts"', 'export {};'),
    `File: \`apps/api/src/index.ts\`\n\n${fence('ts', 'export {};')}`,
  ],
  [
    'from="template" and {lines} go',
    fence('ts title="apps/api/src/index.ts" from="template" {1-2}', 'a;\nb;'),
    `File: \`apps/api/src/index.ts\`\n\n${fence('ts', 'a;\nb;')}`,
  ],
  [
    'run="skip: …" on a sh block goes',
    fence('sh run="skip: needs a Cloudflare account"', 'curl https://x.example'),
    fence('sh', 'curl https://x.example'),
  ],
  ['template="…" on a block alone goes', fence('txt template="api"', 'apps/api/'), fence('txt', 'apps/api/')],
  [
    'an npm block becomes one sh block per package manager, each named',
    fence('npm', 'npm install\nnpm run dev'),
    [
      `npm:\n\n${fence('sh', 'npm install\nnpm run dev')}`,
      `yarn:\n\n${fence('sh', 'yarn install\nyarn dev')}`,
      `pnpm:\n\n${fence('sh', 'pnpm install\npnpm run dev')}`,
      `bun:\n\n${fence('sh', 'bun install\nbun run dev')}`,
    ].join('\n\n'),
  ],
  ['an npm block without an npm command is one sh block', fence('npm', 'cd my-app'), fence('sh', 'cd my-app')],
  [
    'a mermaid block stays mermaid, its alt text a mermaid comment',
    fence('mermaid alt="The browser calls the API."', 'flowchart LR\n  A --> B'),
    fence('mermaid', '%% The browser calls the API.\nflowchart LR\n  A --> B'),
  ],
  [
    'a screenshot becomes its text alternative',
    fence('screenshot alt="The dashboard: three todos."', 'full-stack-orval/dashboard'),
    'Screenshot: The dashboard: three todos.',
  ],
  [
    'two blocks for two templates are each named by their answer and template',
    `${fence('ts title="apps/web/src/lib/a.ts" template="full-stack-orval"', 'orval();')}\n\n${fence('ts title="apps/web/src/lib/a.ts" template="full-stack-rpc"', 'rpc();')}`,
    [
      'Orval client (template `full-stack-orval`):',
      'File: `apps/web/src/lib/a.ts`',
      fence('ts', 'orval();'),
      'RPC client (template `full-stack-rpc`):',
      'File: `apps/web/src/lib/a.ts`',
      fence('ts', 'rpc();'),
    ].join('\n\n'),
  ],
  [
    'GitHub alerts are kept as written',
    '> [!NOTE]\n> Run `npm run dev` first.',
    '> [!NOTE]\n> Run `npm run dev` first.',
  ],
  ['text that looks like an alert outside a blockquote is escaped', '[!NOTE] a', '\\[!NOTE] a'],
  ['an unknown alert type is text', '> [!NOPE]\n> b', '> \\[!NOPE]\n> b'],
  [
    'a block in a list keeps its place in the item',
    `- Step:\n\n  ${fence('npm', 'npm test').replaceAll('\n', '\n  ')}`,
    [
      '- Step:',
      '',
      '  npm:',
      '',
      '  ```sh',
      '  npm test',
      '  ```',
      '',
      '  yarn:',
      '',
      '  ```sh',
      '  yarn test',
      '  ```',
      '',
      '  pnpm:',
      '',
      '  ```sh',
      '  pnpm run test',
      '  ```',
      '',
      '  bun:',
      '',
      '  ```sh',
      '  bun run test',
      '  ```',
    ].join('\n'),
  ],
];

describe('agentMarkdown: each annotation in, standard markdown out', () => {
  for (const [name, source, expected] of CASES) {
    it(name, () => expect(agentMarkdown(`Intro.\n\n${source}\n`).markdown).toBe(`Intro.\n\n${expected}\n`));
  }
});

describe('agentMarkdown: the variant groups', () => {
  it('spans each block from its label to the end of its fence, in a list item too', () => {
    const orval = fence('ts template="full-stack-orval"', 'orval();');
    const rpc = fence('ts template="full-stack-rpc"', 'rpc();');
    const auth = fence('ts title="src/a.ts" template="api"', 'auth();');
    const noAuth = fence('ts title="src/a.ts" template="api-no-auth"', 'open();');
    const indent = (text: string) => text.replace(/\n(?!\n)/g, '\n  ');
    const { markdown, variants } = agentMarkdown(
      `# Page\n\n${orval}\n\n${rpc}\n\n- In a list:\n\n  ${indent(auth)}\n\n  ${indent(noAuth)}\n`,
    );
    const slices = variants.map((group) => ({
      dimension: group.dimension,
      blocks: group.blocks.map(({ value, start, end }) => [value, markdown.slice(start, end)]),
    }));
    expect(slices).toEqual([
      {
        dimension: 'client',
        blocks: [
          ['orval', `Orval client (template \`full-stack-orval\`):\n\n${fence('ts', 'orval();')}`],
          ['rpc', `RPC client (template \`full-stack-rpc\`):\n\n${fence('ts', 'rpc();')}`],
        ],
      },
      {
        dimension: 'auth',
        blocks: [
          ['auth', indent(`With sign-in (template \`api\`):\n\nFile: \`src/a.ts\`\n\n${fence('ts', 'auth();')}`)],
          [
            'no-auth',
            indent(`Without sign-in (template \`api-no-auth\`):\n\nFile: \`src/a.ts\`\n\n${fence('ts', 'open();')}`),
          ],
        ],
      },
    ]);
  });

  it('leaves blocks whose templates differ in more than one answer as plain blocks, with no group', () => {
    const result = agentMarkdown(
      `${fence('ts template="full-stack-orval"', 'a();')}\n\n${fence('ts template="api-no-auth"', 'b();')}\n`,
    );
    expect(result).toEqual({ markdown: `${fence('ts', 'a();')}\n\n${fence('ts', 'b();')}\n`, variants: [] });
  });
});

const parser = unified().use(remarkParse).use(remarkGfm);

/** A tree without positions, code blocks and the paragraphs agentMarkdown writes for them: the page's prose. */
function prose(tree: Root): unknown {
  const INSERTED = /^(?:npm:|yarn:|pnpm:|bun:|File: \S+|Screenshot: .*|.+ \(template [a-z-]+\):)$/;
  const strip = (node: Nodes): unknown => {
    const { position: _position, ...rest } = node as Nodes & { position?: unknown };
    if (node.type === 'inlineCode') return { ...rest, value: node.value.replace(/\s+/g, ' ') };
    if (!('children' in node)) return rest;
    const children = (node.children as Nodes[]).filter(
      (child) => child.type !== 'code' && !(child.type === 'paragraph' && INSERTED.test(plainText(child))),
    );
    return { ...rest, children: children.map(strip) };
  };
  return strip(tree);
}

describe('agentMarkdown over every page of the site', async () => {
  const site = await loadSite(SITE_ROOT);

  it('has 29 pages', () => expect(site.pages).toHaveLength(29));

  it('leaves no annotation: no meta after a fence, no npm or screenshot language, no run="', () => {
    const problems = site.pages.flatMap((page) =>
      annotationsIn(pageMarkdown(page)).map((problem) => `${page._meta.path}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it('the check above finds each annotation of the source pages', () => {
    const sources = site.pages.map((page) => page.content).join('\n\n');
    const found = annotationsIn(sources).join('\n');
    for (const shown of [
      'language "npm"',
      'language "screenshot"',
      'run="',
      'title="',
      'template="',
      'from="',
      'sent="',
    ]) {
      expect(found).toContain(shown);
    }
  });

  it('writes every titled block after its file line and every npm block in each manager’s words', () => {
    for (const expected of expectedPages) {
      const page = site.pages.find((candidate) => candidate._meta.path === expected.path)!;
      expect(missingCleanParts(expected, pageMarkdown(page)), expected.path).toEqual([]);
    }
    for (const path of ANNOTATED_PAGES) {
      const expected = expectedPages.find((candidate) => candidate.path === path)!;
      expect(missingCleanParts(expected, expected.markdown).length, `${path} as written`).toBeGreaterThan(0);
    }
  });

  it('keeps every page’s prose as it is: only code blocks and their labels differ', () => {
    for (const page of site.pages) {
      expect(prose(parser.parse(agentMarkdown(page.content).markdown)), page._meta.path).toEqual(
        prose(parser.parse(page.content)),
      );
    }
  });

  it('keeps every code block’s content, mermaid with its alt text first', () => {
    for (const page of site.pages) {
      const written = codeBlocks(pageMarkdown(page)).map((block) => block.value);
      for (const block of codeBlocks(page.content)) {
        if (block.lang === 'npm' || block.lang === 'screenshot') continue;
        const alt = parseCodeMeta(block.meta).alt;
        expect(written, `${page._meta.path}: ${block.lang} ${block.meta ?? ''}`).toContain(
          block.lang === 'mermaid' ? `%% ${alt}\n${block.value}` : block.value,
        );
      }
    }
  });

  it('is what the build writes as the page’s markdown, after its title and summary', () => {
    for (const page of site.pages) {
      expect(pageMarkdown(page)).toBe(
        `# ${page.title}\n\n> ${page.summary}\n\n${agentMarkdown(page.content).markdown.trimEnd()}\n`,
      );
    }
  });
});
