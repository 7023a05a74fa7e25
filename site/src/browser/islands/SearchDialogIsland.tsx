import { useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { SEARCH_CLOSED, searchOpener } from '../lib/search-opener.ts';
import { ISLAND_IDS } from '../page-data.ts';
import SearchDialog from '../search/SearchDialog.tsx';

/** Shows the search dialog while the page's opener says it is open (a shortcut, the search box, the icon). */
function SearchIsland() {
  const search = useSyncExternalStore(searchOpener.subscribe, searchOpener.getSnapshot, () => SEARCH_CLOSED);
  return search.open ? <SearchDialog initialQuery={search.initialQuery} onClose={searchOpener.close} /> : null;
}

/**
 * The search dialog's island, loaded when the reader points at or focuses the search box, or opens search
 * (client/main.ts). Nothing of it is in the prerendered page: it renders into the header's empty container, once.
 */
function mountSearch(): void {
  let container = document.getElementById(ISLAND_IDS.search);
  if (!container) {
    container = document.createElement('div');
    container.id = ISLAND_IDS.search;
    document.body.append(container);
  }
  createRoot(container).render(<SearchIsland />);
}

mountSearch();
