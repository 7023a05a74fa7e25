import searchIndex from '../../dist/search-index.bin';
import searchPageTemplate from 'flarekit-docs:search-page';
import { loadSearchEngine } from '../shared/search/engine.ts';
import { createApp } from './app.ts';

/**
 * The site on Cloudflare Workers: prerendered pages and hashed assets are Workers static assets (served by Cloudflare,
 * with the `_headers` policy); everything else — GET /api/search, /search and unknown paths — reaches this Worker,
 * which answers from the same prebuilt index file as the Node server, bundled into the Worker as a Data module (read
 * once per isolate). Both imports are build output (dist/); `npm run build` comes first.
 */
interface Env {
  ASSETS: { fetch(request: Request): Promise<Response> };
}

const WORKER_SEARCH_CACHE_BYTES = 8 * 2 ** 20;

const engine = loadSearchEngine(searchIndex);

const app = createApp({
  engine,
  // Responses from the asset binding have immutable headers: copy them so the security headers can be added.
  serveStatic: async (c) => {
    const response = await (c.env as Env).ASSETS.fetch(c.req.raw);
    return new Response(response.body, response);
  },
  searchPageTemplate,
  // A Worker isolate has 128 MB in all, the index included: a smaller answer cache than on Node.
  searchCacheBytes: WORKER_SEARCH_CACHE_BYTES,
});

export default app;
