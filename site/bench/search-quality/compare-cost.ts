/**
 * `node bench/search-quality/compare-cost.ts <other engine.ts> [--pages N]`: the in-process cost of a search with this
 * engine and with another version of it (an `engine.ts` from an older checkout, e.g. `git worktree add`), side by side on
 * the same records: the real site (the tuning queries) or a synthetic site of N pages (its own queries).
 * Passes alternate between the two engines; CPU time per search is the median of 5 passes, so other work on a shared
 * machine moves it less than wall time.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { writeSyntheticSite } from '../lib/synthetic-corpus.ts';
import { loadSite } from '../../src/build/pipeline/load-site.ts';
import * as current from '../../src/shared/search/engine.ts';
import type { SearchRecord } from '../../src/shared/search/search-records.ts';
import { ALL_QUERIES } from './queries.ts';

type EngineModule = Pick<typeof current, 'buildSearchIndex' | 'loadSearchEngine'>;

const otherPath = process.argv[2];
if (!otherPath || otherPath.startsWith('--')) {
  console.error('Usage: node bench/search-quality/compare-cost.ts <path to another engine.ts> [--pages N]');
  process.exit(1);
}
const other = (await import(pathToFileURL(path.resolve(otherPath)).href)) as EngineModule;
const pagesAt = process.argv.indexOf('--pages');
const pages = pagesAt === -1 ? 0 : Number(process.argv[pagesAt + 1]);

let records: SearchRecord[];
let queries: string[];
if (pages > 0) {
  const root = await mkdtemp(path.join(tmpdir(), 'flarekit-cost-'));
  const site = await writeSyntheticSite(root, pages);
  records = (await loadSite(root)).searchRecords;
  queries = site.queries;
  await rm(root, { recursive: true, force: true });
} else {
  records = (await loadSite(path.resolve(import.meta.dirname, '../..'))).searchRecords;
  queries = ALL_QUERIES.filter((q) => q.split === 'tuning').map((q) => q.query);
}

const engines = { 'this engine': current, 'the other engine': other };
const loaded = Object.entries(engines).map(
  ([name, module]) => [name, module.loadSearchEngine(module.buildSearchIndex(records))] as const,
);
const rounds = pages > 1000 ? 2 : 20;
const cpuPerSearch = (engine: current.SearchEngine) => {
  const started = process.cpuUsage();
  for (let round = 0; round < rounds; round++) for (const query of queries) JSON.stringify(engine.search(query));
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000 / (rounds * queries.length);
};
for (const [, engine] of loaded) cpuPerSearch(engine); // warm-up
const passes = new Map<string, number[]>(loaded.map(([name]) => [name, []]));
for (let pass = 0; pass < 5; pass++) for (const [name, engine] of loaded) passes.get(name)!.push(cpuPerSearch(engine));
console.log(`${records.length} records, ${queries.length} queries × ${rounds}:`);
for (const [name, times] of passes)
  console.log(`  ${name}: ${times.sort((a, b) => a - b)[2]!.toFixed(3)} ms CPU per search (median of 5 passes)`);
