import type { Root } from 'mdast';
import rehypeStringify from 'rehype-stringify';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { parse as parseYaml } from 'yaml';
import type { Heading, PageSections } from '../../shared/types.ts';
import type { ContentProblem } from './content-error.ts';
import { rehypeHeadingAnchors } from './rehype/heading-anchors.ts';
import { remarkCallouts } from './remark/callouts.ts';
import { remarkCodeBlocks, type PageAsset } from './remark/code-blocks.ts';
import { remarkHeadings } from './remark/headings.ts';
import { remarkCollectLinks, type PageLink } from './remark/links.ts';
import { remarkRejectHtml } from './remark/reject-html.ts';
import { remarkSearchSections } from './search-sections.ts';

/** Everything one pass over a markdown file yields. */
export interface CompiledMarkdown {
  /** The parsed YAML frontmatter, not yet validated (undefined when the file has none, null when it is not YAML). */
  frontmatter: unknown;
  /** The markdown body without the frontmatter. */
  content: string;
  html: string;
  headings: Heading[];
  links: PageLink[];
  sections: PageSections;
  assets: PageAsset[];
  problems: ContentProblem[];
}

const remark = unified()
  .use(remarkParse)
  .use(remarkFrontmatter, ['yaml'])
  .use(remarkGfm)
  .use(remarkRejectHtml)
  .use(remarkHeadings)
  .use(remarkCollectLinks)
  .use(remarkCallouts)
  .use(remarkSearchSections)
  .use(remarkCodeBlocks);

const rehype = unified().use(remarkRehype).use(rehypeHeadingAnchors).use(rehypeStringify);

/**
 * Compiles one page in a single pass over its syntax tree: frontmatter, headings with their ids, links, search sections
 * and HTML all come from the same tree, so they cannot disagree. Problems are returned, not thrown, so the build can
 * report every problem of every page at once.
 */
export async function compileMarkdown(source: string, filePath: string): Promise<CompiledMarkdown> {
  const file = new VFile({ path: filePath, value: source });
  const tree = remark.parse(file) as Root;
  const problems: ContentProblem[] = [];

  const yamlNode = tree.children[0]?.type === 'yaml' ? tree.children[0] : undefined;
  let frontmatter: unknown;
  if (yamlNode) {
    try {
      frontmatter = parseYaml(yamlNode.value);
    } catch (error) {
      frontmatter = null;
      problems.push({
        file: filePath,
        line: 1,
        reason: `frontmatter is not valid YAML: ${(error as Error).message.split('\n')[0]}`,
      });
    }
  }
  const content = yamlNode ? source.slice(yamlNode.position?.end.offset ?? 0).replace(/^\s*\n/, '') : source;

  await remark.run(tree, file);
  const headings = file.data.headings ?? [];
  const sections = file.data.sections ?? { intro: '', sections: [] };
  const hast = await rehype.run(tree, file);
  const html = rehype.stringify(hast as never, file);

  for (const message of file.messages) {
    problems.push({ file: filePath, line: message.line ?? undefined, reason: message.reason });
  }
  return {
    frontmatter,
    content,
    html,
    headings,
    links: file.data.links ?? [],
    sections,
    assets: file.data.assets ?? [],
    problems,
  };
}
