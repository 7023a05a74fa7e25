import { useHydrated } from '../hooks/use-hydrated.ts';
import { SearchIcon } from './icons.tsx';

interface SearchTriggerProps {
  /** Opens the search dialog, optionally with a first character the reader already typed. */
  onOpen: (initialQuery?: string) => void;
  /** Loads the dialog's code ahead of the click (on hover or focus). */
  onPrepare: () => void;
}

function isApple(): boolean {
  return /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
}

/**
 * The header's search box and, on small screens, a search icon button. Without JavaScript the box is an ordinary form
 * field that submits to /search; once hydrated it is read-only and opens the search dialog on click, Enter or typing.
 */
export function SearchTrigger({ onOpen, onPrepare }: SearchTriggerProps) {
  const hydrated = useHydrated();
  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen();
    } else if (event.key.length === 1 && !event.metaKey && !event.ctrlKey && !event.altKey) {
      event.preventDefault();
      onOpen(event.key);
    }
  };
  return (
    <>
      <form
        className="search-box"
        role="search"
        action="/search"
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          onOpen();
        }}
      >
        <SearchIcon className="search-box-icon" />
        <input
          type="search"
          name="query"
          aria-label="Search documentation"
          placeholder="Search documentation"
          autoComplete="off"
          readOnly={hydrated}
          aria-haspopup={hydrated ? 'dialog' : undefined}
          onClick={hydrated ? () => onOpen() : undefined}
          onKeyDown={hydrated ? onKeyDown : undefined}
          onPointerEnter={onPrepare}
          onFocus={onPrepare}
        />
        <kbd className="search-box-hint" aria-hidden="true">
          {hydrated && isApple() ? '⌘K' : 'Ctrl K'}
        </kbd>
      </form>
      <button
        type="button"
        className="icon-button search-icon-button"
        aria-label="Search"
        aria-haspopup="dialog"
        onClick={() => onOpen()}
        onPointerEnter={onPrepare}
      >
        <SearchIcon />
      </button>
    </>
  );
}
