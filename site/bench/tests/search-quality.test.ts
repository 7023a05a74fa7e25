import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ours } from '../search-quality/engines.ts';
import { evaluate, type QualityReport } from '../search-quality/metrics.ts';
import { QUERIES } from '../search-quality/queries.ts';
import { loadSite } from '../../tests/helpers/site.ts';

/** The search-quality gate on the real content (the full comparison is `npm run bench:search-quality`). */
let report: QualityReport;

beforeAll(async () => {
  const { searchRecords } = await loadSite(path.resolve(import.meta.dirname, '../..'));
  const search = ours(searchRecords);
  report = evaluate(QUERIES, (query) => search(query) as string[]);
}, 60_000);

describe('search quality', () => {
  it('has at least 60 queries of every kind', () => {
    expect(QUERIES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(QUERIES.map((q) => q.kind))).toEqual(new Set(['keyword', 'question', 'typo', 'partial', 'flag', 'env', 'number', 'identifier']));
  });

  it('success@1 is at least 0.85', () => {
    const misses = report.outcomes.filter((o) => o.rank !== 1).map((o) => `${o.query.query} → ${o.top} (rank ${o.rank})`);
    expect(report.success1, misses.join('\n')).toBeGreaterThanOrEqual(0.85);
  });

  for (const query of QUERIES.filter((q) => q.kind === 'typo')) {
    it(`one-typo query "${query.query}" finds its page in the top 5`, () => {
      const outcome = report.outcomes.find((o) => o.query === query)!;
      expect(outcome.rank).not.toBeNull();
      expect(outcome.rank!).toBeLessThanOrEqual(5);
    });
  }
});
