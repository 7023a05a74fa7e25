/**
 * "Did you mean" travels with the search answer itself: GET /api/search keeps its body (the array of results, `[]` when
 * nothing matches) and, when a query finds nothing, names the queries to try instead in one response header. A header
 * value must be ASCII, and a suggestion may hold any letter the content uses (or a word the reader typed), so each
 * suggestion is percent-encoded as in a URL and the list is joined by ", " (a comma inside a suggestion is encoded, so
 * it never splits one). Written by the server, read by the dialog.
 */
export const SUGGESTIONS_HEADER = 'Search-Suggestions';

/** The header value for `suggestions`, best first; '' for none (then the header is left out). */
export function encodeSuggestions(suggestions: readonly string[]): string {
  return suggestions
    .filter((suggestion) => suggestion !== '')
    .map((suggestion) => encodeURIComponent(suggestion))
    .join(', ');
}

/** The suggestions of a header value (null when the header is absent); a part that is not valid encoding is skipped. */
export function decodeSuggestions(value: string | null): string[] {
  if (!value) return [];
  const suggestions: string[] = [];
  for (const part of value.split(',')) {
    const trimmed = part.trim();
    if (!trimmed) continue;
    try {
      suggestions.push(decodeURIComponent(trimmed));
    } catch {
      // Not percent-encoding we wrote: leave it out rather than show garbled text.
    }
  }
  return suggestions;
}
