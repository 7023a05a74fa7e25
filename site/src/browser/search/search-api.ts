import type { SearchResult } from '../../shared/types.ts';

export const SEARCH_ENDPOINT = '/api/search';

/** GET /api/search?query=… on the site's own origin; a non-2xx answer is an error (shown as "search unavailable"). */
export async function fetchSearchResults(query: string, signal?: AbortSignal): Promise<SearchResult[]> {
  const response = await fetch(`${SEARCH_ENDPOINT}?query=${encodeURIComponent(query)}`, {
    signal,
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Search answered ${response.status}`);
  return (await response.json()) as SearchResult[];
}

export const SUGGESTIONS_ENDPOINT = '/api/search/suggestions';

/** GET /api/search/suggestions?query=…: queries to try instead of one that found nothing ("did you mean"). */
export async function fetchSuggestions(query: string, signal?: AbortSignal): Promise<string[]> {
  const response = await fetch(`${SUGGESTIONS_ENDPOINT}?query=${encodeURIComponent(query)}`, {
    signal,
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Suggestions answered ${response.status}`);
  return (await response.json()) as string[];
}
