/**
 * The MCP tool `read_page`: a page's markdown (the `.md` file the build writes, what `Accept: text/markdown` answers),
 * with its "your project" variants resolved for a template when one is given: where the page shows a step in two
 * versions, only that template's stays.
 */
import type { McpData, McpPage } from '../../shared/agents/mcp-data.ts';
import { resolveVariants } from '../../shared/agents/resolve-variants.ts';

/** The markdown file at `url` (`<origin>/docs/<path>.md`) from the build, or undefined when it has none. */
export type ReadMarkdown = (url: URL) => Promise<string | undefined>;

/**
 * The page path in what a reader or an agent may give: "getting-started/quick-start", "/docs/getting-started/quick-start",
 * the page's URL, with or without ".md", a trailing slash or a "#section".
 */
export function pagePathOf(input: string): string {
  let value = input.trim();
  try {
    if (/^https?:\/\//i.test(value)) value = new URL(value).pathname;
  } catch {
    // not a URL after all: taken as a path
  }
  return value
    .replace(/[#?].*$/, '')
    .replace(/^\/+/, '')
    .replace(/^docs\//, '')
    .replace(/\/+$/, '')
    .replace(/\.md$/, '');
}

export type PageAnswer = { ok: true; page: McpPage; markdown: string } | { ok: false; error: string };

export async function readPage(
  data: McpData,
  readMarkdown: ReadMarkdown,
  input: { path: string; template?: string | undefined },
  origin: string,
): Promise<PageAnswer> {
  const pagePath = pagePathOf(input.path);
  const page = data.pages.find((candidate) => candidate.path === pagePath);
  if (!page) {
    return {
      ok: false,
      error: `No page "${input.path}". The pages are: ${data.pages.map((known) => known.path).join(', ')}.`,
    };
  }
  const markdown = await readMarkdown(new URL(`/docs/${page.path}.md`, origin));
  if (markdown === undefined) return { ok: false, error: `The markdown of ${page.path} is missing from this build.` };
  if (input.template === undefined) return { ok: true, page, markdown };
  const template = data.templates.find((candidate) => candidate.id === input.template);
  if (!template) {
    const ids = data.templates.map((known) => known.id).join(', ');
    return { ok: false, error: `No template "${input.template}": use one of ${ids}.` };
  }
  if (markdown.length !== page.markdownLength) {
    return { ok: false, error: `The markdown of ${page.path} is not the one this server was built with.` };
  }
  return { ok: true, page, markdown: resolveVariants(markdown, page.variants, template.answers) };
}
