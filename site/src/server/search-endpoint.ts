import type { Context } from 'hono';
import { cacheControl } from '../shared/cache-policy.ts';
import { checkQuery } from '../shared/search/query.ts';
import { SUGGESTIONS_HEADER } from '../shared/search/suggestions-header.ts';
import { preferredEncoding } from './content-encoding.ts';
import type { createSearchAnswers } from './search-answers.ts';

/**
 * GET /api/search?query=… — the site's one API (spec section 7). 200 with the results, best first (a blank query, or
 * one that matches nothing, answers []); 400 with { error } for a missing, repeated or over-long query. Any input is
 * searched as plain words. When a query finds nothing, the Search-Suggestions header names the queries to try instead
 * ("did you mean", suggestions-header.ts); the body keeps the spec's shape.
 */
export function searchHandler(answers: ReturnType<typeof createSearchAnswers>) {
  return (c: Context) => {
    const check = checkQuery(new URL(c.req.url).searchParams.getAll('query'));
    if (!check.ok) {
      c.header('Cache-Control', cacheControl('none'));
      return c.json({ error: check.error }, 400);
    }
    const { body, encoding, suggestions } = answers.answer(
      check.query,
      preferredEncoding(c.req.header('Accept-Encoding')),
    );
    c.header('Cache-Control', cacheControl('search'));
    if (suggestions) c.header(SUGGESTIONS_HEADER, suggestions);
    c.header('Vary', 'Accept-Encoding');
    c.header('Content-Type', 'application/json; charset=UTF-8');
    if (encoding) c.header('Content-Encoding', encoding);
    return c.body(body as Uint8Array<ArrayBuffer>);
  };
}
