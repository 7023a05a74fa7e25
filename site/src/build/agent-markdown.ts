/**
 * A page's markdown for readers that are programs: what `/docs/<path>.md` serves, so what `Accept: text/markdown`
 * answers, what "Copy page as Markdown" copies and what the MCP tool `read_page` returns. The page's source carries
 * annotations only this site reads (content/README.md): an `npm` language that the HTML turns into package-manager
 * tabs, `run="skip: …"` for the walkthrough tests, `title="…"`, `from=`, `template=`, `sent=`, `alt=`, `{lines}` and
 * `screenshot` blocks. Here the page is parsed, each code block is rewritten as standard markdown a reader keeps, and
 * the tree is written back with remark-stringify:
 *
 * - every fence keeps its language only (`ts`, `sh`, `json`…), with no meta after it;
 * - `title="path"` becomes a paragraph before the block, "File: `path`". Not a comment inside it: `json`, `txt` and
 *   `diff` have no comment syntax, and a comment would change the file a reader copies (`from="template"` blocks are
 *   the generated file exactly);
 * - an `npm` block becomes one `sh` block per package manager, each after a paragraph naming it ("pnpm:"), in the
 *   commands the HTML tabs show (one conversion, pipeline/package-managers.ts). Not npm only: the other managers' forms
 *   are not a word swap (`npm run x -- --flag` is `pnpm x --flag`, `npx` is `pnpm exec`, Yarn 1 has no `dlx`), so an
 *   agent working in a pnpm or bun project gets the commands the page was checked with. A block with no npm command in
 *   it (`cd my-app`) is the same in every manager and stays one block;
 * - two blocks of a "your project" variant group (`template="…"`) each get a paragraph naming the answer and the
 *   template ("RPC client (template `full-stack-rpc`):"), where the HTML shows tabs;
 * - a `mermaid` block stays `mermaid`, its `alt` text the first line as a mermaid comment (`%% …`);
 * - a `screenshot` block, whose picture is named by a hash of its bytes at build time, becomes a paragraph with its
 *   text alternative: "Screenshot: …";
 * - GitHub alerts (`> [!NOTE]`) are kept as written.
 *
 * The variant groups are returned with their offsets in the result, so `read_page` can keep one template's block.
 */
import type { Code, InlineCode, Literal, Nodes, Paragraph, Parent, Root, RootContent, Text } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { PACKAGE_MANAGERS } from '../shared/package-managers.ts';
import type { VariantGroupSpans } from '../shared/agents/mcp-data.ts';
import { CALLOUT_TYPES } from './pipeline/remark/callouts.ts';
import { parseCodeMeta } from './pipeline/code-meta.ts';
import { convertScript } from './pipeline/package-managers.ts';
import { describeVariants, variantRuns } from './pipeline/variant-groups.ts';
import { isTemplateId, PROJECT_DIMENSIONS, type TemplateId } from './templates.ts';

/** An alert's `[!NOTE]`, written as it is: as text, remark-stringify would escape its `[`. */
interface AlertMarker extends Literal {
  type: 'alertMarker';
}

declare module 'mdast' {
  interface PhrasingContentMap {
    alertMarker: AlertMarker;
  }
  interface RootContentMap {
    alertMarker: AlertMarker;
  }
}

export interface AgentMarkdown {
  markdown: string;
  /** The variant groups, each block from its label to the end of its fence, as offsets into `markdown`. */
  variants: VariantGroupSpans[];
}

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm, { tablePipeAlign: false })
  .use(remarkStringify, {
    bullet: '-',
    emphasis: '_',
    fence: '`',
    fences: true,
    listItemIndent: 'one',
    rule: '-',
    strong: '*',
    handlers: { alertMarker: (node: AlertMarker) => node.value },
  });

const text = (value: string): Text => ({ type: 'text', value });
const inlineCode = (value: string): InlineCode => ({ type: 'inlineCode', value });
const paragraph = (...children: Paragraph['children']): Paragraph => ({ type: 'paragraph', children });
const code = (lang: string | null | undefined, value: string): Code => ({ type: 'code', lang, meta: null, value });

/** The standard blocks that stand for one code block of the page. */
function cleanCode(node: Code): RootContent[] {
  const meta = parseCodeMeta(node.meta);
  const titled = (block: Code): RootContent[] =>
    meta.title ? [paragraph(text('File: '), inlineCode(meta.title)), block] : [block];
  if (node.lang === 'npm') {
    const scripts = PACKAGE_MANAGERS.map((manager) => ({ manager, script: convertScript(node.value, manager) }));
    if (scripts.every(({ script }) => script === node.value)) return [code('sh', node.value)];
    return scripts.flatMap(({ manager, script }) => [paragraph(text(`${manager}:`)), code('sh', script)]);
  }
  if (node.lang === 'mermaid') return [code('mermaid', meta.alt ? `%% ${meta.alt}\n${node.value}` : node.value)];
  if (node.lang === 'screenshot') return [paragraph(text(`Screenshot: ${meta.alt ?? node.value.trim()}`))];
  return titled(code(node.lang, node.value));
}

