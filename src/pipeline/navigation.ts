import type { NavCategory } from '../shared/types.ts';
import { docsHref } from '../shared/routes.ts';
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
