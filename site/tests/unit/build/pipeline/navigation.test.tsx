import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  buildNavigation,
  categoryTitle,
  FULL_NAVIGATION_MAX_LINKS,
  navigationForPage,
  orderCategoryKeys,
} from '../../../../src/build/pipeline/navigation.ts';
import type { NavCategory } from '../../../../src/shared/types.ts';
import { NAVIGATION_FILE } from '../../../../src/build/pipeline/load-site.ts';
import { SITE_ROOT } from '../../../helpers/site.ts';
import { SideNav } from '../../../../src/browser/components/SideNav.tsx';

describe('categoryTitle', () => {
  const cases: Array<[string, string | undefined, string]> = [
    ['getting-started', 'Getting Started', 'Getting Started'],
    ['getting-started', undefined, 'getting started'],
    ['a-b-c-d', undefined, 'a b c d'],
    ['single', undefined, 'single'],
  ];
  for (const [key, title, expected] of cases) {
    it(`${key} / ${String(title)} → ${expected}`, () => expect(categoryTitle(key, title)).toBe(expected));
  }
});

describe('orderCategoryKeys', () => {
  const cat = (order?: number) => ({ items: ['x'], ...(order === undefined ? {} : { order }) });
  const cases: Array<{ name: string; categories: Record<string, ReturnType<typeof cat>>; expected: string[] }> = [
    { name: 'ascending order values', categories: { c: cat(3), a: cat(1), b: cat(2) }, expected: ['a', 'b', 'c'] },
    {
      name: 'categories without an order come last, by key',
      categories: { zeta: cat(), beta: cat(), alpha: cat(5) },
      expected: ['alpha', 'beta', 'zeta'],
    },
    {
      name: 'equal orders are broken by key',
      categories: { second: cat(1), first: cat(1), zero: cat(0) },
      expected: ['zero', 'first', 'second'],
    },
    {
      name: 'negative and fractional orders',
      categories: { b: cat(0.5), a: cat(-1), c: cat(0.25) },
      expected: ['a', 'c', 'b'],
    },
    {
      name: 'no order at all: by key, numbers compared as numbers',
      categories: { 'part-10': cat(), 'part-2': cat(), 'part-1': cat() },
      expected: ['part-1', 'part-2', 'part-10'],
    },
  ];
  for (const { name, categories, expected } of cases) {
    it(name, () => expect(orderCategoryKeys(categories)).toEqual(expected));
  }
});

describe('buildNavigation', () => {
  it('keeps the configured item order and builds hrefs', () => {
    const nav = buildNavigation(
      {
        categories: {
          guides: { items: ['zeta', 'alpha'] },
          intro: { title: 'Introduction', order: 1, items: ['welcome'] },
        },
      },
      (path) => `Title of ${path}`,
    );
    expect(nav).toEqual([
      {
        key: 'intro',
        title: 'Introduction',
        links: [{ title: 'Title of intro/welcome', href: '/docs/intro/welcome' }],
      },
      {
        key: 'guides',
        title: 'guides',
        links: [
          { title: 'Title of guides/zeta', href: '/docs/guides/zeta' },
          { title: 'Title of guides/alpha', href: '/docs/guides/alpha' },
        ],
      },
    ]);
  });
});

describe('navigationForPage', () => {
  const category = (key: string, pages: number): NavCategory => ({
    key,
    title: key.toUpperCase(),
    links: Array.from({ length: pages }, (_, index) => ({ title: `${key} ${index}`, href: `/docs/${key}/p${index}` })),
  });
  const nav = [category('a', 3), category('b', 2), category('c', 1)];
  const shape = (result: NavCategory[]) =>
    result.map((c) =>
      c.collapsed ? `${c.key}→${c.collapsed.href} (${c.collapsed.pages})` : `${c.key}:${c.links.length}`,
    );
  const cases: Array<{ name: string; current?: string; maxLinks: number; expected: string[] }> = [
    { name: 'at the limit, the whole navigation', current: '/docs/b/p0', maxLinks: 6, expected: ['a:3', 'b:2', 'c:1'] },
    {
      name: 'above it, only the current category is listed',
      current: '/docs/b/p1',
      maxLinks: 5,
      expected: ['a→/docs/a/p0 (3)', 'b:2', 'c→/docs/c/p0 (1)'],
    },
    {
      name: 'the first category when the page is in it',
      current: '/docs/a/p2',
      maxLinks: 5,
      expected: ['a:3', 'b→/docs/b/p0 (2)', 'c→/docs/c/p0 (1)'],
    },
    {
      name: 'no current page (home, 404, search): every category collapsed',
      maxLinks: 5,
      expected: ['a→/docs/a/p0 (3)', 'b→/docs/b/p0 (2)', 'c→/docs/c/p0 (1)'],
    },
    {
      name: 'an unknown current page: every category collapsed',
      current: '/docs/z/p0',
      maxLinks: 0,
      expected: ['a→/docs/a/p0 (3)', 'b→/docs/b/p0 (2)', 'c→/docs/c/p0 (1)'],
    },
  ];
  for (const { name, current, maxLinks, expected } of cases) {
    it(name, () => expect(shape(navigationForPage(nav, current, maxLinks))).toEqual(expected));
  }

  it('keeps order, keys and titles', () => {
    const result = navigationForPage(nav, '/docs/c/p0', 0);
    expect(result.map((c) => [c.key, c.title])).toEqual(nav.map((c) => [c.key, c.title]));
  });

  it('the real site is under the default limit, so every page carries the whole navigation', async () => {
    const config = JSON.parse(await readFile(path.join(SITE_ROOT, NAVIGATION_FILE), 'utf8')) as {
      categories: Record<string, { items: string[] }>;
    };
    const links = Object.values(config.categories).reduce((total, category) => total + category.items.length, 0);
    expect(links).toBeGreaterThan(0);
    expect(links).toBeLessThanOrEqual(FULL_NAVIGATION_MAX_LINKS);
  });

  it('a page of a 10,000-page site carries its own category and one link per other category', () => {
    const large = Array.from({ length: 200 }, (_, index) => category(`s${index}`, 50));
    const html = renderToStaticMarkup(
      <SideNav navigation={navigationForPage(large, '/docs/s7/p3')} currentHref="/docs/s7/p3" idPrefix="t" />,
    );
    expect(html.match(/<a /g)).toHaveLength(50 + 199);
    expect(html).toContain('<a href="/docs/s7/p3" aria-current="page">s7 3</a>');
    expect(html).toContain('<a href="/docs/s8/p0">S8 <span class="nav-category-count">(50 pages)</span></a>');
    const full = renderToStaticMarkup(<SideNav navigation={large} currentHref="/docs/s7/p3" idPrefix="t" />);
    expect(html.length * 10).toBeLessThan(full.length);
  });
});
