/**
 * The peers' search set-ups of the search-quality benchmark (bench/search-quality/engines.ts) behind the site's
 * `SearchEngine` interface, so the real Hono app can serve them: same records, same index settings, same queries; each
 * answer is the set-up's ranked list mapped back to the records, in the site's `SearchResult` shape, at most `limit`.
 */
import { create, insertMultiple, search as oramaSearch, type Results } from '@orama/orama';
import type { SearchRecord } from '../../src/pipeline/search-records.ts';
import { DEFAULT_LIMIT, type SearchEngine } from '../../src/search/engine.ts';
import type { SearchResult } from '../../src/shared/types.ts';
import { vitepressMiniSearch } from '../search-quality/engines.ts';

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

const indexByPath = (records: readonly SearchRecord[]) => new Map(records.map((record) => [record.path, record] as const));

/**
 * Fumadocs' "advanced" Orama search as bench/search-quality/engines.ts sets it up (fumadocs-core create-db.ts +
 * search/advanced.ts): a title, a description, heading and content documents per page, all in `content`; `term` search
 * without typo tolerance, grouped by page (8 hits each), limit 60; the list is each page followed by its hits.
 * Orama answers synchronously when no hooks are set, which the interface needs.
 */
export async function fumadocsOramaEngine(records: readonly SearchRecord[]): Promise<SearchEngine> {
  const db = create({ schema: { content: 'string', page_id: 'string', type: 'string', url: 'string' } as const });
  const documents: Array<{ id: string; content: string; page_id: string; type: string; url: string }> = [];
  let next = 0;
  for (const record of records) {
    const page = record.path.replace(/#.*$/, '');
    if (record.type === 'page') {
      documents.push({ id: page, page_id: page, type: 'page', content: record.title, url: page });
      documents.push({ id: `${page}-${next++}`, page_id: page, type: 'text', content: record.text, url: page });
    } else {
      documents.push({ id: `${page}-${next++}`, page_id: page, type: 'heading', content: record.title, url: record.path });
      documents.push({ id: `${page}-${next++}`, page_id: page, type: 'text', content: record.content, url: record.path });
    }
  }
  await insertMultiple(db, documents);
  const byPath = indexByPath(records);
  return {
    search(query, limit = DEFAULT_LIMIT) {
      const result = oramaSearch(db, {
        term: query,
        properties: ['content'],
        limit: 60,
        mode: 'fulltext',
        groupBy: { properties: ['page_id'], maxResult: 8 },
      } as Parameters<typeof oramaSearch>[1]) as Results<never> | Promise<unknown>;
      if (result instanceof Promise) throw new Error('Orama answered asynchronously: the set-up must have no hooks');
      const urls: string[] = [];
      for (const group of result.groups ?? []) {
        urls.push(String(group.values[0]));
        for (const hit of group.result) {
          const document = hit.document as { type: string; url: string };
          if (document.type !== 'page') urls.push(document.url);
        }
      }
      return resultsFor(urls.slice(0, 60), byPath, limit);
    },
  };
}

/** VitePress' local search set-up (MiniSearch, fuzzy 0.2, prefix, boosts), reused from the search-quality benchmark. */
export function vitepressMiniSearchEngine(records: readonly SearchRecord[]): SearchEngine {
  const search = vitepressMiniSearch(records);
  const byPath = indexByPath(records);
  return {
    search(query, limit = DEFAULT_LIMIT) {
      const paths = search(query);
      if (!Array.isArray(paths)) throw new Error('the VitePress set-up must answer synchronously');
      return resultsFor(paths, byPath, limit);
    },
  };
}
