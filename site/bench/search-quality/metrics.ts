import type { QualityQuery } from './queries.ts';

/** "/docs/a/b#c" → "a/b": results are judged by the page they land on. */
export function pageOf(url: string): string {
  return url.replace(/^\/docs\//, '').replace(/#.*$/, '');
}

/** The distinct pages of a result list, in result order. */
export function rankedPages(urls: readonly string[]): string[] {
  return [...new Set(urls.map(pageOf))];
}

export interface QueryOutcome {
  query: QualityQuery;
  /** 1-based rank of the first page that answers it, among distinct pages; null when not in the results. */
  rank: number | null;
  top: string | undefined;
  /** Share of the expected pages found in the top 5. */
  recall5: number;
}

export interface QualityReport {
  outcomes: QueryOutcome[];
  success1: number;
  mrr5: number;
  recall5: number;
}

export function evaluate(queries: readonly QualityQuery[], search: (query: string) => string[]): QualityReport {
  const outcomes = queries.map((query): QueryOutcome => {
    const pages = rankedPages(search(query.query));
    const index = pages.findIndex((page) => query.expect.includes(page));
    const top5 = new Set(pages.slice(0, 5));
    return {
      query,
      rank: index === -1 ? null : index + 1,
      top: pages[0],
      recall5: query.expect.filter((page) => top5.has(page)).length / query.expect.length,
    };
  });
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(values.length, 1);
  return {
    outcomes,
    success1: mean(outcomes.map((o) => (o.rank === 1 ? 1 : 0))),
    mrr5: mean(outcomes.map((o) => (o.rank !== null && o.rank <= 5 ? 1 / o.rank : 0))),
    recall5: mean(outcomes.map((o) => o.recall5)),
  };
}
