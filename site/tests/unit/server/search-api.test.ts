import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../../src/build/pipeline/load-site.ts';
import { buildSearchIndex, loadSearchEngine, type SearchEngine } from '../../../src/shared/search/engine.ts';
import { createApp } from '../../../src/server/app.ts';
import { decodeSuggestions } from '../../../src/shared/search/suggestions-header.ts';

let engine: SearchEngine;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  const site = await loadSite(path.resolve(import.meta.dirname, '../../fixtures/site'));
  engine = loadSearchEngine(buildSearchIndex(site.searchRecords));
  app = createApp({
    engine,
    serveStatic: () => new Response('static', { status: 200 }),
    searchPageTemplate: '<title>Search</title><input value="__SEARCH_QUERY__"><!--search-results-->',
  });
});

const ids = (query: string) => engine.search(query).map((r) => r.id);

describe('search ranking', () => {
  const cases: Array<[string, string, string]> = [
    ['an exact heading', 'configure', '/docs/intro/welcome#configure'],
    ['a typo (one edit)', 'confgure', '/docs/intro/welcome#configure'],
    ['a prefix while typing', 'configu', '/docs/intro/welcome#configure'],
    ['a flag as typed', '--no-auth', '/docs/guides/setup#install-it'],
    ['an environment variable', 'BETTER_AUTH_SECRET', '/docs/guides/setup#environment-variables'],
    ['a number', '8787', '/docs/intro/welcome#configure'],
    ['a page title', 'welcome', '/docs/intro/welcome'],
  ];
  for (const [name, query, expected] of cases) {
    it(`${name}: "${query}" → ${expected} first`, () => expect(ids(query)[0]).toBe(expected));
  }

  it('ranks a title match above a body match', () => {
    const results = ids('environment');
    expect(results[0]).toBe('/docs/guides/setup#environment-variables');
  });

  it('answers [] for a query of stop words or punctuation only', () => {
    expect(engine.search('how do I')).toEqual([]);
    expect(engine.search('?!.,')).toEqual([]);
  });
});

describe('GET /api/search', () => {
  // Each kind of bad or odd query (400 or 200 JSON), the methods (405 with Allow) and HEAD, over real HTTP on the Node
  // server and the Worker: e2e/server/api-robustness.spec.ts.
  it('a blank query answers []', async () => {
    expect(await (await app.request('/api/search?query=%20%20')).json()).toEqual([]);
  });

  it('an unknown API path → 404 JSON', async () => {
    const response = await app.request('/api/nope');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found' });
  });
});

describe('"did you mean" on GET /api/search', () => {
  const cases: Array<[string, string, string | null]> = [
    ['a query with an unknown word', '/api/search?query=cnofgiure', 'configure'],
    ['a query the search answers', '/api/search?query=configure', null],
    ['a blank query', '/api/search?query=', null],
    ['a query of numbers only (nothing to suggest)', '/api/search?query=99999', null],
  ];
  for (const [name, url, header] of cases) {
    it(`${name} → Search-Suggestions ${String(header)}`, async () => {
      const response = await app.request(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('search-suggestions')).toBe(header);
    });
  }

  it('offers what the engine suggests, in its order, decodable from the header', async () => {
    const query = 'cnofgiure xqzzv';
    const response = await app.request(`/api/search?query=${encodeURIComponent(query)}`);
    expect(await response.json()).toEqual([]);
    expect(engine.suggest!(query).length).toBeGreaterThan(0);
    expect(decodeSuggestions(response.headers.get('search-suggestions'))).toEqual(engine.suggest!(query));
  });

  it('a bad request is still a 400 JSON error, without suggestions', async () => {
    const response = await app.request(`/api/search?query=${'x'.repeat(201)}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.any(String) });
    expect(response.headers.get('search-suggestions')).toBeNull();
  });
});
