/**
 * Reads what the page checks need from a documentation page: the template its frontmatter names, every fenced code
 * block (language, `title`, `template`, code, fence line) and every inline code span, in page order.
 */
import type { Code, InlineCode, Root } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { parse as parseYaml } from 'yaml';
import { parseCodeMeta } from 'flarekit-docs/pipeline/code-meta';

export interface PageBlock {
  /** The fence language as written (`ts`, `npm`, `jsonc`…), '' when there is none. */
  language: string;
  title?: string;
  /** The `template="…"` of the block's meta: the template it is checked against instead of the page's. */
  template?: string;
  /** `from="template"`: the block is its titled file exactly as the template generates it. */
  fromTemplate?: boolean;
  /** The code, without the fences (list indentation removed). */
  code: string;
  /** 1-based markdown line of the opening fence. */
  line: number;
}

export interface InlineCodeSpan {
  code: string;
  line: number;
}

export interface PageSource {
  /** The `template:` of the frontmatter, if any (validated by the caller). */
  template?: string;
  blocks: PageBlock[];
  inlineCode: InlineCodeSpan[];
}

export function readPage(markdown: string): PageSource {
  const tree = unified().use(remarkParse).use(remarkGfm).use(remarkFrontmatter, ['yaml']).parse(markdown) as Root;
  const yaml = tree.children[0]?.type === 'yaml' ? tree.children[0].value : '';
  const frontmatter: unknown = yaml ? parseYaml(yaml) : undefined;
  const template =
    typeof frontmatter === 'object' && frontmatter !== null && 'template' in frontmatter
      ? String(frontmatter.template)
      : undefined;

  const blocks: PageBlock[] = [];
  const inlineCode: InlineCodeSpan[] = [];
  visit(tree, ['code', 'inlineCode'], (node) => {
    const line = node.position?.start.line ?? 1;
    if (node.type === 'inlineCode') {
      inlineCode.push({ code: (node as InlineCode).value, line });
      return;
    }
    const code = node as Code;
    const meta = parseCodeMeta(code.meta);
    blocks.push({
      language: code.lang ?? '',
      ...(meta.title ? { title: meta.title } : {}),
      ...(meta.template ? { template: meta.template } : {}),
      ...(meta.from === 'template' ? { fromTemplate: true } : {}),
      code: code.value,
      line,
    });
  });
  return { ...(template ? { template } : {}), blocks, inlineCode };
}
