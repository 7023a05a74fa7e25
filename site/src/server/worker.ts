import { env } from 'cloudflare:workers';
import searchIndex from '../../dist/search-index.bin';
import searchPageTemplate from 'flarekit-docs:search-page';
import mcpData from 'flarekit-docs:mcp-data';
import type { McpData } from '../shared/agents/mcp-data.ts';
import { loadSearchEngine } from '../shared/search/engine.ts';
import { createApp } from './app.ts';

/**
 * The site on Cloudflare Workers: hashed assets are Workers static assets (served by Cloudflare, with the `_headers`
 * policy); GET /api/search, /search, /mcp, the pages (`/` and `/docs/*`, which answer markdown to a request that asks
 * for it) and unknown paths reach this Worker, which answers from the same prebuilt index file as the Node server,
 * bundled into the Worker as a Data module (read once per isolate), and reads pages from the assets. The three
 * imports are build output (dist/); `npm run build` comes first.
 */
const WORKER_SEARCH_CACHE_BYTES = 8 * 2 ** 20;

const engine = loadSearchEngine(searchIndex);

const app = createApp({
  engine,
  // Responses from the asset binding have immutable headers: copy them so the security headers can be added.
  serveStatic: async (request) => {
    const response = await env.ASSETS.fetch(request);
    return new Response(response.body, response);
  },
  searchPageTemplate,
  // A Worker isolate has 128 MB in all, the index included: a smaller answer cache than on Node.
  searchCacheBytes: WORKER_SEARCH_CACHE_BYTES,
  mcp: mcpData as McpData,
});

export default app;
