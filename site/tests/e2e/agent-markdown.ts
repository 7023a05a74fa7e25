/**
 * What a page's markdown for agents must be (src/build/agent-markdown.ts): standard fences with a language and nothing
 * after it, no `npm` or `screenshot` language, no `run="…"`; each titled block after its "File: `path`" line and each
 * `npm` block in every package manager's words. Read from the page's source on disk, so a server that answered the
 * source as written fails.
 */
import type { Code } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { parseCodeMeta } from '../../src/build/pipeline/code-meta.ts';
import { convertScript } from '../../src/build/pipeline/package-managers.ts';
import { PACKAGE_MANAGERS } from '../../src/shared/package-managers.ts';
import type { ExpectedPage } from './content.ts';

const parser = unified().use(remarkParse).use(remarkGfm);
const STANDARD_LANGUAGES = new Set([
  'ts',
  'tsx',
  'sh',
  'json',
  'jsonc',
  'sql',
  'toml',
  'txt',
  'yaml',
  'diff',
  'dotenv',
  'mermaid',
]);
const ANNOTATION = /\b(?:run|title|template|from|sent|alt)="/;

/** Pages whose source has the annotations: npm blocks, run="skip: …", titles, diffs, sent="…". */
export const ANNOTATED_PAGES = ['getting-started/quick-start', 'development/api-design'];

export function codeBlocks(markdown: string): Code[] {
  const blocks: Code[] = [];
  visit(parser.parse(markdown), 'code', (node) => void blocks.push(node));
  return blocks;
}

/** The annotations left in an agent's markdown, one line each: none is the clean form. */
export function annotationsIn(markdown: string): string[] {
  const blocks = codeBlocks(markdown).flatMap((block) => [
    ...(block.meta ? [`meta "${block.meta}" on a ${block.lang} block`] : []),
    ...(STANDARD_LANGUAGES.has(block.lang ?? '') ? [] : [`language "${block.lang}"`]),
  ]);
  const fences = markdown
    .split('\n')
    .filter((line) => /^\s*(?:`{3,}|~{3,})/.test(line) && ANNOTATION.test(line))
    .map((line) => `fence line ${line.trim()}`);
  return [...blocks, ...fences, ...(markdown.includes('run="') ? ['run="'] : [])];
}

/** What the clean form of `page` lacks, read from its source: a title line, a package manager's block. */
export function missingCleanParts(page: ExpectedPage, markdown: string): string[] {
  const missing: string[] = [];
  for (const block of codeBlocks(page.markdown)) {
    const { title } = parseCodeMeta(block.meta);
    if (block.lang === 'npm') {
      const same = PACKAGE_MANAGERS.every((manager) => convertScript(block.value, manager) === block.value);
      if (same && !markdown.includes(`\`\`\`sh\n${block.value}\n\`\`\``)) missing.push(block.value);
      if (same) continue;
      for (const manager of PACKAGE_MANAGERS) {
        const expected = `${manager}:\n\n\`\`\`sh\n${convertScript(block.value, manager)}\n\`\`\``;
        if (!markdown.includes(expected)) missing.push(expected);
      }
    } else if (title !== undefined) {
      const expected = `File: \`${title}\`\n\n\`\`\`${block.lang}\n${block.value}\n\`\`\``;
      if (!markdown.includes(expected)) missing.push(expected);
    }
  }
  return missing;
}
