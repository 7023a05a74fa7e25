import type { DocPage, NavCategory, NavLink } from '../shared/types.ts';
import { docsHref } from '../shared/routes.ts';
import { SITE } from '../shared/site-config.ts';
import { checkedPackages, type CheckedPackage } from './sample-versions.ts';
import { assistantLinks, type AssistantLink } from './assistant-links.ts';

/** What a docs page shows around its content: where it sits, where to go next, and where it comes from. */
export interface PageContext {
  category: NavLink;
  previous?: NavLink;
  next?: NavLink;
  editUrl: string;
  /** ISO date of the last change to the page's file. */
  lastUpdated: string;
  /** The page as markdown (`/docs/a/b.md`). */
  markdownHref: string;
  /** "Open in ChatGPT" and "Open in Claude": a chat that starts by reading the page's markdown at the site's origin. */
  assistants: AssistantLink[];
  /** The packages the page's samples use, at the versions the generated project pins and the checks ran against. */
  checkedWith: CheckedPackage[];
}

/**
 * Previous/next follow the navigation order across categories; the breadcrumb's category links to its first page;
 * "Edit this page" points at the file in the repository.
 */
export function buildPageContexts(
  navigation: readonly NavCategory[],
  pages: readonly DocPage[],
  lastUpdated: (filePath: string) => string,
  pinnedVersions: ReadonlyMap<string, string>,
): Map<string, PageContext> {
  const ordered = navigation.flatMap((category) => category.links.map((link) => ({ link, category })));
  const contexts = new Map<string, PageContext>();
  for (const page of pages) {
    const href = docsHref(page._meta.path);
    const index = ordered.findIndex((entry) => entry.link.href === href);
    const entry = ordered[index];
    if (!entry) throw new Error(`${href} is not in the navigation`);
    contexts.set(page._meta.path, {
      category: { title: entry.category.title, href: entry.category.links[0]!.href },
      ...(index > 0 ? { previous: ordered[index - 1]!.link } : {}),
      ...(index < ordered.length - 1 ? { next: ordered[index + 1]!.link } : {}),
      editUrl: `${SITE.repositoryUrl}/edit/main/site/content/${page._meta.filePath}`,
      lastUpdated: lastUpdated(`content/${page._meta.filePath}`),
      markdownHref: `${href}.md`,
      assistants: assistantLinks(`${SITE.url}${href}.md`),
      checkedWith: checkedPackages(page.content, pinnedVersions),
    });
  }
  return contexts;
}
