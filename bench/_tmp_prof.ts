import { readFile } from 'node:fs/promises';
import { loadSearchEngine } from '../src/search/engine.ts';
import { createApp } from '../src/server/app.ts';
import { QUERIES } from './search-quality/queries.ts';
const engine = loadSearchEngine(await readFile('/tmp/fk/dist/search-index.json', 'utf8'));
for (const compress of [false, true]) {
  const app = createApp({ engine, serveStatic: (c) => c.text('x'), searchPageTemplate: '', compressResponses: compress });
  const paths = QUERIES.map((q) => `/api/search?query=${encodeURIComponent(q.query)}`);
  for (let i = 0; i < 300; i++) await (await app.request(paths[i % paths.length]!, { headers: { 'accept-encoding': 'gzip' } })).arrayBuffer();
  const t = performance.now(); const n = 3000;
  for (let i = 0; i < n; i++) await (await app.request(paths[i % paths.length]!, { headers: { 'accept-encoding': 'gzip' } })).arrayBuffer();
  const perReq = (performance.now() - t) / n;
  let t2 = performance.now();
  for (let i = 0; i < n; i++) engine.search(QUERIES[i % QUERIES.length]!.query);
  const eng = (performance.now() - t2) / n;
  t2 = performance.now();
  for (let i = 0; i < n; i++) JSON.stringify(engine.search(QUERIES[i % QUERIES.length]!.query));
  const engJson = (performance.now() - t2) / n;
  console.log({ compress, perReq: perReq.toFixed(3), engine: eng.toFixed(3), engineJson: engJson.toFixed(3) });
}
