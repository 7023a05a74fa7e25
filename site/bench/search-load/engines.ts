/**
 * The peers' search set-ups of the search-quality benchmark (bench/search-quality/engines.ts) behind the site's
 * `SearchEngine` interface, so the real Hono app can serve them: same records, same index settings, same queries; each
 * answer is the set-up's ranked list mapped back to the records, in the site's `SearchResult` shape, at most `limit`.
 */
import type { SearchRecord } from '../../src/shared/search/search-records.ts';
import { DEFAULT_LIMIT, type SearchEngine } from '../../src/shared/search/engine.ts';
import type { SearchResult } from '../../src/shared/types.ts';
import { fumadocsOrama, type SearchFn, vitepressMiniSearch } from '../search-quality/engines.ts';

function toResult(record: SearchRecord): SearchResult {
  return {
    id: record.id,
    metadata: {
      title: record.title,
      path: record.path,
      level: record.level,
      type: record.type,
      content: record.content,
      documentTitle: record.documentTitle,
    },
  };
}

/** Maps a ranked list of record paths (possibly repeating) to at most `limit` distinct results. */
function resultsFor(paths: Iterable<string>, byPath: ReadonlyMap<string, SearchRecord>, limit: number): SearchResult[] {
  const results: SearchResult[] = [];
  const seen = new Set<string>();
  for (const recordPath of paths) {
    if (results.length >= limit) break;
    if (seen.has(recordPath)) continue;
    seen.add(recordPath);
    const record = byPath.get(recordPath);
    if (record) results.push(toResult(record));
  }
  return results;
}

const indexByPath = (records: readonly SearchRecord[]) =>
  new Map(records.map((record) => [record.path, record] as const));

/** Fumadocs' "advanced" Orama search as the search-quality benchmark sets it up (bench/search-quality/engines.ts). */
export async function fumadocsOramaEngine(records: readonly SearchRecord[]): Promise<SearchEngine> {
  return synchronousEngine(await fumadocsOrama(records), records);
}

/** VitePress' local search set-up (MiniSearch, fuzzy 0.2, prefix, boosts), reused from the search-quality benchmark. */
export function vitepressMiniSearchEngine(records: readonly SearchRecord[]): SearchEngine {
  return synchronousEngine(vitepressMiniSearch(records), records);
}

function synchronousEngine(search: SearchFn, records: readonly SearchRecord[]): SearchEngine {
  const byPath = indexByPath(records);
  return {
    search(query, limit = DEFAULT_LIMIT) {
      const paths = search(query);
      if (!Array.isArray(paths)) throw new Error('the set-up must answer synchronously');
      return resultsFor(paths, byPath, limit);
    },
  };
}
