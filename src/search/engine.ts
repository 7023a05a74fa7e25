import MiniSearch, { type Options, type SearchOptions } from 'minisearch';
import type { SearchRecord } from '../pipeline/search-records.ts';
import type { SearchResult } from '../shared/types.ts';
import { classifyQueryWords, processTerm, tokenize } from './tokenize.ts';

/** Weight of a word that the reader typed only as part of a compound (`auth` in `--no-auth`). */
const COMPOUND_PART_WEIGHT = 0.3;
/** Weight of a compound typed whole (`--no-auth`, `BETTER_AUTH_SECRET`): an exact identifier is strong evidence. */
const COMPOUND_WEIGHT = 4;

function fuzziness(term: string): number | false {
  return term.length >= 8 ? 2 : term.length >= 4 ? 1 : false;
}

/** The search interface the HTTP layer depends on; the engine behind it can change without touching the endpoint. */
export interface SearchEngine {
  /** Best results first, at most `limit`. A query with no searchable words answers []. */
  search(query: string, limit?: number): SearchResult[];
}

export const DEFAULT_LIMIT = 20;

type StoredFields = Omit<SearchRecord, 'text'>;

const SEARCH_OPTIONS: SearchOptions = {
  boost: { title: 3, documentTitle: 1, text: 1 },
  /** One typo allowed in words of 4–7 characters, two from 8; shorter words must match exactly or as a prefix. */
  fuzzy: (term) => fuzziness(term),
  /** Words of 3+ characters may be the start of a longer one ("authen" → authentication), so results appear while typing. */
  prefix: (term) => term.length >= 3,
  /** Exact above prefix above fuzzy. */
  weights: { prefix: 0.5, fuzzy: 0.3 },
  combineWith: 'OR',
  /** Page records rank a little above sections with the same words. */
  boostDocument: (_id, _term, stored) => (stored?.type === 'page' ? 1.2 : 1),
};

/** Index options; loading a serialized index needs exactly the options that built it. */
export const INDEX_OPTIONS: Options<SearchRecord> = {
  fields: ['title', 'documentTitle', 'text'],
  storeFields: ['title', 'path', 'level', 'type', 'content', 'documentTitle'],
  tokenize,
  processTerm,
  searchOptions: SEARCH_OPTIONS,
};

type Hit = { id: string; score: number };

const byScoreThenId = (a: Hit, b: Hit) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The best `limit` hits, ties broken by id so the order never depends on insertion. MiniSearch returns every matching
 * record sorted by score, so only the hits scoring at least the `limit`-th need the tie-break: on a large site a common
 * word matches tens of thousands of records, and sorting them all again would cost more than the selection.
 */
export function topHits<T extends Hit>(hitsByScore: readonly T[], limit: number): T[] {
  if (limit <= 0) return [];
  let end = Math.min(limit, hitsByScore.length);
  const threshold = hitsByScore[end - 1]?.score;
  while (end < hitsByScore.length && hitsByScore[end]!.score === threshold) end++;
  return hitsByScore.slice(0, end).sort(byScoreThenId).slice(0, limit);
}

/** Builds the index at build time and serializes it to JSON (loaded by the server at start-up). */
export function buildSearchIndex(records: readonly SearchRecord[]): string {
  const index = new MiniSearch<SearchRecord>(INDEX_OPTIONS);
  index.addAll(records);
  return JSON.stringify(index);
}

/**
 * Loads a serialized index once (its JSON text, or the already parsed object a bundler imports); searches then run in
 * memory. Plain JSON: no eval (Workers forbid it).
 */
export function loadSearchEngine(serializedIndex: string | object): SearchEngine {
  const index =
    typeof serializedIndex === 'string'
      ? MiniSearch.loadJSON<SearchRecord>(serializedIndex, INDEX_OPTIONS)
      : MiniSearch.loadJS<SearchRecord>(serializedIndex as Parameters<typeof MiniSearch.loadJS>[0], INDEX_OPTIONS);
  return {
    search(query, limit = DEFAULT_LIMIT) {
      // Parts of a typed compound count less and only exactly: `--no-auth` must not turn into "no*" and "auth*".
      const { compounds, partsOnly: parts } = classifyQueryWords(query);
      const hits = index.search(
        query,
        compounds.size === 0
          ? {}
          : {
              boostTerm: (term) => (parts.has(term) ? COMPOUND_PART_WEIGHT : compounds.has(term) ? COMPOUND_WEIGHT : 1),
              prefix: (term) => !parts.has(term) && term.length >= 3,
              fuzzy: (term) => !parts.has(term) && fuzziness(term),
            },
      );
      return topHits(hits, limit).map((hit) => {
        const stored = hit as unknown as StoredFields;
        return {
          id: hit.id as string,
          metadata: {
            title: stored.title,
            path: stored.path,
            level: stored.level,
            type: stored.type,
            content: stored.content,
            documentTitle: stored.documentTitle,
          },
        };
      });
    },
  };
}
