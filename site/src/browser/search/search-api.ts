import { decodeSuggestions, SUGGESTIONS_HEADER } from '../../shared/search/suggestions-header.ts';
import type { SearchResult } from '../../shared/types.ts';

export const SEARCH_ENDPOINT = '/api/search';

export interface SearchAnswer {
  results: SearchResult[];
  /** For a query that found nothing, the queries to try instead ("did you mean"), best first; [] otherwise. */
  suggestions: string[];
}

/**
 * GET /api/search?query=… on the site's own origin: the results (the body) and, when there are none, the suggestions the
 * same answer carries in its Search-Suggestions header. A non-2xx answer is an error (shown as "search unavailable").
 */
export async function fetchSearchResults(query: string, signal?: AbortSignal): Promise<SearchAnswer> {
  const response = await fetch(`${SEARCH_ENDPOINT}?query=${encodeURIComponent(query)}`, {
    signal,
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Search answered ${response.status}`);
  return {
    results: (await response.json()) as SearchResult[],
    suggestions: decodeSuggestions(response.headers.get(SUGGESTIONS_HEADER)),
  };
}
