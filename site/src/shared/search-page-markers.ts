/** Markers in the prerendered /search page that the server replaces per request (src/server/search-page.ts). */
export const SEARCH_QUERY_MARKER = '__SEARCH_QUERY__';
export const SEARCH_RESULTS_MARKER = '<!--search-results-->';
