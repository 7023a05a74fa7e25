import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { fetchSearchResults } from './search-api.ts';
import type { SearchResult } from '../../shared/types.ts';

/** One empty list for every render without results, so a change of results is a change of identity. */
const NO_RESULTS: SearchResult[] = [];
const NO_SUGGESTIONS: string[] = [];

/** Spec section 5: search runs only when the debounced query is non-empty; debounce is 150 ms. */
export const SEARCH_DEBOUNCE_MS = 150;

/**
 * Results for the typed query: debounced, cached per query (TanStack Query), and the previous results stay on screen
 * while the next ones load (`isPlaceholderData`). `resultsQuery` is the query those results answer, so that snippets and
 * highlights of results kept on screen stay those of their own query until the next answer arrives. A query that finds
 * nothing comes back with its suggestions in the same answer, so "did you mean" costs no second request.
 */
export function useSearch(query: string) {
  const debounced = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const result = useQuery({
    queryKey: ['search', debounced],
    queryFn: async ({ signal }) => ({ query: debounced, ...(await fetchSearchResults(debounced, signal)) }),
    enabled: debounced !== '',
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
  return {
    results: result.data?.results ?? NO_RESULTS,
    resultsQuery: result.data?.query ?? debounced,
    /** "Did you mean": what the same answer suggests when it found nothing. */
    suggestions: result.data?.suggestions ?? NO_SUGGESTIONS,
    isError: result.isError,
    refetch: result.refetch,
    debouncedQuery: debounced,
    pending: query.trim() !== debounced || result.isFetching,
  };
}
