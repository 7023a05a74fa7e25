import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { loadSearchEngine } from '../search/engine.ts';
import { createApp } from './app.ts';
import { createStaticFiles } from './static-files.ts';

/**
 * `npm start`: serves the built site (dist/) and GET /api/search from one Node process, on PORT (default 3000).
 * The search index is read once at start-up. SIGTERM/SIGINT stop accepting connections, let in-flight requests
 * finish, then exit 0.
 */
const distDir = path.resolve(process.env.DIST_DIR ?? 'dist');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';

const engine = loadSearchEngine(await readFile(path.join(distDir, 'search-index.json'), 'utf8'));
const app = createApp({
  engine,
  serveStatic: await createStaticFiles(path.join(distDir, 'client')),
  searchPageTemplate: JSON.parse(await readFile(path.join(distDir, 'search-page.json'), 'utf8')) as string,
  compressResponses: true,
});

const server = serve({ fetch: app.fetch, port, hostname: host }, (info) => {
  console.log(`Flarekit docs: http://localhost:${info.port}`);
});

/** In-flight requests get this long to finish after a stop signal; then the remaining connections are cut. */
const DRAIN_TIMEOUT_MS = 10_000;

function shutdown(signal: string) {
  console.log(`${signal}: finishing in-flight requests…`);
  const http = server as import('node:http').Server;
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
