import type { Context } from 'hono';
import { cacheControl } from '../shared/cache-policy.ts';
import type { SearchEngine } from '../shared/search/engine.ts';
import { checkQuery } from '../shared/search/query.ts';
import { preferredEncoding } from './content-encoding.ts';
import type { createSearchAnswers } from './search-answers.ts';

/**
 * GET /api/search?query=… — the site's one API (spec section 7). 200 with the results, best first (a blank query
 * answers []); 400 with { error } for a missing, repeated or over-long query. Any input is searched as plain words.
 */
export function searchHandler(answers: ReturnType<typeof createSearchAnswers>) {
  return (c: Context) => {
    const check = checkQuery(new URL(c.req.url).searchParams.getAll('query'));
    if (!check.ok) {
      c.header('Cache-Control', cacheControl('none'));
      return c.json({ error: check.error }, 400);
    }
    const { body, encoding } = answers.answer(check.query, preferredEncoding(c.req.header('Accept-Encoding')));
    c.header('Cache-Control', cacheControl('search'));
    c.header('Vary', 'Accept-Encoding');
    c.header('Content-Type', 'application/json; charset=UTF-8');
    if (encoding) c.header('Content-Encoding', encoding);
    return c.body(body as Uint8Array<ArrayBuffer>);
  };
}

/**
 * GET /api/search/suggestions?query=… — "did you mean": for a query the search answers with [], the nearest queries the
 * index can answer (a JSON list of strings, best first; [] when every word of the query is found). A route of its own
 * so that /api/search keeps the answer shape of spec section 7; the dialog asks it only after an empty answer.
 */
export function suggestionsHandler(engine: SearchEngine) {
  return (c: Context) => {
    const check = checkQuery(new URL(c.req.url).searchParams.getAll('query'));
    if (!check.ok) {
      c.header('Cache-Control', cacheControl('none'));
      return c.json({ error: check.error }, 400);
    }
    c.header('Cache-Control', cacheControl('search'));
    return c.json(check.query ? (engine.suggest?.(check.query) ?? []) : []);
  };
}
