import MiniSearch, { type Options, type SearchOptions } from 'minisearch';
import type { SearchRecord } from '../pipeline/search-records.ts';
import type { SearchResult } from '../shared/types.ts';
import { processTerm, tokenize } from './tokenize.ts';

/** The search interface the HTTP layer depends on; the engine behind it can change without touching the endpoint. */
export interface SearchEngine {
  /** Best results first, at most `limit`. A query with no searchable words answers []. */
  search(query: string, limit?: number): SearchResult[];
}

export const DEFAULT_LIMIT = 20;

type StoredFields = Omit<SearchRecord, 'text'>;

const SEARCH_OPTIONS: SearchOptions = {
  boost: { title: 4, documentTitle: 1.5, text: 1 },
  /** One typo allowed in words of 4 or more characters; shorter words must match exactly or as a prefix. */
  fuzzy: (term) => (term.length >= 4 ? 1 : false),
  /** Every word may be the start of a longer one ("authen" → authentication), so results appear while typing. */
  prefix: (term) => term.length >= 2,
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

/** Builds the index at build time and serializes it to JSON (loaded by the server at start-up). */
export function buildSearchIndex(records: readonly SearchRecord[]): string {
  const index = new MiniSearch<SearchRecord>(INDEX_OPTIONS);
  index.addAll(records);
  return JSON.stringify(index);
}

/** Loads a serialized index once; searches then run in memory. Plain JSON parsing: no eval (Workers forbid it). */
export function loadSearchEngine(serializedIndex: string): SearchEngine {
  const index = MiniSearch.loadJSON<SearchRecord>(serializedIndex, INDEX_OPTIONS);
  return {
    search(query, limit = DEFAULT_LIMIT) {
      const hits = index.search(query);
      hits.sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
      return hits.slice(0, limit).map((hit) => {
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
