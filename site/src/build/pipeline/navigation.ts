import type { NavCategory } from '../../shared/types.ts';
import { docsHref } from '../../shared/routes.ts';
import type { NavigationConfig } from './navigation-config.ts';

const collator = new Intl.Collator('en', { numeric: true });

/** A category's label: its configured title, or else its key with every dash replaced by a space. */
export function categoryTitle(key: string, title: string | undefined): string {
  return title ?? key.replaceAll('-', ' ');
}

/**
 * Orders categories by their configured `order` (ascending); categories without an order come after all ordered ones.
 * Ties (equal orders, or no order) are broken by key with a locale-aware collator, so the result never depends on
 * the key order of the JSON file.
 */
export function orderCategoryKeys(categories: NavigationConfig['categories']): string[] {
  return Object.keys(categories).sort((a, b) => {
    const orderA = categories[a]?.order ?? Number.POSITIVE_INFINITY;
    const orderB = categories[b]?.order ?? Number.POSITIVE_INFINITY;
    if (orderA !== orderB) return orderA < orderB ? -1 : 1;
    return collator.compare(a, b);
  });
}

/** Builds the ordered side navigation; `pageTitle` looks up a page's title by its path ("section/name"). */
export function buildNavigation(config: NavigationConfig, pageTitle: (path: string) => string): NavCategory[] {
  return orderCategoryKeys(config.categories).map((key) => {
    const category = config.categories[key]!;
    return {
      key,
      title: categoryTitle(key, category.title),
      links: category.items.map((item) => {
        const path = `${key}/${item}`;
        return { title: pageTitle(path), href: docsHref(path) };
      }),
    };
  });
}

/**
 * Up to this many links in all, every page carries the whole navigation. Above it, a page lists only its own category's
 * links and shows the other categories as links to their first page: otherwise each page would carry every link and the
 * site's output would grow with the square of its size (10,000 pages × 10,000 links).
 */
export const FULL_NAVIGATION_MAX_LINKS = 300;

/** The navigation as the page at `currentHref` (none: home, 404, search) shows it. */
export function navigationForPage(
  navigation: NavCategory[],
  currentHref?: string,
  maxLinks = FULL_NAVIGATION_MAX_LINKS,
): NavCategory[] {
  const total = navigation.reduce((sum, category) => sum + category.links.length, 0);
  if (total <= maxLinks) return navigation;
  return navigation.map((category) => {
    if (category.links.some((link) => link.href === currentHref)) return category;
    const first = category.links[0];
    if (!first) return category;
    return {
      key: category.key,
      title: category.title,
      links: [],
      collapsed: { href: first.href, pages: category.links.length },
    };
  });
}
