import { highlight } from '../shared/search/highlight.ts';
import { snippet } from '../shared/search/snippet.ts';
import type { SearchResult } from '../shared/types.ts';
import { SEARCH_QUERY_MARKER, SEARCH_RESULTS_MARKER } from '../shared/search-page-markers.ts';

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
}

function highlighted(text: string, query: string): string {
  return highlight(text, query)
    .map((segment) => (segment.match ? `<mark>${escapeHtml(segment.text)}</mark>` : escapeHtml(segment.text)))
    .join('');
}

/** The results list of the no-JavaScript search page: the dialog's results (title, section, snippet), as HTML. */
export function renderSearchResults(query: string, results: readonly SearchResult[], error?: string, suggestions: readonly string[] = []): string {
  if (error) return `<p class="search-page-status" role="status">${escapeHtml(error)}</p>`;
  if (!query) return '<p class="search-page-status" role="status">Type words to search the documentation.</p>';
  if (results.length === 0) return `<p class="search-page-status" role="status">No results for “${escapeHtml(query)}”</p>${didYouMean(suggestions)}`;
  const items = results.map(({ metadata }) => {
    const section = metadata.type === 'heading' ? `<span class="search-result-section">${highlighted(metadata.title, query)}</span>` : '';
    return (
      `<li><a class="search-result" href="${escapeHtml(metadata.path)}">` +
      `<span class="search-result-document">${escapeHtml(metadata.documentTitle)}</span>${section}` +
      `<span class="search-result-snippet">${highlighted(snippet(metadata.content, query), query)}</span></a></li>`
    );
  });
  const count = `${results.length} result${results.length === 1 ? '' : 's'} for “${escapeHtml(query)}”`;
  return `<p class="search-page-status" role="status">${count}</p><ol class="search-results-page">${items.join('')}</ol>`;
}

/** "Did you mean …": each suggestion a link to its own search (the dialog offers the same, from the same engine). */
function didYouMean(suggestions: readonly string[]): string {
  if (suggestions.length === 0) return '';
  const links = suggestions.map((suggestion) => `<a href="/search?query=${encodeURIComponent(suggestion)}">${escapeHtml(suggestion)}</a>`);
  return `<p class="search-suggestions">Did you mean ${links.join(', ')}?</p>`;
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
