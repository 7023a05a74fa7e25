/**
 * Which representation of a page an `Accept` header asks for: HTML (what the site serves by default) or markdown.
 *
 * Each media type takes the quality of the most specific range that matches it (`text/markdown`, then `text/*`, then
 * `*\/*`; RFC 9110 §12.5.1). The type with the higher quality wins; on equal quality, the one matched by the more
 * specific range, then by the range written first (`text/markdown, text/html, *\/*` — what Claude Code sends — asks for
 * markdown first). When one range decides for both (`*\/*`, `text/*`), or neither type is acceptable
 * (`application/json`), the answer is HTML: the header is disregarded rather than answered with 406, as RFC 9110
 * allows, so browsers, `curl` and every client that says nothing about markdown get the HTML page.
 */

export const MARKDOWN_TYPE = 'text/markdown';
const HTML_TYPE = 'text/html';

interface MediaRange {
  type: string;
  subtype: string;
  q: number;
  /** Position in the header. */
  order: number;
}

interface Match {
  q: number;
  specificity: number;
  order: number;
}

const QUALITY = /^(?:1(?:\.0{0,3})?|0(?:\.\d{0,3})?)$/;

/** The header's media ranges; a range that is not `type/subtype` or has an invalid `q` is left out. */
export function parseAccept(header: string): MediaRange[] {
  const ranges: MediaRange[] = [];
  header.split(',').forEach((part, order) => {
    const [range = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const [type, subtype, extra] = range.toLowerCase().split('/');
    if (!type || !subtype || extra !== undefined) return;
    let q = 1;
    for (const parameter of parameters) {
      const [name = '', value = ''] = parameter.split('=').map((piece) => piece.trim());
      if (name.toLowerCase() !== 'q') continue;
      if (!QUALITY.test(value)) return;
      q = Number(value);
    }
    ranges.push({ type, subtype, q, order });
  });
  return ranges;
}

/** The range that decides for `mediaType`: the most specific that matches it, or undefined when none does. */
function bestMatch(ranges: readonly MediaRange[], mediaType: string): Match | undefined {
  const [type, subtype] = mediaType.split('/');
  let best: Match | undefined;
  for (const range of ranges) {
    const specificity =
      range.type === type && range.subtype === subtype
        ? 2
        : range.type === type && range.subtype === '*'
          ? 1
          : range.type === '*' && range.subtype === '*'
            ? 0
            : -1;
    if (specificity < 0 || (best && best.specificity >= specificity)) continue;
    best = { q: range.q, specificity, order: range.order };
  }
  return best;
}

/** Whether the request asks for a page's markdown rather than its HTML (see above). */
export function prefersMarkdown(accept: string | null | undefined): boolean {
  if (!accept?.trim()) return false;
  const ranges = parseAccept(accept);
  const markdown = bestMatch(ranges, MARKDOWN_TYPE);
  if (!markdown || markdown.q === 0) return false;
  const html = bestMatch(ranges, HTML_TYPE);
  if (!html || html.q === 0) return true;
  if (markdown.q !== html.q) return markdown.q > html.q;
  if (markdown.specificity !== html.specificity) return markdown.specificity > html.specificity;
  return markdown.order < html.order;
}
