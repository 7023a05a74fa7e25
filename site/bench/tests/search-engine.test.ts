import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import MiniSearch, { type Options } from 'minisearch';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeSyntheticSite } from '../lib/synthetic-corpus.ts';
import { QUERIES } from '../search-quality/queries.ts';
import type { SearchRecord } from '../../src/shared/search/search-records.ts';
import { loadSite } from '../../tests/helpers/site.ts';
import { buildSearchIndex, loadSearchEngine, type SearchEngine } from '../../src/shared/search/engine.ts';
import { maxEdits } from '../../src/shared/search/query-plan.ts';
import { classifyQueryWords, processTerm, tokenize } from '../../src/shared/search/tokenize.ts';

/**
 * The compact engine ranks exactly as MiniSearch 7 did with the options this site gave it (BM25+, field boosts, prefix
 * and fuzzy weights, page boost, compound weights). The reference below is that configuration; both answer the same
 * queries on the real site and on a synthetic one, and must agree on every result and its order.
 */
const REFERENCE_OPTIONS: Options<SearchRecord> = {
  fields: ['title', 'documentTitle', 'text'],
  storeFields: ['type'],
  tokenize,
  processTerm,
  searchOptions: {
    boost: { title: 3, documentTitle: 1, text: 1 },
    fuzzy: (term) => maxEdits(term) || false,
    prefix: (term) => term.length >= 3,
    weights: { prefix: 0.5, fuzzy: 0.3 },
    combineWith: 'OR',
    boostDocument: (_id, _term, stored) => (stored?.type === 'page' ? 1.2 : 1),
  },
};

function reference(records: readonly SearchRecord[]) {
  const index = new MiniSearch<SearchRecord>(REFERENCE_OPTIONS);
  index.addAll(records);
  return (query: string) => {
    const { compounds, partsOnly } = classifyQueryWords(query);
    const options =
      compounds.size === 0
        ? {}
        : {
            boostTerm: (term: string) => (partsOnly.has(term) ? 0.3 : compounds.has(term) ? 4 : 1),
            prefix: (term: string) => !partsOnly.has(term) && term.length >= 3,
            fuzzy: (term: string) => !partsOnly.has(term) && (maxEdits(term) || false),
          };
    return index.search(query, options).map((hit) => ({ id: hit.id as string, score: hit.score }));
  };
}

const EDGE_QUERIES = [
  '--no-auth', 'BETTER_AUTH_SECRET', 'auth auth', 'deploy deploy deploy worker', 'how do I deploy', 'the', 'a',
  'wrangler.jsonc', '@tanstack/react-query', 'createDb', 'd1', '8787', 'authentcation', 'configuraton', 'te', 'tem',
  'templ', 'migrat', 'databse migratoins', 'x', 'zzzzzz', 'Déploiement', 'npm create flarekit@latest my-app',
];

/** Same records, same order; scores within floating-point rounding (sums may add the same terms in another order). */
function expectSameRanking(query: string, ours: SearchEngine, theirs: ReturnType<typeof reference>, limit: number) {
  const expected = theirs(query);
  const actual = ours.search(query, limit).map((result) => result.id);
  // Ties at the cut are ordered by id in both: take the reference's order with equal scores broken the same way.
  const tolerance = (score: number) => Math.abs(score) * 1e-12;
  const canonical = [...expected].sort((a, b) => (Math.abs(a.score - b.score) > tolerance(a.score) ? b.score - a.score : a.id < b.id ? -1 : 1));
  expect(actual, `"${query}"`).toEqual(canonical.slice(0, limit).map((hit) => hit.id));
}

describe.each([
  ['the real site', async () => ({ records: (await loadSite(path.resolve(import.meta.dirname, '../..'))).searchRecords, queries: [] as string[] })],
  [
    'a synthetic site of 120 pages',
    async () => {
      const root = await mkdtemp(path.join(tmpdir(), 'flarekit-engine-'));
      const site = await writeSyntheticSite(root, 120);
      const records = (await loadSite(root)).searchRecords;
      await rm(root, { recursive: true, force: true });
      return { records, queries: site.queries };
    },
  ],
] as const)('the engine ranks as the MiniSearch reference on %s', (_name, load) => {
  let ours: SearchEngine;
  let theirs: ReturnType<typeof reference>;
  let siteQueries: string[];
  beforeAll(async () => {
    const { records, queries } = await load();
    siteQueries = queries;
    ours = loadSearchEngine(buildSearchIndex(records));
    theirs = reference(records);
  }, 120_000);

  it('on the quality queries, edge cases and the site’s own words (top 20 and top 100)', () => {
    for (const query of [...QUERIES.map((q) => q.query), ...EDGE_QUERIES, ...siteQueries]) {
      expectSameRanking(query, ours, theirs, 20);
      expectSameRanking(query, ours, theirs, 100);
    }
  });
});

