import { useEffect, useId, useRef, useState } from 'react';
import { CloseIcon, SearchIcon } from '../components/icons.tsx';
import { useModalDialog } from '../hooks/use-modal-dialog.ts';
import { useScrollLock } from '../hooks/use-scroll-lock.ts';
import { NONE, nextHighlight } from '../lib/result-navigation.ts';
import { SearchResultItem } from './SearchResultItem.tsx';
import { SearchSuggestions } from './SearchSuggestions.tsx';
import { useSearch } from './use-search.ts';

interface SearchPanelProps {
  initialQuery: string;
  onClose: () => void;
}

/** The modal search dialog: a combobox text field over a listbox of results (WAI-ARIA combobox pattern). */
export function SearchPanel({ initialQuery, onClose }: SearchPanelProps) {
  const { ref, show, close } = useModalDialog(onClose);
  const [query, setQuery] = useState(initialQuery);
  const [highlighted, setHighlighted] = useState(NONE);
  const { results, resultsQuery, suggestions, isError, refetch, debouncedQuery, pending } = useSearch(query);
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const optionId = (index: number) => `${listId}-option-${index}`;
  useScrollLock(true);

  useEffect(() => {
    show();
    inputRef.current?.focus();
  }, [show]);

  // New results start with no option highlighted (state adjusted while rendering, not in an effect).
  const [resultsShown, setResultsShown] = useState(results);
  if (resultsShown !== results) {
    setResultsShown(results);
    setHighlighted(NONE);
  }

  useEffect(() => {
    if (highlighted !== NONE) document.getElementById(optionId(highlighted))?.scrollIntoView({ block: 'nearest' });
  });

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setHighlighted((current) => nextHighlight(current, event.key, results.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = results[highlighted];
      if (chosen) {
        close();
        window.location.assign(chosen.metadata.path);
      }
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  const hasQuery = debouncedQuery !== '';
  const showResults = hasQuery && results.length > 0;
  const noResults = hasQuery && !pending && !isError && results.length === 0;
  let status = '';
  if (isError && results.length === 0) status = 'Search is unavailable right now.';
  else if (hasQuery && pending && results.length === 0) status = 'Searching…';
  else if (hasQuery && !pending && results.length === 0) status = `No results for “${debouncedQuery}”`;
  else if (showResults) status = `${results.length} result${results.length === 1 ? '' : 's'}`;

  return (
    <dialog
      ref={ref}
      className="search-dialog"
      aria-label="Search documentation"
      onClick={(event) => event.target === event.currentTarget && close()}
    >
      <div className="search-panel">
        <div className="search-field">
          <SearchIcon className="search-field-icon" />
          <input
            ref={inputRef}
            type="text"
            role="combobox"
            aria-label="Search documentation"
            aria-expanded={showResults}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={highlighted === NONE ? undefined : optionId(highlighted)}
            placeholder="Search documentation"
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="go"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onKeyDown}
          />
          {query && (
            <button
              type="button"
              className="icon-button search-clear"
              aria-label="Clear search"
              onClick={() => {
                setQuery('');
                inputRef.current?.focus();
              }}
            >
              <CloseIcon />
            </button>
          )}
          <kbd className="search-esc-hint" aria-hidden="true">
            esc
          </kbd>
          <button type="button" className="search-cancel" onClick={close}>
            Cancel
          </button>
        </div>
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
          {status}
          {isError && results.length === 0 && (
            <button type="button" className="search-retry" onClick={() => void refetch()}>
              Try again
            </button>
          )}
        </div>
        {noResults && (
          <SearchSuggestions
            query={debouncedQuery}
            suggestions={suggestions}
            onChoose={(suggestion) => {
              setQuery(suggestion);
              inputRef.current?.focus();
            }}
          />
        )}
      </div>
    </dialog>
  );
}
