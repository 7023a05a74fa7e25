import { useQuery } from '@tanstack/react-query';
import { fetchSuggestions } from './search-api.ts';

interface SearchSuggestionsProps {
  /** A query that found nothing. */
  query: string;
  onChoose: (suggestion: string) => void;
}

/**
 * Under "No results": the nearest queries the index can answer ("did you mean …", chosen to search again) and a link to
 * the full search page, which works without JavaScript and offers the same suggestions. Asked only once a query has
 * come back empty, so an ordinary search costs one request.
 */
export function SearchSuggestions({ query, onChoose }: SearchSuggestionsProps) {
  const { data: suggestions = [] } = useQuery({
    queryKey: ['suggestions', query],
    queryFn: ({ signal }) => fetchSuggestions(query, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return (
    <div className="search-suggestions">
      {suggestions.length > 0 && (
        <p>
          Did you mean{' '}
          {suggestions.map((suggestion, index) => (
            <span key={suggestion}>
              {index > 0 && ', '}
              <button type="button" className="search-suggestion" onClick={() => onChoose(suggestion)}>
                {suggestion}
              </button>
            </span>
          ))}
          ?
        </p>
      )}
      <p>
        <a href={`/search?query=${encodeURIComponent(query)}`}>Open the search page</a>
      </p>
    </div>
  );
}
