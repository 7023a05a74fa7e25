import { lazy, Suspense, useCallback, useSyncExternalStore } from 'react';
import type { HeaderProps } from '../page-data.ts';
import { SEARCH_CLOSED, searchOpener } from '../lib/search-opener.ts';
import { LogoMark } from './icons.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { SearchTrigger } from './SearchTrigger.tsx';
import { ThemeSelect } from './ThemeSelect.tsx';

const loadSearchDialog = () => import('../search/SearchDialog.tsx');
const SearchDialog = lazy(loadSearchDialog);

/** The site header island: home link, search (the dialog's code loads on first use) and the small-screen menu. */
export function SiteHeader(props: HeaderProps) {
  const search = useSyncExternalStore(searchOpener.subscribe, searchOpener.getSnapshot, () => SEARCH_CLOSED);
  const prepareSearch = useCallback(() => void loadSearchDialog(), []);

  return (
    <header className="site-header">
      <div className="site-header-inner">
        <MobileMenu {...props} />
        <a href="/" className="site-logo">
          <LogoMark />
          <span>Flarekit</span>
        </a>
        <div className="site-header-search">
          <SearchTrigger onOpen={searchOpener.open} onPrepare={prepareSearch} />
        </div>
        <ThemeSelect />
      </div>
      {search.open && (
        <Suspense fallback={null}>
          <SearchDialog initialQuery={search.initialQuery} onClose={searchOpener.close} />
        </Suspense>
      )}
    </header>
  );
}
