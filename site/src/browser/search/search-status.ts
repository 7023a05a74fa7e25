/** What the search dialog's status line says about the search in flight or done (read out by screen readers). */
export interface SearchState {
  /** The debounced query; '' before anything is searched. */
  query: string;
  pending: boolean;
  isError: boolean;
  resultCount: number;
}

export function searchStatus({ query, pending, isError, resultCount }: SearchState): string {
  if (isError && resultCount === 0) return 'Search is unavailable right now.';
  if (query === '') return '';
  if (resultCount > 0) return `${resultCount} result${resultCount === 1 ? '' : 's'}`;
  return pending ? 'Searching…' : `No results for “${query}”`;
}
