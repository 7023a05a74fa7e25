import { lazy, Suspense, useCallback, useState } from 'react';
import type { HeaderProps } from '../page-data.ts';
import { useSearchShortcut } from '../hooks/use-search-shortcut.ts';
import { LogoMark } from './icons.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { SearchTrigger } from './SearchTrigger.tsx';

const loadSearchDialog = () => import('../search/SearchDialog.tsx');
const SearchDialog = lazy(loadSearchDialog);

/** The site header island: home link, search (the dialog's code loads on first use) and the small-screen menu. */
export function SiteHeader(props: HeaderProps) {
  const [search, setSearch] = useState<{ open: boolean; initialQuery: string }>({ open: false, initialQuery: '' });
  const openSearch = useCallback((initialQuery = '') => setSearch({ open: true, initialQuery }), []);
  const closeSearch = useCallback(() => setSearch({ open: false, initialQuery: '' }), []);
  const prepareSearch = useCallback(() => void loadSearchDialog(), []);
  useSearchShortcut(openSearch);

  return (
    <header className="site-header">
      <div className="site-header-inner">
        <MobileMenu {...props} />
        <a href="/" className="site-logo">
          <LogoMark />
          <span>Flarekit</span>
        </a>
        <div className="site-header-search">
          <SearchTrigger onOpen={openSearch} onPrepare={prepareSearch} />
        </div>
      </div>
      {search.open && (
        <Suspense fallback={null}>
          <SearchDialog initialQuery={search.initialQuery} onClose={closeSearch} />
        </Suspense>
      )}
    </header>
  );
}
