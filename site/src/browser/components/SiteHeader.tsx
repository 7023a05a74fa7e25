import type { ReactNode } from 'react';
import { ISLAND_IDS } from '../page-data.ts';
import { GitHubIcon, LogoMark } from './icons.tsx';
import { SearchTrigger } from './SearchTrigger.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';

interface SiteHeaderProps {
  /** The mobile menu's island (its button and <dialog>), rendered apart so that it can hydrate on its own. */
  menu: ReactNode;
  /** The create-flarekit version the pages document. */
  cliVersion: string;
  /** The version link's target, where the CLI's options are documented. */
  versionHref: string;
  repositoryUrl: string;
}

/**
 * The site header, rendered at build time: menu button (small screens), home link, the CLI version the pages document,
 * the search box (the dialog's island renders into the empty container after it), the theme toggle and the repository
 * link. No React runs it in the browser: client/main.ts wires the search box and the toggle, and hydrates the menu.
 */
export function SiteHeader({ menu, cliVersion, versionHref, repositoryUrl }: SiteHeaderProps) {
  return (
    <header className="site-header">
      <div className="site-header-inner">
        {menu}
        <a href="/" className="site-logo">
          <LogoMark />
          <span>Flarekit</span>
        </a>
        <a href={versionHref} className="site-version">
          <span className="sr-only">create-flarekit </span>v{cliVersion}
        </a>
        <div className="site-header-search">
          <SearchTrigger />
        </div>
        <ThemeToggle />
        <a href={repositoryUrl} className="icon-button site-repository" aria-label="Flarekit on GitHub">
          <GitHubIcon />
        </a>
      </div>
      <div id={ISLAND_IDS.search} />
    </header>
  );
}
