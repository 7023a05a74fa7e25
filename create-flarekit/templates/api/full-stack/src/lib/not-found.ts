import type { NotFoundHandler } from 'hono';

/**
 * A path that is neither a route nor a file of the web app (wrangler.jsonc's "assets" leave it to the Worker). A
 * browser navigating to a client route such as /dashboard gets the web app's index.html, which TanStack Router
 * renders; every other request (a fetch, a webhook POST, curl, any path under /api/) gets the API's JSON 404.
 */
export const notFound: NotFoundHandler = (c) => {
  const { method, path } = c.req;
  // Browsers send Sec-Fetch-Mode; one that does not is navigating when it asks for HTML.
  const mode = c.req.header('Sec-Fetch-Mode');
  const navigation = mode ? mode === 'navigate' : (c.req.header('Accept') ?? '').includes('text/html');
  if ((method === 'GET' || method === 'HEAD') && navigation && !path.startsWith('/api/')) {
    const { ASSETS } = c.env as { ASSETS: Fetcher };
    return ASSETS.fetch(new Request(new URL('/', c.req.url), { method, headers: c.req.raw.headers }));
  }
  return c.json({ error: 'Not found' }, 404);
};
