import { useEffect, useId, useRef, useState } from 'react';
import { useModalDialog } from '../hooks/use-modal-dialog.ts';
import { useScrollLock } from '../hooks/use-scroll-lock.ts';
import { NONE } from '../lib/result-navigation.ts';
import { SearchField } from './SearchField.tsx';
import { SearchResultItem } from './SearchResultItem.tsx';
import { SearchSuggestions } from './SearchSuggestions.tsx';
import { searchStatus } from './search-status.ts';
import { useResultHighlight } from './use-result-highlight.ts';
import { useSearch } from './use-search.ts';

interface SearchPanelProps {
  initialQuery: string;
  onClose: () => void;
}

/** The modal search dialog: a combobox text field over a listbox of results (WAI-ARIA combobox pattern). */
export function SearchPanel({ initialQuery, onClose }: SearchPanelProps) {
  const { ref, show, close } = useModalDialog(onClose);
  const [query, setQuery] = useState(initialQuery);
  const { results, resultsQuery, suggestions, isError, refetch, debouncedQuery, pending } = useSearch(query);
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const optionId = (index: number) => `${listId}-option-${index}`;
  const { highlighted, setHighlighted, onKeyDown } = useResultHighlight(results, optionId, close);
  useScrollLock(true);

  useEffect(() => {
    show();
    inputRef.current?.focus();
  }, [show]);

  /** A new query typed, cleared or chosen from the suggestions; the field keeps the focus. */
  const searchFor = (next: string) => {
    setQuery(next);
    inputRef.current?.focus();
  };
  const hasQuery = debouncedQuery !== '';
  const showResults = hasQuery && results.length > 0;
  const noResults = hasQuery && !pending && !isError && results.length === 0;

  return (
    <dialog
      ref={ref}
      className="search-dialog"
      aria-label="Search documentation"
      onClick={(event) => event.target === event.currentTarget && close()}
    >
      <div className="search-panel">
        <SearchField
          inputRef={inputRef}
          query={query}
          onQuery={searchFor}
          listId={listId}
          expanded={showResults}
          activeOption={highlighted === NONE ? undefined : optionId(highlighted)}
          onKeyDown={onKeyDown}
          onCancel={close}
        />
        <div
          id={listId}
          role="listbox"
          aria-label="Search results"
          aria-busy={pending}
          className="search-results"
          hidden={!showResults}
          tabIndex={-1}
        >
          {results.map((result, index) => (
            <SearchResultItem
              key={result.id}
              id={optionId(index)}
              result={result}
              query={resultsQuery}
              selected={index === highlighted}
              onHover={() => setHighlighted(index)}
              onChoose={close}
            />
          ))}
        </div>
        <div className="search-status" role="status">
          {searchStatus({ query: debouncedQuery, pending, isError, resultCount: results.length })}
          {isError && results.length === 0 && (
            <button type="button" className="search-retry" onClick={() => void refetch()}>
              Try again
            </button>
          )}
        </div>
        {noResults && <SearchSuggestions query={debouncedQuery} suggestions={suggestions} onChoose={searchFor} />}
      </div>
    </dialog>
  );
}
