import { hydrateRoot } from 'react-dom/client';
import { SiteHeader } from '../components/SiteHeader.tsx';
import { TableOfContents } from '../components/TableOfContents.tsx';
import { ISLAND_IDS, PAGE_DATA_ID, type PageData } from '../page-data.ts';
import { enhanceCodeBlocks } from '../lib/code-blocks.ts';
import { installSearchShortcut, searchOpener } from '../lib/search-opener.ts';
import { BUILDER_ISLAND_ID } from '../../shared/builder/markers.ts';
import '../styles/site.css';

/**
 * The client entry: hydrates the page's islands (header with search and menu, table of contents) with the props the
 * prerenderer embedded, and wires the code blocks. Everything else on the page is static HTML.
 */
function hydrateIslands() {
  const dataElement = document.getElementById(PAGE_DATA_ID);
  if (!dataElement?.textContent) return;
  const data = JSON.parse(dataElement.textContent) as PageData;
  const header = document.getElementById(ISLAND_IDS.header);
  if (header) hydrateRoot(header, <SiteHeader {...data.header} />);
  const toc = document.getElementById(ISLAND_IDS.toc);
  if (toc && data.toc) hydrateRoot(toc, <TableOfContents {...data.toc} />);
}

installSearchShortcut(searchOpener);
hydrateIslands();
// The command builder (CLI Options only) brings its own code: no other page loads it.
if (document.getElementById(BUILDER_ISLAND_ID)) void import('../builder/hydrate-builder.ts');
enhanceCodeBlocks(document);
