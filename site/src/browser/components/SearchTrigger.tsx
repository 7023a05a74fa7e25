import { SearchIcon } from './icons.tsx';

/**
 * The header's search box and, on small screens, a search icon button, rendered at build time. Without JavaScript the
 * box is an ordinary form field that submits to /search; lib/search-trigger.ts makes it read-only and has it open the
 * search dialog on click, Enter or typing (and load the dialog's code ahead, on hover or focus).
 */
export function SearchTrigger() {
  return (
    <>
      <form className="search-box" role="search" action="/search" method="get">
        <SearchIcon className="search-box-icon" />
        <input
          type="search"
          name="query"
          aria-label="Search documentation"
          placeholder="Search documentation"
          autoComplete="off"
        />
        <kbd className="search-box-hint" aria-hidden="true">
          Ctrl K
        </kbd>
      </form>
      <button type="button" className="icon-button search-icon-button" aria-label="Search" aria-haspopup="dialog">
        <SearchIcon />
      </button>
    </>
  );
}
