import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import path from 'node:path';
import { serve } from '@hono/node-server';
import type { McpData } from '../shared/agents/mcp-data.ts';
import { loadSearchEngine } from '../shared/search/engine.ts';
import { createApp } from './app.ts';
import { nodeCompressor } from './node-compression.ts';
import { DEFAULT_CACHE_BYTES } from './search-answers.ts';
import { createStaticFiles } from './static-files.ts';

/**
 * `npm start`: serves the built site (dist/), GET /api/search and the MCP endpoint (/mcp) from one Node process, on
 * PORT (default 3000).
 * SEARCH_CACHE_MB sets the memory kept for search answers (default 32; 0 turns the cache off).
 * The search index is read once at start-up. SIGTERM/SIGINT stop accepting connections, let in-flight requests
 * finish, then exit 0.
 */
const distDir = path.resolve(process.env.DIST_DIR ?? 'dist');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';

function searchCacheBytes(megabytes: string | undefined): number {
  if (megabytes === undefined || megabytes === '') return DEFAULT_CACHE_BYTES;
  const value = Number(megabytes);
  if (!Number.isFinite(value) || value < 0) {
    console.error(`SEARCH_CACHE_MB must be a number of megabytes, 0 or more (got "${megabytes}")`);
    process.exit(1);
  }
  return value * 2 ** 20;
}

const cacheBytes = searchCacheBytes(process.env.SEARCH_CACHE_MB);
const engine = loadSearchEngine(await readFile(path.join(distDir, 'search-index.bin')));
const app = createApp({
  engine,
  serveStatic: await createStaticFiles(path.join(distDir, 'client')),
  searchPageTemplate: JSON.parse(await readFile(path.join(distDir, 'search-page.json'), 'utf8')) as string,
  compress: nodeCompressor,
  searchCacheBytes: cacheBytes,
  mcp: JSON.parse(await readFile(path.join(distDir, 'mcp-data.json'), 'utf8')) as McpData,
});

const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
  console.log(`Flarekit docs: http://localhost:${info.port}`);
});

/** In-flight requests get this long to finish after a stop signal; then the remaining connections are cut. */
const DRAIN_TIMEOUT_MS = 10_000;

function shutdown(signal: string) {
  console.log(`${signal}: finishing in-flight requests…`);
  const http = server as Server;
  http.close((error) => {
    clearInterval(idleSweep);
    if (error) console.error(error);
    process.exit(error ? 1 : 0);
  });
  // Keep-alive connections become idle once their response is sent: close them as they do, so the process can exit.
  const idleSweep = setInterval(() => http.closeIdleConnections(), 100);
  setTimeout(() => http.closeAllConnections(), DRAIN_TIMEOUT_MS).unref();
  http.closeIdleConnections();
}
process.once('SIGTERM', () => shutdown('SIGTERM'));
process.once('SIGINT', () => shutdown('SIGINT'));
