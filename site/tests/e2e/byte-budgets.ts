/** The first-load budgets every page type shares (budget.spec.ts, server/search-page-budget.spec.ts). */
import { KiB } from '../../bench/lib/page-load.ts';

/**
 * First-load JavaScript of every page type, gzip 6: the client entry alone, no React (71.7 KiB on Quick Start when React
 * DOM hydrated the whole header and the table of contents on load; 4.2 KiB when each island loaded on first use).
 */
export const FIRST_LOAD_JS_BUDGET = 30 * KiB;

/** The modules of the islands, each loaded on first use: none of them on load. */
export const ISLAND_SCRIPTS = /SearchDialog|menu-island|hydrate-builder/;
