import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SearchPageResults } from '../browser/search/search-result-view.ts';
import { escapeHtml } from '../shared/escape.ts';
import { highlight } from '../shared/search/highlight.ts';
import { snippet } from '../shared/search/snippet.ts';
import type { SearchResult } from '../shared/types.ts';
import { SEARCH_QUERY_MARKER, SEARCH_RESULTS_MARKER } from '../shared/search-page-markers.ts';

/** The results list of the no-JavaScript search page: the dialog's result component (title, section, snippet), as HTML. */
export function renderSearchResults(
  query: string,
  results: readonly SearchResult[],
  error?: string,
  suggestions: readonly string[] = [],
): string {
  const pageResults = results.map((result) => ({
    result,
    heading: highlight(result.metadata.title, query),
    snippet: highlight(snippet(result.metadata.content, query), query),
  }));
  return renderToStaticMarkup(createElement(SearchPageResults, { query, results: pageResults, error, suggestions }));
}

/** Fills the prerendered search page template with the query and its results. */
export function fillSearchPage(template: string, query: string, resultsHtml: string): string {
  const title = query ? `Search: ${escapeHtml(query)} | Flarekit` : 'Search | Flarekit';
  // Replacer functions: a query containing "$&" must be inserted as written, not as a replacement pattern.
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(SEARCH_QUERY_MARKER, () => escapeHtml(query))
    .replace(SEARCH_RESULTS_MARKER, () => resultsHtml);
}
