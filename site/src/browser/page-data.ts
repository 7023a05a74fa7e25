import { jsonForScript } from '../shared/escape.ts';
import type { Heading, NavCategory } from '../shared/types.ts';

/** The props of a page's interactive islands, embedded in the page as JSON and read by the client entry. */
export interface HeaderProps {
  navigation: NavCategory[];
  /** The href of the current docs page, highlighted in the navigation. */
  currentHref?: string;
}

export interface TocProps {
  headings: Heading[];
}

export interface PageData {
  header: HeaderProps;
  /** Present on pages with a table of contents. */
  toc?: TocProps;
}

/** Element ids shared by the prerenderer and the client entry. */
export const ISLAND_IDS = { header: 'header-island', toc: 'toc-island' } as const;
export const PAGE_DATA_ID = 'page-data';

/** The page data for its <script type="application/json"> element. */
export function serializePageData(data: PageData): string {
  return jsonForScript(data);
}
