import { describe, expect, it } from 'vitest';
import { NONE, nextHighlight } from '../../../../src/browser/lib/result-navigation.ts';

describe('nextHighlight (spec section 4)', () => {
  const cases: Array<[number, string, number, number]> = [
    [NONE, 'ArrowDown', 3, 0],
    [0, 'ArrowDown', 3, 1],
    [2, 'ArrowDown', 3, 2], // stops at the last result
    [2, 'ArrowUp', 3, 1],
    [0, 'ArrowUp', 3, NONE], // from the first result back to none
    [NONE, 'ArrowUp', 3, NONE],
    [1, 'Enter', 3, 1],
    [NONE, 'ArrowDown', 0, NONE], // no results
    [5, 'ArrowUp', 0, NONE],
  ];
  for (const [current, key, count, expected] of cases) {
    it(`${current} + ${key} (${count} results) → ${expected}`, () =>
      expect(nextHighlight(current, key, count)).toBe(expected));
  }
});
