import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import type { SearchEngine } from '../search/engine.ts';
import { searchHandler } from './search-endpoint.ts';

export interface AppOptions {
  engine: SearchEngine;
  /** Answers every other GET/HEAD request: pages, assets and the 404 page (from disk on Node, from ASSETS on Workers). */
  serveStatic: (c: Context) => Response | Promise<Response>;
}

const API_METHODS = 'GET, HEAD';

/** The whole HTTP surface of the site, shared by the Node server and the Cloudflare Worker. */
export function createApp({ engine, serveStatic }: AppOptions): Hono {
  const app = new Hono();
  app.use('/api/*', compress());
  app.get('/api/search', searchHandler(engine));
  app.all('/api/search', (c) => {
    c.header('Allow', API_METHODS);
    return c.json({ error: `Method ${c.req.method} is not allowed: use GET` }, 405);
  });
  app.all('/api/*', (c) => c.json({ error: 'Not found' }, 404));
  app.get('*', serveStatic);
  app.all('*', (c) => {
    c.header('Allow', API_METHODS);
    return c.json({ error: `Method ${c.req.method} is not allowed` }, 405);
  });
  app.onError((error, c) => {
    console.error(error);
    return c.json({ error: 'Internal server error' }, 500);
  });
  return app;
}
