/** URL helpers shared by every stage, so links, routes and search paths cannot disagree. */

export const DOCS_PREFIX = '/docs/';

/** "templates/api" → "/docs/templates/api" */
export function docsHref(pagePath: string, slug?: string): string {
  return DOCS_PREFIX + pagePath + (slug ? `#${slug}` : '');
}
