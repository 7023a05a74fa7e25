import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { NavCategory } from '../../shared/types.ts';
import { MobileMenu } from '../../browser/components/MobileMenu.tsx';
import { SiteHeader } from '../../browser/components/SiteHeader.tsx';
import { SideNav } from '../../browser/components/SideNav.tsx';
import { TableOfContents } from '../../browser/components/TableOfContents.tsx';
import { ISLAND_IDS, type PageData, type TocProps } from '../../browser/page-data.ts';
import { ANNOUNCER_ID } from '../../browser/lib/clipboard.ts';
import { SITE } from '../../shared/site-config.ts';
import { CLI_VERSION } from '../templates.ts';
import { Island, PageDataScript } from './Islands.tsx';

interface LayoutProps {
  navigation: NavCategory[];
  currentHref?: string;
  /** The table of contents data; absent or empty: no TOC column. */
  toc?: TocProps;
  /** Show the documentation sidebar (docs and 404 pages). */
  sidebar: boolean;
  children: ReactNode;
}

/** Where the header's version links: the page that documents the CLI's options. */
const CLI_OPTIONS_HREF = '/docs/getting-started/cli-options';

/**
 * The page frame: skip link, header (with the mobile menu's island), sidebar navigation, table of contents, main content
 * and footer. Landmarks: header (banner), nav "Documentation", aside (TOC), main, footer (contentinfo).
 */
export function Layout({ navigation, currentHref, toc, sidebar, children }: LayoutProps) {
  const data: PageData = { header: { navigation, currentHref } };
  const hasToc = toc !== undefined && toc.headings.some((heading) => heading.level === 2 || heading.level === 3);
  return (
    <>
      <a className="skip-link" href="#content">
        Skip to content
      </a>
      <SiteHeader
        menu={<Island id={ISLAND_IDS.menu} html={renderToString(<MobileMenu {...data.header} />)} />}
        cliVersion={CLI_VERSION}
        versionHref={CLI_OPTIONS_HREF}
        repositoryUrl={SITE.repositoryUrl}
      />
      <div className={`layout${sidebar ? ' has-sidebar' : ''}${hasToc ? ' has-toc' : ''}`}>
        {sidebar && (
          <nav className="sidebar" aria-label="Documentation">
            <SideNav navigation={navigation} currentHref={currentHref} idPrefix="sidebar" />
          </nav>
        )}
        {hasToc && (
          <aside className="toc-column" aria-label="Table of contents">
            <TableOfContents {...toc} />
          </aside>
        )}
        <main id="content" className="content" tabIndex={-1}>
          {children}
        </main>
      </div>
      <footer className="site-footer">
        <p className="site-footer-inner">
          <span>
            Documentation for <code>create-flarekit</code> {CLI_VERSION}
          </span>
          <a href={SITE.repositoryUrl}>Source on GitHub</a>
        </p>
      </footer>
      <div id={ANNOUNCER_ID} className="sr-only" role="status" aria-live="polite" />
      <PageDataScript data={data} />
    </>
  );
}
