import { describe, expect, it } from 'vitest';
import { selectTop } from '../../../../src/shared/search/top-k.ts';

describe('selectTop', () => {
  // [candidates as id:score in the order found, limit, expected ids]
  const cases: Array<[string, number, string]> = [
    ['', 20, ''],
    ['a:3 b:2 c:1', 20, 'a b c'],
    ['c:1 a:3 b:2', 20, 'a b c'],
    ['a:3 b:2 c:1', 2, 'a b'],
    ['c:1 b:2 a:3', 2, 'a b'],
    ['a:3 b:2 c:1', 0, ''],
    ['z:5 y:5 x:5', 20, 'x y z'],
    // equal scores across the cut: the lowest ids win, not the first found
    ['a:9 z:4 m:4 c:4 b:1', 2, 'a c'],
    ['a:9 z:4 m:4 c:4 b:1', 3, 'a c m'],
    ['q:2 p:2', 1, 'p'],
    ['b:1 a:1 d:7 c:1', 3, 'd a b'],
  ];
  for (const [input, limit, expected] of cases) {
    it(`${input || '(none)'}, limit ${limit}`, () => {
      const hits = input
        .split(' ')
        .filter(Boolean)
        .map((pair) => ({ id: pair.split(':')[0]!, score: Number(pair.split(':')[1]) }));
      const order = hits.map((_, i) => i);
      const best = selectTop(
        order,
        order.length,
        limit,
        (i) => hits[i]!.score,
        (i) => hits[i]!.id,
      );
      expect(best.map((i) => hits[i]!.id).join(' ')).toBe(expected);
    });
  }
  it('reads only the first `count` candidates', () =>
    expect(selectTop([2, 0, 1], 2, 5, (i) => i, String)).toEqual([2, 0]));
});
