import { LRUCache } from 'lru-cache';
import type { SearchEngine } from '../shared/search/engine.ts';
import type { Encoding } from './content-encoding.ts';
import { jsonForScript } from '../shared/escape.ts';
import { encodeSuggestions } from '../shared/search/suggestions-header.ts';

/** Compresses an answer (Node passes zlib; on Workers the platform compresses and none is given). */
export type Compressor = (body: string, encoding: Encoding) => Uint8Array;

export interface SearchAnswer {
  /** UTF-8 JSON, or its compressed bytes. */
  body: Uint8Array;
  /** Set when the body is compressed. */
  encoding?: Encoding;
  /** For a query that found nothing, the queries to try instead, as the Search-Suggestions header value. */
  suggestions?: string;
}

const utf8 = new TextEncoder();

/** Smaller answers (`[]`, a few short results) are sent as they are: compression would not pay for itself. */
const MIN_COMPRESS_BYTES = 1024;

/** What the cache may hold by default: a few thousand distinct answers (an answer is 5–30 KB of JSON). */
export const DEFAULT_CACHE_BYTES = 32 * 2 ** 20;

/**
 * The answers of GET /api/search (the JSON body and, for a query that found nothing, its suggestions), serialized (and
 * compressed) once per query and coding and kept in a least-recently-used cache bounded in bytes. The index is fixed while the server runs, so a cached answer never goes
 * stale; readers ask the same words again and again (and the same prefixes while typing), and most of the cost of an
 * answer is its serialization and compression, not the search. `cacheBytes: 0` turns the cache off.
 */
export function createSearchAnswers(
  engine: SearchEngine,
  { compress, cacheBytes = DEFAULT_CACHE_BYTES }: { compress?: Compressor; cacheBytes?: number } = {},
) {
  const cache =
    cacheBytes >= 1
      ? new LRUCache<string, SearchAnswer>({
          maxSize: Math.floor(cacheBytes),
          sizeCalculation: (answer, key) =>
            answer.body.byteLength + (key.length + (answer.suggestions?.length ?? 0)) * 2 + 64,
        })
      : undefined;

  const make = (query: string, encoding: Encoding | undefined): SearchAnswer => {
    const results = query ? engine.search(query) : [];
    const json = jsonForScript(results);
    const answer: SearchAnswer =
      compress && encoding && json.length >= MIN_COMPRESS_BYTES
        ? { body: compress(json, encoding), encoding }
        : { body: utf8.encode(json) };
    // "Did you mean" is worked out only for a query that found nothing, once, and cached with its answer.
    const suggestions = query && results.length === 0 ? encodeSuggestions(engine.suggest?.(query) ?? []) : '';
    if (suggestions) answer.suggestions = suggestions;
    return answer;
  };

  return {
    /** The answer to `query` (already checked), compressed with `encoding` when a compressor was given. */
    answer(query: string, encoding: Encoding | undefined): SearchAnswer {
      const coding = compress ? encoding : undefined;
      if (!cache) return make(query, coding);
      const key = `${coding ?? 'identity'}\u0000${query}`;
      let answer = cache.get(key);
      if (!answer) {
        answer = make(query, coding);
        cache.set(key, answer);
      }
      return answer;
    },
    /** Entries and bytes held (for tests and benchmarks). */
    stats: () => ({ entries: cache?.size ?? 0, bytes: cache?.calculatedSize ?? 0 }),
  };
}
