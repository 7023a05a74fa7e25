/**
 * The site's escaping, for the few places that write markup as text instead of through React: the search page's
 * title and query, the sitemap, and JSON inside <script> elements. Escapes the way React does, so text is written the
 * same whichever way a page is made.
 */

const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

/** Text for HTML or XML content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ENTITIES[character]!);
}

/**
 * JSON that can never be read as markup: "<" is escaped (as \u003c), so the text cannot close a <script> element it is
 * embedded in (application/json or ld+json data in a page), and an API answer that quotes page text such as `<img …>`
 * holds no tag even if something renders it as HTML.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
