import path from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../../helpers/site.ts';
import {
  buildSearchIndex,
  DEFAULT_LIMIT,
  loadSearchEngine,
  type SearchEngine,
} from '../../../../src/shared/search/engine.ts';
import { highlight } from '../../../../src/shared/search/highlight.ts';
import { snippet } from '../../../../src/shared/search/snippet.ts';
import { createApp } from '../../../../src/server/app.ts';
import type { SearchResult } from '../../../../src/shared/types.ts';
import { PROPERTY_RUNS } from '../../../helpers/property-runs.ts';

/** Property tests over the real index: any query, however odd, gives well-formed, deterministic answers. */
let engine: SearchEngine;
let app: ReturnType<typeof createApp>;
let words: string[];

beforeAll(async () => {
  const site = await loadSite(path.resolve(import.meta.dirname, '../../../..'));
  engine = loadSearchEngine(buildSearchIndex(site.searchRecords));
  app = createApp({
    engine,
    serveStatic: () => new Response('404 Not Found', { status: 404 }),
    searchPageTemplate: '<title></title>__SEARCH_QUERY__<!--search-results-->',
  });
  words = [...new Set(site.searchRecords.flatMap((record) => record.title.split(/\s+/)))].filter(Boolean);
}, 60_000);

/** Queries mixing real words, typos of them, punctuation, unicode and control characters. */
const queries = () =>
  fc.oneof(
    fc.string({ maxLength: 60 }),
    fc.string({ unit: 'grapheme', maxLength: 30 }),
    fc.string({ unit: 'binary', maxLength: 30 }),
    fc
      .array(fc.constantFrom(...words, '--no-auth', '8787', 'BETTER_AUTH_SECRET', '*', '(', '[', '\\', '"', '<b>'), {
        maxLength: 6,
      })
      .map((parts) => parts.join(' ')),
    fc
      .tuple(fc.constantFrom(...words), fc.nat(20), fc.string({ minLength: 1, maxLength: 1 }))
      .map(([word, at, char]) => word.slice(0, at) + char + word.slice(at + 1)),
  );

function wellFormed(results: SearchResult[]): void {
  expect(results.length).toBeLessThanOrEqual(DEFAULT_LIMIT);
  for (const { id, metadata } of results) {
    expect(typeof id).toBe('string');
    expect(metadata.path).toBe(id);
    expect(metadata.path.startsWith('/docs/')).toBe(true);
    expect(['page', 'heading']).toContain(metadata.type);
    expect(metadata.level).toBeGreaterThanOrEqual(1);
    expect(typeof metadata.title).toBe('string');
    expect(typeof metadata.content).toBe('string');
    expect(typeof metadata.documentTitle).toBe('string');
  }
}

describe('search properties', () => {
  it('10,000 random queries: no exception, well-formed, deterministic; highlight and snippet keep the text', () => {
    fc.assert(
      fc.property(queries(), (query) => {
        const first = engine.search(query);
        wellFormed(first);
        expect(engine.search(query)).toEqual(first);
        for (const result of first.slice(0, 3)) {
          const text = result.metadata.content;
          expect(
            highlight(text, query)
              .map((s) => s.text)
              .join(''),
          ).toBe(text);
          expect(snippet(text, query).length).toBeLessThanOrEqual(152);
        }
      }),
      { numRuns: PROPERTY_RUNS },
    );
  }, 120_000);

  it('10,000 random queries through the HTTP handler: 200 or 400 with a JSON body, never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(queries(), async (query) => {
        const response = await app.request(`/api/search?query=${encodeURIComponent(query)}`);
        expect([200, 400]).toContain(response.status);
        const body = (await response.json()) as unknown;
        if (response.status === 200) wellFormed(body as SearchResult[]);
        else expect(body).toEqual({ error: expect.any(String) });
      }),
      { numRuns: PROPERTY_RUNS },
    );
  }, 120_000);
});
