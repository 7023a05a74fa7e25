/**
 * The site's server (as src/server/node.ts builds it: the same Hono app, static files, search page and compression)
 * with a chosen search engine, for the load benchmark. Environment: ENGINE (ours | fumadocs | vitepress), DIST_DIR,
 * RECORDS_FILE (the search records as JSON, for the peers' set-ups, which index records rather than our serialized
 * index), PORT, HOST. SIGTERM stops it.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serve } from '@hono/node-server';
import type { SearchRecord } from '../../src/shared/search/search-records.ts';
import { loadSearchEngine, type SearchEngine } from '../../src/shared/search/engine.ts';
import { createApp } from '../../src/server/app.ts';
import { nodeCompressor } from '../../src/server/node-compression.ts';
import { createStaticFiles } from '../../src/server/static-files.ts';
import { fumadocsOramaEngine, vitepressMiniSearchEngine } from './engines.ts';

const ENGINES = ['ours', 'fumadocs', 'vitepress'] as const;
export type EngineName = (typeof ENGINES)[number];

async function engineFor(name: string, distDir: string): Promise<SearchEngine> {
  if (name === 'ours') return loadSearchEngine(await readFile(path.join(distDir, 'search-index.bin')));
  const recordsFile = process.env.RECORDS_FILE;
  if (!recordsFile) throw new Error('RECORDS_FILE is required for the peers’ set-ups');
  const records = JSON.parse(await readFile(recordsFile, 'utf8')) as SearchRecord[];
  if (name === 'fumadocs') return fumadocsOramaEngine(records);
  if (name === 'vitepress') return vitepressMiniSearchEngine(records);
  throw new Error(`unknown ENGINE ${name}: use ${ENGINES.join(', ')}`);
}

if (import.meta.main) {
  const distDir = path.resolve(process.env.DIST_DIR ?? 'dist');
  const app = createApp({
    engine: await engineFor(process.env.ENGINE ?? 'ours', distDir),
    serveStatic: await createStaticFiles(path.join(distDir, 'client')),
    searchPageTemplate: JSON.parse(await readFile(path.join(distDir, 'search-page.json'), 'utf8')) as string,
    compress: nodeCompressor,
    // SEARCH_CACHE_MB=0: every request runs the engine (the engine comparison); unset: the site's default cache.
    ...(process.env.SEARCH_CACHE_MB === undefined
      ? {}
      : { searchCacheBytes: Number(process.env.SEARCH_CACHE_MB) * 2 ** 20 }),
  });
  const server = serve({
    fetch: app.fetch,
    port: Number(process.env.PORT ?? 3000),
    hostname: process.env.HOST ?? '127.0.0.1',
  });
  process.once('SIGTERM', () => {
    server.close(() => process.exit(0));
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  });
}