function variantLabel(dimension: keyof typeof PROJECT_DIMENSIONS, value: string, template: TemplateId): Paragraph {
  const label = (PROJECT_DIMENSIONS[dimension].values as Record<string, string>)[value]!;
  return paragraph(text(`${label} (template `), inlineCode(template), text('):'));
}

/** `> [!NOTE]` as the site reads it (remark/callouts.ts): its marker, the paragraph's first text, becomes an AlertMarker. */
function keepAlertMarker(blockquote: Parent): void {
  const first = blockquote.children[0];
  if (first?.type !== 'paragraph') return;
  const lead = first.children[0];
  if (lead?.type !== 'text' || !lead.value.startsWith('[!')) return;
  const marker = lead.value.slice(0, lead.value.indexOf(']') + 1);
  const rest = lead.value.slice(marker.length);
  if (!(marker.slice(2, -1).toUpperCase() in CALLOUT_TYPES) || !/^[ \t]*(\r?\n|$)/.test(rest)) return;
  first.children.splice(0, 1, { type: 'alertMarker', value: marker }, ...(rest ? [text(rest)] : []));
}

interface BlockNodes {
  value: string;
  first: RootContent;
  last: Code;
}

/** The index path of every node of the tree (children indexes from the root), by node. */
function indexPaths(tree: Root): Map<Nodes, number[]> {
  const paths = new Map<Nodes, number[]>();
  const walk = (node: Nodes, at: number[]) => {
    paths.set(node, at);
    if ('children' in node) node.children.forEach((child, index) => walk(child, [...at, index]));
  };
  walk(tree, []);
  return paths;
}

function nodeAt(tree: Root, at: readonly number[]): Nodes | undefined {
  let node: Nodes | undefined = tree;
  for (const index of at) node = node && 'children' in node ? node.children[index] : undefined;
  return node;
}

/** A page's body (its markdown without frontmatter) as clean, standard markdown, with its variant groups' spans. */
export function agentMarkdown(content: string): AgentMarkdown {
  const tree = processor.parse(content);
  const groups: Array<{ dimension: VariantGroupSpans['dimension']; blocks: BlockNodes[] }> = [];

  const parents: Parent[] = [];
  visit(tree, (node) => {
    if ('children' in node) parents.push(node);
  });
  for (const parent of parents) {
    if (parent.type === 'blockquote') keepAlertMarker(parent);
    const templateOf = (node: RootContent) => (node.type === 'code' ? parseCodeMeta(node.meta).template : undefined);
    const variantOf = new Map<RootContent, { group: BlockNodes[]; label: Paragraph; value: string }>();
    for (const [start, end] of variantRuns(parent.children as RootContent[], (child) =>
      isTemplateId(templateOf(child)),
    )) {
      const nodes = parent.children.slice(start, end) as Code[];
      const templates = nodes.map((node) => templateOf(node) as TemplateId);
      const described = describeVariants(templates);
      if ('error' in described) continue; // the build reports it; the blocks stay plain blocks
      const group: BlockNodes[] = [];
      groups.push({ dimension: described.dimension, blocks: group });
      nodes.forEach((node, index) => {
        const value = described.values[index]!;
        variantOf.set(node, { group, value, label: variantLabel(described.dimension, value, templates[index]!) });
      });
    }
    if (!parent.children.some((child) => child.type === 'code')) continue;
    parent.children = (parent.children as RootContent[]).flatMap((child) => {
      if (child.type !== 'code') return [child];
      const cleaned = cleanCode(child);
      const variant = variantOf.get(child);
      if (!variant) return cleaned;
      const last = cleaned.at(-1) as Code;
      variant.group.push({ value: variant.value, first: variant.label, last });
      return [variant.label, ...cleaned];
    }) as Parent['children'];
  }

  const markdown = processor.stringify(tree);
  if (groups.length === 0) return { markdown, variants: [] };

  // The offsets come from the written markdown parsed again: each node sits at the same index path in both trees.
  const paths = indexPaths(tree);
  const written = processor.parse(markdown);
  const offset = (node: Nodes, edge: 'start' | 'end') => {
    const found = nodeAt(written, paths.get(node)!);
    const at = found?.type === node.type ? found.position?.[edge].offset : undefined;
    if (at === undefined) throw new Error(`agent markdown: a ${node.type} block moved when written as markdown`);
    return at;
  };
  return {
    markdown,
    variants: groups.map(({ dimension, blocks }) => ({
      dimension,
      blocks: blocks.map(({ value, first, last }) => ({
        value,
        start: offset(first, 'start'),
        end: offset(last, 'end'),
      })),
    })),
  };
}
