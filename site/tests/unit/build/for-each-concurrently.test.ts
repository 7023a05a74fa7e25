import { describe, expect, it } from 'vitest';
import { forEachConcurrently } from '../../../src/build/for-each-concurrently.ts';

describe('forEachConcurrently', () => {
  const tick = () => new Promise((resolve) => setTimeout(resolve, 1));
  const cases: Array<[number, number, number]> = [
    // [items, limit, most running at once]
    [0, 3, 0],
    [1, 3, 1],
    [5, 1, 1],
    [5, 3, 3],
    [2, 8, 2],
    [4, 0, 1],
  ];
  for (const [count, limit, expected] of cases) {
    it(`${count} items, limit ${limit}: every item once, in order of start, at most ${expected} at once`, async () => {
      const started: number[] = [];
      let running = 0;
      let most = 0;
      await forEachConcurrently(
        Array.from({ length: count }, (_, i) => i),
        limit,
        async (item) => {
          started.push(item);
          most = Math.max(most, ++running);
          await tick();
          running--;
        },
      );
      expect(started).toEqual(Array.from({ length: count }, (_, i) => i));
      expect(most).toBe(expected);
    });
  }
  it('rejects with the first failure and starts nothing after it', async () => {
    const started: number[] = [];
    const run = forEachConcurrently([0, 1, 2, 3, 4, 5], 2, async (item) => {
      started.push(item);
      await tick();
      if (item === 1) throw new Error('image 1 failed');
    });
    await expect(run).rejects.toThrow('image 1 failed');
    expect(started).toEqual([0, 1, 2]);
  });
});
