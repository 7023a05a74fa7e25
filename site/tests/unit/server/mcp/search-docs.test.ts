import { describe, expect, it } from 'vitest';
import { buildSearchIndex, loadSearchEngine } from '../../../../src/shared/search/engine.ts';
import { searchAnswerText, searchDocs, type DocsSearchAnswer } from '../../../../src/server/mcp/search-docs.ts';
import { loadSite, SITE_ROOT } from '../../../helpers/site.ts';

const site = await loadSite(SITE_ROOT);
const engine = loadSearchEngine(buildSearchIndex(site.searchRecords));
const ORIGIN = 'https://docs.test';

function answer(query: string, limit = 20): DocsSearchAnswer {
  const result = searchDocs(engine, query, limit, ORIGIN);
  if ('error' in result) throw new Error(result.error);
  return result;
}

describe('searchDocs: the site’s search for an agent', () => {
  // The results of /api/search, in its order, for the first 40 quality queries: e2e/server/mcp.spec.ts.
  it('keeps the first `limit` results', () => {
    expect(answer('database', 3).results).toEqual(answer('database').results.slice(0, 3));
  });

  it('names each result’s page, its read_page path and a snippet', () => {
    const [first] = answer('discord').results;
    const record = engine.search('discord')[0]!;
    expect(first).toEqual({
      title: record.metadata.title,
      page: record.metadata.documentTitle,
      pagePath: record.metadata.path.replace(/^\/docs\//, '').replace(/#.*$/, ''),
      url: ORIGIN + record.metadata.path,
      snippet: expect.any(String),
    });
    expect(first!.snippet.length).toBeLessThanOrEqual(152);
    expect(site.pages.map((page) => page._meta.path)).toContain(first!.pagePath);
  });

  it('answers nothing for a blank query, and suggestions for a misspelt one', () => {
    expect(answer('   ')).toEqual({ query: '', results: [], suggestions: [] });
    const misspelt = answer('authetnicaiton');
    expect(misspelt.results).toEqual([]);
    expect(misspelt.suggestions.length).toBeGreaterThan(0);
    expect(searchAnswerText(misspelt)).toMatch(/^No results for "authetnicaiton"\. Did you mean: .+\?$/);
  });

  it('refuses a query the API refuses', () => {
    expect(searchDocs(engine, 'x'.repeat(201), 5, ORIGIN)).toEqual({
      error: 'The query is longer than 200 characters',
    });
  });

  it('writes each result as a numbered entry with its URL', () => {
    const text = searchAnswerText(answer('deploy', 2));
    expect(text).toMatch(
      /^1\. .+\n {3}https:\/\/docs\.test\/docs\/\S+ \(read_page path: [a-z-]+\/[a-z-]+\)\n {3}.+\n2\. /,
    );
  });
});
