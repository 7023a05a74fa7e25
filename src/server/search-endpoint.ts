import type { Context } from 'hono';
import type { SearchEngine } from '../search/engine.ts';
import { checkQuery } from '../search/query.ts';

/**
 * GET /api/search?query=… — the site's one API (spec section 7). 200 with the results, best first (a blank query
 * answers []); 400 with { error } for a missing, repeated or over-long query. Any input is searched as plain words.
 */
export function searchHandler(engine: SearchEngine) {
  return (c: Context) => {
    const check = checkQuery(new URL(c.req.url).searchParams.getAll('query'));
    if (!check.ok) {
      c.header('Cache-Control', 'no-store');
      return c.json({ error: check.error }, 400);
    }
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(check.query ? engine.search(check.query) : []);
  };
}
