import type { Heading } from '../../shared/types.ts';
import { DOCS_PREFIX } from '../../shared/routes.ts';
import type { ContentProblem } from './content-error.ts';
import type { PageLink } from './remark/links.ts';
import { decodeUriPart } from '../../shared/routes.ts';

export interface PageLinks {
  file: string;
  pagePath: string;
  links: readonly PageLink[];
}

/** Site routes outside /docs/ that pages may link to. */
const OTHER_ROUTES = new Set(['/', '/llms.txt', '/llms-full.txt', '/sitemap.xml']);

/**
 * Checks every internal link at build time: "/docs/<section>/<name>" must be a page, "#anchor" must be a heading of
 * the target page (or of the same page for "#anchor" alone). External links (https:, mailto:) are not fetched.
 */
export function checkLinks(
  sources: readonly PageLinks[],
  pages: ReadonlyMap<string, readonly Heading[]>,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const { file, pagePath, links } of sources) {
    for (const { url, line } of links) {
      const reason = checkLink(url, pagePath, pages);
      if (reason) problems.push({ file, line, reason });
    }
  }
  return problems;
}

function checkLink(url: string, fromPath: string, pages: ReadonlyMap<string, readonly Heading[]>): string | undefined {
  if (/^[a-z][a-z+.-]*:/i.test(url)) return undefined;
  const hashAt = url.indexOf('#');
  const target = hashAt === -1 ? url : url.slice(0, hashAt);
  const anchor = hashAt === -1 ? undefined : decodeUriPart(url.slice(hashAt + 1));
  if (anchor === null)
    return `link "${url}" has a malformed percent-escape in its #anchor: write the heading's id as it is, or escape "%" as %25`;
  let targetPath = fromPath;
  if (target !== '') {
    if (!target.startsWith(DOCS_PREFIX)) {
      return OTHER_ROUTES.has(target)
        ? undefined
        : `link "${url}" is not a page of this site: link to /docs/<section>/<name>`;
    }
    targetPath = target.slice(DOCS_PREFIX.length).replace(/\/$/, '');
    if (!pages.has(targetPath))
      return `link "${url}" points to a page that does not exist (no content/docs/${targetPath}.md)`;
  }
  if (anchor === undefined) return undefined;
  const headings = pages.get(targetPath);
  if (headings && !headings.some((heading) => heading.slug === anchor)) {
    const known = headings.map((heading) => `#${heading.slug}`).join(', ') || 'none';
    return `link "${url}": "${targetPath}" has no heading "#${anchor}" (its headings: ${known})`;
  }
  return undefined;
}
