/** Whether the search dialog is open, and with what first characters; shared by the keyboard shortcut and the header. */
export interface SearchState {
  open: boolean;
  initialQuery: string;
}

export const SEARCH_CLOSED: SearchState = { open: false, initialQuery: '' };

/**
 * A tiny external store (read with useSyncExternalStore). It exists before React hydrates, so a shortcut pressed
 * while the page is still starting is not lost: the header opens the dialog as soon as it is interactive.
 */
export class SearchOpener {
  private state: SearchState = SEARCH_CLOSED;
  private listeners = new Set<() => void>();

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): SearchState => this.state;

  open = (initialQuery = ''): void => {
    if (this.state.open) return;
    this.set({ open: true, initialQuery });
  };

  close = (): void => {
    if (this.state.open) this.set(SEARCH_CLOSED);
  };

  private set(state: SearchState): void {
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target.tagName === 'INPUT' ||
    target.tagName === 'TEXTAREA' ||
    target.tagName === 'SELECT'
  );
}

/** ⌘K / Ctrl+K anywhere, and "/" when not typing in a field, open search. Returns a function that removes it. */
export function installSearchShortcut(opener: SearchOpener, target: Document = document): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    const commandK =
      event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey;
    const slash = event.key === '/' && !event.metaKey && !event.ctrlKey && !event.altKey && !isTyping(event.target);
    if (commandK || slash) {
      event.preventDefault();
      opener.open();
    }
  };
  target.addEventListener('keydown', onKeyDown);
  return () => target.removeEventListener('keydown', onKeyDown);
}

/** The page's one opener, created with the client entry. */
export const searchOpener = new SearchOpener();
