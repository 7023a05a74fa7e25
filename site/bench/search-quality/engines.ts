/**
 * The three search set-ups compared on the same records: ours, Orama as Fumadocs sets it up (its "advanced" server
 * search), and MiniSearch as VitePress's local search sets it up. Each returns result URLs, best first.
 */
import { create, insertMultiple, search as oramaSearch, type Results } from '@orama/orama';
import MiniSearch from 'minisearch';
import type { SearchRecord } from '../../src/shared/search/search-records.ts';
import { buildSearchIndex, loadSearchEngine } from '../../src/shared/search/engine.ts';

export type SearchFn = (query: string) => string[] | Promise<string[]>;

/** `vocabulary`: the English words the site's build gives the index (src/build/vocabulary.ts). */
export function ours(records: readonly SearchRecord[], vocabulary: Iterable<string>): SearchFn {
  const engine = loadSearchEngine(buildSearchIndex(records, vocabulary));
  return (query) => engine.search(query).map((result) => result.metadata.path);
}

/**
 * Fumadocs (fumadocs-core search/orama: create-db.ts + search/advanced.ts): per page one document with the title, one with
 * the description, one per heading and one per content block, all in a `content` property; queried with `term`, no
 * typo tolerance (Orama's default 0), grouped by page (8 hits each), limit 60; the list is each page followed by its hits.
 */
export async function fumadocsOrama(records: readonly SearchRecord[]): Promise<SearchFn> {
  const db = create({ schema: { content: 'string', page_id: 'string', type: 'string', url: 'string' } as const });
  const documents: Array<{ id: string; content: string; page_id: string; type: string; url: string }> = [];
  let next = 0;
  for (const record of records) {
    const page = record.path.replace(/#.*$/, '');
    if (record.type === 'page') {
      documents.push({ id: page, page_id: page, type: 'page', content: record.title, url: page });
      documents.push({ id: `${page}-${next++}`, page_id: page, type: 'text', content: record.text, url: page });
    } else {
      documents.push({
        id: `${page}-${next++}`,
        page_id: page,
        type: 'heading',
        content: record.title,
        url: record.path,
      });
      documents.push({
        id: `${page}-${next++}`,
        page_id: page,
        type: 'text',
        content: record.content,
        url: record.path,
      });
    }
  }
  await insertMultiple(db, documents);
  return (query) => {
    // Orama answers synchronously when no hooks are set; the load benchmark's server needs that.
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
    return urls.slice(0, 60);
  };
}

/**
 * VitePress local search (VPLocalSearchBox.vue + plugins/localSearch.ts): one document per section with `title` (the
 * heading), `titles` (the page title and parent headings) and `text`; MiniSearch's default tokenizer, searched with
 * fuzzy 0.2, prefix, boost { title: 4, text: 2, titles: 1 }.
 */
export function vitepressMiniSearch(records: readonly SearchRecord[]): SearchFn {
  const index = new MiniSearch<{ id: string; title: string; titles: string[]; text: string }>({
    fields: ['title', 'titles', 'text'],
    storeFields: ['title', 'titles'],
    extractField: (document, field) => {
      const value = document[field as keyof typeof document];
      return Array.isArray(value) ? value.join(' ') : value;
    },
    searchOptions: { fuzzy: 0.2, prefix: true, boost: { title: 4, text: 2, titles: 1 } },
  });
  index.addAll(
    records.map((record) =>
      record.type === 'page'
        ? { id: record.path, title: record.title, titles: [], text: record.text }
        : { id: record.path, title: record.title, titles: [record.documentTitle], text: record.content },
    ),
  );
  return (query) => index.search(query).map((hit) => String(hit.id));
}
