import { jsonForScript } from '../shared/escape.ts';
import type { Heading, NavCategory } from '../shared/types.ts';

/** The props of the mobile menu's island, embedded in the page as JSON and read when the menu is first opened. */
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
}

/**
 * Element ids shared by the prerenderer and the client entry: the mobile menu's island (hydrated on its button's first
 * click) and the empty container the search dialog's island renders into (on first use).
 */
export const ISLAND_IDS = { menu: 'menu-island', search: 'search-island' } as const;
export const PAGE_DATA_ID = 'page-data';

/** The page data for its <script type="application/json"> element. */
export function serializePageData(data: PageData): string {
  return jsonForScript(data);
}

/** The page data the prerenderer embedded; undefined on a page without it. */
export function readPageData(root: Document): PageData | undefined {
  const element = root.getElementById(PAGE_DATA_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as PageData) : undefined;
}
