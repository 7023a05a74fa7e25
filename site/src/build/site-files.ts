import type { DocPage, NavCategory } from '../shared/types.ts';
import { agentMarkdown, type AgentMarkdown } from './agent-markdown.ts';
import { docsHref } from '../shared/routes.ts';
import { cacheControl, IMMUTABLE_PREFIX } from '../shared/cache-policy.ts';
import { escapeHtml } from '../shared/escape.ts';
import { securityHeaders } from '../shared/headers.ts';
import { SITE } from '../shared/site-config.ts';

/** Text files generated next to the pages: sitemap, robots, and the AI-ready markdown (llms.txt convention). */

export function sitemapXml(entries: ReadonlyArray<{ path: string; lastModified?: string }>): string {
  const urls = entries.map(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${escapeHtml(lastModified.slice(0, 10))}</lastmod>` : '';
    return `  <url><loc>${escapeHtml(SITE.url + path)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${SITE.url}/sitemap.xml\n`;
}

/** A page as one markdown document for programs: title, summary, then the body in standard markdown (agent-markdown.ts). */
export function pageMarkdown(page: DocPage): string {
  return pageAgentMarkdown(page).markdown;
}

const agentPages = new WeakMap<DocPage, AgentMarkdown>();

/** pageMarkdown(page) with its variant groups' offsets into it. */
export function pageAgentMarkdown(page: DocPage): AgentMarkdown {
  let result = agentPages.get(page);
  if (!result) {
    const header = `# ${page.title}\n\n> ${page.summary}\n\n`;
    const body = agentMarkdown(page.content);
    result = {
      markdown: `${header}${body.markdown.trimEnd()}\n`,
      variants: body.variants.map((group) => ({
        ...group,
        blocks: group.blocks.map((block) => ({
          ...block,
          start: block.start + header.length,
          end: block.end + header.length,
        })),
      })),
    };
    agentPages.set(page, result);
  }
  return result;
}

/** /llms.txt: what the site is, then every page with its summary and a link to its markdown, by category. */
export function llmsTxt(navigation: readonly NavCategory[], pages: readonly DocPage[]): string {
  const byHref = new Map(pages.map((page) => [docsHref(page._meta.path), page]));
  const sections = navigation.map((category) => {
    const lines = category.links.map((link) => {
      const page = byHref.get(link.href)!;
      return `- [${page.title}](${SITE.url}${link.href}.md): ${page.summary}`;
    });
    return `## ${category.title}\n\n${lines.join('\n')}`;
  });
  return `# ${SITE.name}\n\n> ${SITE.description}\n\nCreate a project with \`${SITE.createCommand}\`. Every page below is also available as HTML at the same URL without \`.md\`, and all pages in one file at ${SITE.url}/llms-full.txt.\n\n${sections.join('\n\n')}\n`;
}

/** /llms-full.txt: every page as markdown, in navigation order, separated by rules. */
export function llmsFullTxt(pages: readonly DocPage[]): string {
  return pages
    .map((page) => `${pageMarkdown(page)}\nSource: ${SITE.url}${docsHref(page._meta.path)}\n`)
    .join('\n---\n\n');
}

/** The `_headers` file of Cloudflare Workers static assets: the servers' header and cache policy, for the files it serves. */
export function cloudflareHeadersFile(): string {
  const security = Object.entries(securityHeaders()).map(([name, value]) => `  ${name}: ${value}`);
  return ['/*', ...security, '', `${IMMUTABLE_PREFIX}*`, `  Cache-Control: ${cacheControl('immutable')}`, ''].join(
    '\n',
  );
}

/** Files Cloudflare must not serve as assets: precompressed twins (it compresses itself) and its own config files. */
export const ASSETS_IGNORE = '*.br\n*.gz\n_headers\n.assetsignore\n';
