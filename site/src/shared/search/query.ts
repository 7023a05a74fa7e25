/** Rules for the `query` parameter of GET /api/search (shared by the Node server and the Worker). */
export const MAX_QUERY_LENGTH = 200;

export type QueryCheck = { ok: true; query: string } | { ok: false; error: string };

/**
 * Checks the values of `query` from the URL (already decoded by URLSearchParams, which never throws on bad
 * percent-encoding). Missing, repeated or longer than 200 characters: an error for a 400 answer. Blank: the empty query
 * (answered with []). Control characters are removed; they are never searchable.
 */
export function checkQuery(values: readonly string[]): QueryCheck {
  if (values.length === 0) return { ok: false, error: 'Missing the "query" parameter: use /api/search?query=<words>' };
  if (values.length > 1) return { ok: false, error: 'Give the "query" parameter once' };
  const value = values[0]!;
  if ([...value].length > MAX_QUERY_LENGTH) {
    return { ok: false, error: `The query is longer than ${MAX_QUERY_LENGTH} characters` };
  }
  // eslint-disable-next-line no-control-regex
  return { ok: true, query: value.replace(/[\u0000-\u001f\u007f]/g, ' ').trim() };
}
