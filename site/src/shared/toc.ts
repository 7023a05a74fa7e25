import type { Heading } from './types.ts';

export interface TocItem {
  text: string;
  slug: string;
  children: TocItem[];
}

/** Heading levels listed in the table of contents. */
export const TOC_MIN_LEVEL = 2;
export const TOC_MAX_LEVEL = 3;

/**
 * Turns a page's flat heading list into the "On this page" tree: h2 at the top, h3 nested under the h2 before it.
 * Headings outside h2–h3 are left out; an h3 with no h2 before it stays at the top level rather than being lost.
 */
export function buildTocTree(headings: readonly Heading[]): TocItem[] {
  const root: TocItem[] = [];
  let parent: TocItem | undefined;
  for (const heading of headings) {
    if (heading.level < TOC_MIN_LEVEL || heading.level > TOC_MAX_LEVEL) continue;
    const item: TocItem = { text: heading.text, slug: heading.slug, children: [] };
    if (heading.level === TOC_MIN_LEVEL || !parent) {
      root.push(item);
      if (heading.level === TOC_MIN_LEVEL) parent = item;
    } else {
      parent.children.push(item);
    }
  }
  return root;
}

/** The slugs of the tree in reading order (what the scroll spy walks). */
export function flattenToc(items: readonly TocItem[]): string[] {
  return items.flatMap((item) => [item.slug, ...flattenToc(item.children)]);
}
