import { findMatches, highlightTerms } from './match-words.ts';

/** Spec section 9: a 150-character window, stepping by 50, with 50 characters of lead-in context. */
export const SNIPPET_WINDOW = 150;
export const SNIPPET_STEP = 50;
export const SNIPPET_LEAD_IN = 50;
export const ELLIPSIS = '…';

/**
 * The part of a section's text to show under a result: the 150-character window (tried every 50 characters) holding
 * the most query matches — the earliest on ties — started 50 characters before its first match, trimmed to whole
 * words, with an ellipsis where text was cut. Without matches, the start of the text.
 */
export function snippet(text: string, query: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= SNIPPET_WINDOW) return clean;
  const matches = findMatches(clean, highlightTerms(query));

  let start = 0;
  if (matches.length > 0) {
    let bestCount = 0;
    let bestFirst = matches[0]!.start;
    for (let windowStart = 0; windowStart < clean.length; windowStart += SNIPPET_STEP) {
      const inWindow = matches.filter((m) => m.start >= windowStart && m.start < windowStart + SNIPPET_WINDOW);
      if (inWindow.length > bestCount) {
        bestCount = inWindow.length;
        bestFirst = inWindow[0]!.start;
      }
    }
    start = Math.max(0, bestFirst - SNIPPET_LEAD_IN);
  }
  let end = Math.min(clean.length, start + SNIPPET_WINDOW);
  if (end === clean.length) start = Math.max(0, end - SNIPPET_WINDOW);

  if (start > 0 && /\S/.test(clean[start - 1]!)) {
    const nextSpace = clean.indexOf(' ', start);
    start = nextSpace === -1 || nextSpace >= end ? start : nextSpace + 1;
  }
  if (end < clean.length && /\S/.test(clean[end]!)) {
    const lastSpace = clean.lastIndexOf(' ', end);
    end = lastSpace > start ? lastSpace : end;
  }
  return `${start > 0 ? ELLIPSIS : ''}${clean.slice(start, end).trim()}${end < clean.length ? ELLIPSIS : ''}`;
}
