import { describe, expect, it } from 'vitest';
import { fillSearchPage, renderSearchResults } from '../../../src/server/search-page.ts';
import type { SearchResult } from '../../../src/shared/types.ts';

const heading: SearchResult = {
  id: '/docs/guides/deploy#secrets',
  score: 2,
  metadata: {
    type: 'heading',
    level: 2,
    title: 'Secret & <keys>',
    content: 'Store the secret before you deploy.',
    path: '/docs/guides/deploy#secrets',
    documentTitle: 'Deploy "to" Cloudflare',
  },
} as SearchResult;
const page: SearchResult = {
  ...heading,
  id: '/docs/guides/deploy',
  metadata: {
    ...heading.metadata,
    type: 'page',
    level: 1,
    title: 'Deploy',
    path: '/docs/guides/deploy',
    content: 'Ship it.',
  },
} as SearchResult;

describe('renderSearchResults (the no-JavaScript /search page)', () => {
  const cases: Array<[string, string, SearchResult[], string | undefined, string]> = [
    [
      'an error',
      'x',
      [],
      'The query is too long',
      '<p class="search-page-status" role="status">The query is too long</p>',
    ],
    [
      'no query',
      '',
      [],
      undefined,
      '<p class="search-page-status" role="status">Type words to search the documentation.</p>',
    ],
    [
      'no results, query escaped',
      '<b>',
      [],
      undefined,
      '<p class="search-page-status" role="status">No results for “&lt;b&gt;”</p>',
    ],
    [
      'a heading and a page, each with its own title: the dialog’s markup, escaped, query words marked',
      'secret',
      [heading, page],
      undefined,
      '<p class="search-page-status" role="status">2 results for “secret”</p><ol class="search-results-page">' +
        '<li><a href="/docs/guides/deploy#secrets" class="search-result"><span class="search-result-document">Deploy &quot;to&quot; Cloudflare</span>' +
        '<span class="search-result-section"><mark>Secret</mark> &amp; &lt;keys&gt;</span>' +
        '<span class="search-result-snippet">Store the <mark>secret</mark> before you deploy.</span></a></li>' +
        '<li><a href="/docs/guides/deploy" class="search-result"><span class="search-result-document">Deploy &quot;to&quot; Cloudflare</span>' +
        '<span class="search-result-section">Deploy</span>' +
        '<span class="search-result-snippet">Ship it.</span></a></li></ol>',
    ],
  ];
  for (const [name, query, results, error, expected] of cases) {
    it(name, () => expect(renderSearchResults(query, results, error)).toBe(expected));
  }
});

describe('fillSearchPage', () => {
  it('writes the query escaped into the title and the field, and "$&" as written', () => {
    const html = fillSearchPage(
      '<title>Search</title><input value="__SEARCH_QUERY__"><!--search-results-->',
      `"a" $& <b>`,
      '<ol></ol>',
    );
    expect(html).toBe(
      '<title>Search: &quot;a&quot; $&amp; &lt;b&gt; | Flarekit</title><input value="&quot;a&quot; $&amp; &lt;b&gt;"><ol></ol>',
    );
  });
});
