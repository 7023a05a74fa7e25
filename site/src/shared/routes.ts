/** URL helpers shared by every stage, so links, routes and search paths cannot disagree. */

export const DOCS_PREFIX = '/docs/';

/** "templates/api" → "/docs/templates/api" */
export function docsHref(pagePath: string, slug?: string): string {
  return DOCS_PREFIX + pagePath + (slug ? `#${slug}` : '');
}

/** decodeURIComponent that answers null for a malformed percent-escape ("%E0%A4%A") instead of throwing. */
export function decodeUriPart(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}
