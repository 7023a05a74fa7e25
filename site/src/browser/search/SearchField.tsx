import type { Ref } from 'react';
import { CloseIcon, SearchIcon } from '../components/icons.tsx';

interface SearchFieldProps {
  inputRef: Ref<HTMLInputElement>;
  query: string;
  onQuery: (query: string) => void;
  /** The listbox the field controls, whether it is shown, and the highlighted option's id. */
  listId: string;
  expanded: boolean;
  activeOption: string | undefined;
  onKeyDown: (event: React.KeyboardEvent<HTMLInputElement>) => void;
  onCancel: () => void;
}

/** The dialog's text field (a combobox over the results), its clear button, the "esc" hint and the Cancel button. */
export function SearchField({
  inputRef,
  query,
  onQuery,
  listId,
  expanded,
  activeOption,
  onKeyDown,
  onCancel,
}: SearchFieldProps) {
  return (
    <div className="search-field">
      <SearchIcon className="search-field-icon" />
      <input
        ref={inputRef}
        type="text"
        role="combobox"
        aria-label="Search documentation"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeOption}
        placeholder="Search documentation"
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="go"
        value={query}
        onChange={(event) => onQuery(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {query && (
        <button
          type="button"
          className="icon-button search-clear"
          aria-label="Clear search"
          onClick={() => onQuery('')}
        >
          <CloseIcon />
        </button>
      )}
      <kbd className="search-esc-hint" aria-hidden="true">
        esc
      </kbd>
      <button type="button" className="search-cancel" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
