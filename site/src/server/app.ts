import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { McpData } from '../shared/agents/mcp-data.ts';
import type { SearchEngine } from '../shared/search/engine.ts';
import { checkQuery } from '../shared/search/query.ts';
import { cacheControl } from '../shared/cache-policy.ts';
import { securityHeaders } from '../shared/headers.ts';
import { createSearchAnswers, type Compressor } from './search-answers.ts';
import { searchHandler } from './search-endpoint.ts';
import { fillSearchPage, renderSearchResults } from './search-page.ts';
import { createDocsMcp } from './mcp/handler.ts';
import { withPageMarkdown, type ServeStatic } from './page-representations.ts';
import { builderPageAnswer } from './builder-page.ts';
import { prefersMarkdown } from './accept.ts';
import { BUILDER_PAGE_PATH } from '../shared/builder/answers.ts';
import { docsHref } from '../shared/routes.ts';

export interface AppOptions {
  engine: SearchEngine;
  /**
   * Answers every other GET/HEAD request: pages, assets and the 404 page (from disk on Node, from ASSETS on Workers).
   * A page asked for as markdown (`Accept: text/markdown`) is answered with its `.md` file from here too.
   */
  serveStatic: ServeStatic;
  /** The prerendered /search page, filled in per request (the search that works without JavaScript). */
  searchPageTemplate: string;
  /**
   * Compress API answers and the /search page here (Node). On Workers leave it out: the platform compresses for each
   * client itself, and a body compressed by the Worker would be compressed again.
   */
  compress?: Compressor;
  /** Bytes of search answers kept in memory (see createSearchAnswers); 0 turns the cache off. */
  searchCacheBytes?: number;
  /** The build's data for the MCP endpoint (dist/mcp-data.json); without it there is no /mcp. */
  mcp?: McpData;
}

const API_METHODS = 'GET, HEAD';

/** The whole HTTP surface of the site, shared by the Node server and the Cloudflare Worker. */
export function createApp({
  engine,
  serveStatic,
  searchPageTemplate,
  compress: compressor,
  searchCacheBytes,
  mcp,
}: AppOptions): Hono {
  const app = new Hono();
  const headers = securityHeaders();
  app.use(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  });
  // API answers are compressed once and cached (search-answers.ts); the /search page is compressed per request.
  if (compressor) app.use('/search', compress());
  app.get(
    '/api/search',
    searchHandler(createSearchAnswers(engine, { compress: compressor, cacheBytes: searchCacheBytes })),
  );
  app.all('/api/search', (c) => {
    c.header('Allow', API_METHODS);
    return c.json({ error: `Method ${c.req.method} is not allowed: use GET` }, 405);
  });
  app.all('/api/*', (c) => c.json({ error: 'Not found' }, 404));
  app.get('/search', (c) => {
    const values = new URL(c.req.url).searchParams.getAll('query');
    const check = checkQuery(values.length === 0 ? [''] : values);
    const query = check.ok ? check.query : '';
    const results = check.ok && query ? engine.search(query) : [];
    const suggestions = query && results.length === 0 ? (engine.suggest?.(query) ?? []) : [];
    const html = fillSearchPage(
      searchPageTemplate,
      query,
      renderSearchResults(query, results, check.ok ? undefined : check.error, suggestions),
    );
    c.header('Cache-Control', cacheControl(check.ok ? 'search' : 'none'));
    return c.html(html, check.ok ? 200 : 400);
  });
  if (mcp) {
    const serveMcp = createDocsMcp({
      engine,
      data: mcp,
      readMarkdown: async (url) => {
        const response = await serveStatic(new Request(url));
        if (response.status === 200) return response.text();
        await response.body?.cancel();
        return undefined;
      },
    });
    app.all('/mcp', (c) => serveMcp(c.req.raw));
  }
  const servePage = withPageMarkdown(serveStatic);
  if (mcp) {
    // The command builder's form without JavaScript (builder-page.ts); its page as it is for any other request.
    app.get(docsHref(BUILDER_PAGE_PATH), async (c) => {
      if (prefersMarkdown(c.req.header('Accept') ?? null)) return servePage(c.req.raw);
      return (await builderPageAnswer(c.req.raw, serveStatic, mcp)) ?? servePage(c.req.raw);
    });
  }
  app.get('*', (c) => servePage(c.req.raw));
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
