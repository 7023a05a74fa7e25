import { describe, expect, it } from 'vitest';
import { evaluate, pageOf, rankedPages } from '../search-quality/metrics.ts';

describe('search quality metrics', () => {
  it('judges results by page', () => {
    expect(pageOf('/docs/a/b#c')).toBe('a/b');
    expect(rankedPages(['/docs/a/b#x', '/docs/a/b', '/docs/c/d#y', '/docs/a/b#z'])).toEqual(['a/b', 'c/d']);
  });

  it('computes success@1, MRR@5 and recall@5', () => {
    const results: Record<string, string[]> = {
      first: ['/docs/a/a', '/docs/b/b'],
      third: ['/docs/x/x', '/docs/y/y', '/docs/a/a'],
      missing: ['/docs/x/x'],
      both: ['/docs/b/b#s', '/docs/x/x', '/docs/a/a'],
    };
    const report = evaluate(
      [
        { query: 'first', kind: 'keyword', expect: ['a/a'] },
        { query: 'third', kind: 'keyword', expect: ['a/a'] },
        { query: 'missing', kind: 'keyword', expect: ['a/a'] },
        { query: 'both', kind: 'keyword', expect: ['a/a', 'b/b'] },
      ],
      (query) => results[query]!,
    );
    expect(report.outcomes.map((o) => o.rank)).toEqual([1, 3, null, 1]);
    expect(report.success1).toBe(0.5);
    expect(report.mrr5).toBeCloseTo((1 + 1 / 3 + 0 + 1) / 4);
    expect(report.recall5).toBe((1 + 1 + 0 + 1) / 4);
  });
});
