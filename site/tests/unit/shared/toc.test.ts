import { describe, expect, it } from 'vitest';
import { buildTocTree, flattenToc } from '../../../src/shared/toc.ts';

const h = (level: number, text: string) => ({ level, text, slug: text.toLowerCase().replaceAll(' ', '-') });

describe('buildTocTree', () => {
  const cases: Array<{ name: string; headings: ReturnType<typeof h>[]; expected: unknown }> = [
    { name: 'no headings', headings: [], expected: [] },
    {
      name: 'flat h2s',
      headings: [h(2, 'A'), h(2, 'B')],
      expected: [
        { text: 'A', slug: 'a', children: [] },
        { text: 'B', slug: 'b', children: [] },
      ],
    },
    {
      name: 'h3 nests under the h2 before it',
      headings: [h(2, 'A'), h(3, 'A one'), h(3, 'A two'), h(2, 'B')],
      expected: [
        {
          text: 'A',
          slug: 'a',
          children: [
            { text: 'A one', slug: 'a-one', children: [] },
            { text: 'A two', slug: 'a-two', children: [] },
          ],
        },
        { text: 'B', slug: 'b', children: [] },
      ],
    },
    {
      name: 'h4 and deeper are left out, h1 too',
      headings: [h(1, 'Title'), h(2, 'A'), h(4, 'Deep'), h(3, 'A one'), h(5, 'Deeper')],
      expected: [{ text: 'A', slug: 'a', children: [{ text: 'A one', slug: 'a-one', children: [] }] }],
    },
    {
      name: 'an h3 before any h2 stays at the top level',
      headings: [h(3, 'Orphan'), h(2, 'A'), h(3, 'A one')],
      expected: [
        { text: 'Orphan', slug: 'orphan', children: [] },
        { text: 'A', slug: 'a', children: [{ text: 'A one', slug: 'a-one', children: [] }] },
      ],
    },
  ];
  for (const { name, headings, expected } of cases) {
    it(name, () => expect(buildTocTree(headings)).toEqual(expected));
  }

  it('flattens in reading order', () => {
    expect(flattenToc(buildTocTree([h(2, 'A'), h(3, 'A one'), h(2, 'B'), h(3, 'B one')]))).toEqual([
      'a',
      'a-one',
      'b',
      'b-one',
    ]);
  });
});
