interface SearchSuggestionsProps {
  /** A query that found nothing. */
  query: string;
  /** The queries its answer suggests instead, best first (may be none). */
  suggestions: readonly string[];
  onChoose: (suggestion: string) => void;
}

/**
 * Under "No results": the nearest queries the index can answer ("did you mean …", chosen to search again; they come
 * with the empty answer itself, see use-search.ts) and a link to the full search page, which works without JavaScript
 * and offers the same suggestions.
 */
export function SearchSuggestions({ query, suggestions, onChoose }: SearchSuggestionsProps) {
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
