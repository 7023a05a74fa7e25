import { describe, expect, it } from 'vitest';
import { buildNavigation, categoryTitle, orderCategoryKeys } from '../../src/pipeline/navigation.ts';

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
    { name: 'categories without an order come last, by key', categories: { zeta: cat(), beta: cat(), alpha: cat(5) }, expected: ['alpha', 'beta', 'zeta'] },
    { name: 'equal orders are broken by key', categories: { second: cat(1), first: cat(1), zero: cat(0) }, expected: ['zero', 'first', 'second'] },
    { name: 'negative and fractional orders', categories: { b: cat(0.5), a: cat(-1), c: cat(0.25) }, expected: ['a', 'c', 'b'] },
    { name: 'no order at all: by key, numbers compared as numbers', categories: { 'part-10': cat(), 'part-2': cat(), 'part-1': cat() }, expected: ['part-1', 'part-2', 'part-10'] },
    { name: 'does not depend on the key order of the file', categories: { b: cat(), a: cat(1), c: cat() }, expected: ['a', 'b', 'c'] },
  ];
  for (const { name, categories, expected } of cases) {
    it(name, () => expect(orderCategoryKeys(categories)).toEqual(expected));
  }
});

describe('buildNavigation', () => {
  it('keeps the configured item order and builds hrefs', () => {
    const nav = buildNavigation(
      { categories: { guides: { items: ['zeta', 'alpha'] }, intro: { title: 'Introduction', order: 1, items: ['welcome'] } } },
      (path) => `Title of ${path}`,
    );
    expect(nav).toEqual([
      { key: 'intro', title: 'Introduction', links: [{ title: 'Title of intro/welcome', href: '/docs/intro/welcome' }] },
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
