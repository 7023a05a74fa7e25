/**
 * `npm run bench:compare -- <site folder of another checkout>`: the search's costs with this checkout's code beside
 * another version's (an earlier commit checked out with `git worktree add`, outside this repository), in one run, so a
 * shared machine's load falls on both alike. Both versions index the same records (this checkout's content and
 * pipeline); each is measured with its own engine (`src/shared/search/engine.ts`) and its own server
 * (`src/server/node.ts`), on the same built pages with its own index file. Two sites:
 *   - the real one: one search and its JSON in this process (the search-quality queries, "Search under load"), the
 *     server's start-up, and GET /api/search under autocannon (50 connections, as a browser asks) with the answer cache
 *     on (as served) and off (every request searches);
 *   - a synthetic site of --pages pages (default 10,000; bench/lib/synthetic-corpus.ts, as in "Scale"): the search index
 *     build, its size, the engine's memory (needs --expose-gc), one uncached search (its own queries, ten times), the
 *     server's start-up and memory, and the load run as `bench:scale` does it (every query once, then 2 s + 5 s).
 * Each of --rounds rounds (default 3) measures both versions, the order alternating (A B, B A, …); medians over the
 * rounds, and the ratio this ÷ other. Only the search differs between the two: the page build is not measured. With
 * --write, also updates BENCHMARKS.md.
 */
import { execFileSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { loadSite } from '../src/build/pipeline/load-site.ts';
import * as current from '../src/shared/search/engine.ts';
import type { SearchRecord } from '../src/shared/search/search-records.ts';
import { BROWSER_HEADERS, load, SEARCH_PATHS, type LoadResult } from './lib/load.ts';
import { replaceSection } from './lib/markdown-report.ts';
import { build, ROOT, rssBytes, startServer } from './lib/processes.ts';
import { machine, median, percentile, today } from './lib/stats.ts';
import { writeSyntheticSite } from './lib/synthetic-corpus.ts';
import { QUERIES } from './search-quality/queries.ts';

type EngineModule = Pick<typeof current, 'buildSearchIndex' | 'loadSearchEngine'>;

interface Version {
  name: string;
  /** The site folder of its checkout. */
  site: string;
  engine: EngineModule;
}

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(process.argv[index + 1]);
};

/** One measurement per version and round; medians are taken over the rounds. */
type Samples = Map<string, Map<string, number[]>>;

function record(samples: Samples, measure: string, version: string, value: number) {
  const byVersion = samples.get(measure) ?? new Map<string, number[]>();
  byVersion.set(version, [...(byVersion.get(version) ?? []), value]);
  samples.set(measure, byVersion);
}

/** One search and its JSON per query, `rounds` times after a warm-up: the cost of an answer not yet cached (ms). */
function searchTimes(engine: current.SearchEngine, queries: readonly string[], rounds: number): number[] {
  for (const query of queries) JSON.stringify(engine.search(query));
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const query of queries) {
      const started = performance.now();
      JSON.stringify(engine.search(query));
      times.push(performance.now() - started);
    }
  }
  return times;
}

/** Heap plus array buffers once garbage is gone (several collections: array buffers are freed one collection late). */
async function settledMemory(): Promise<number | undefined> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) return undefined;
  for (let round = 0; round < 4; round++) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

/**
 * The memory of an engine loaded from `index`: heap and array buffers after a full collection, before and after (the
 * file's copy included). In a function of its own, so no engine of an earlier call is still reachable.
 */
async function engineMemory(engine: EngineModule, index: Uint8Array): Promise<number | undefined> {
  const before = await settledMemory();
  const loaded = engine.loadSearchEngine(index.slice());
  const after = await settledMemory();
  loaded.search('keep the engine alive until measured');
  return before === undefined || after === undefined ? undefined : after - before;
}

/** A copy of a built site with another search index file. */
async function distWithIndex(folder: string, builtDist: string, index: Uint8Array): Promise<string> {
  await mkdir(folder, { recursive: true });
  for (const entry of await readdir(builtDist)) {
    if (entry !== 'search-index.bin')
      await cp(path.join(builtDist, entry), path.join(folder, entry), { recursive: true });
  }
  await writeFile(path.join(folder, 'search-index.bin'), index);
  return folder;
}

/** The version's own server on `distDir`: start-up, memory, and the load run; the server is stopped afterwards. */
async function serve(
  version: Version,
  distDir: string,
  options: { paths: readonly string[]; seconds: number; cacheOff?: boolean; preload?: boolean },
) {
  const server = await startServer({
    script: path.join(version.site, 'src', 'server', 'node.ts'),
    env: { DIST_DIR: distDir, ...(options.cacheOff ? { SEARCH_CACHE_MB: '0' } : {}) },
    timeoutMs: 600_000,
  });
  try {
    const rssAfterStart = await rssBytes(server.child.pid!);
    if (options.preload) {
      for (const searchPath of options.paths)
        await (await fetch(new URL(searchPath, server.url), { headers: BROWSER_HEADERS })).arrayBuffer();
    }
    await load(server.url, { paths: options.paths, connections: 50, seconds: 2, headers: BROWSER_HEADERS });
    const result: LoadResult = await load(server.url, {
      paths: options.paths,
      connections: 50,
      seconds: options.seconds,
      headers: BROWSER_HEADERS,
    });
    if (result.total === 0 || result.errors > 0 || result.non2xx > 0)
      throw new Error(`${version.name}: ${result.total} answers, ${result.errors} errors, ${result.non2xx} non-2xx`);
    return { startupMs: server.startupMs, rssAfterStart, rssAfterLoad: await rssBytes(server.child.pid!), result };
  } finally {
    await server.stop();
  }
}

const orderOf = <T>(items: readonly T[], round: number) => (round % 2 === 0 ? [...items] : [...items].reverse());

async function realSite(
  versions: readonly Version[],
  records: readonly SearchRecord[],
  rounds: number,
  seconds: number,
) {
  const samples: Samples = new Map();
  const work = await mkdtemp(path.join(tmpdir(), 'flarekit-compare-real-'));
  try {
    const built = path.join(work, 'built');
    await build({ DIST_DIR: built }, { quiet: true });
    const dists = new Map<string, string>();
    const engines = new Map<string, current.SearchEngine>();
    for (const version of versions) {
      const index = version.engine.buildSearchIndex(records);
      dists.set(version.name, await distWithIndex(path.join(work, version.name), built, index));
      engines.set(version.name, version.engine.loadSearchEngine(index));
    }
    const queries = QUERIES.map(({ query }) => query);
    const inProcess = new Map<string, number[]>();
    for (let round = 0; round < rounds; round++) {
      for (const version of orderOf(versions, round)) {
        const times = searchTimes(engines.get(version.name)!, queries, 20);
        inProcess.set(version.name, [...(inProcess.get(version.name) ?? []), ...times]);
        record(samples, 'search + JSON in process, median (ms)', version.name, median(times));
        record(samples, 'search + JSON in process, p99 (ms)', version.name, percentile(times, 0.99));
        const served = await serve(version, dists.get(version.name)!, { paths: SEARCH_PATHS, seconds });
        record(samples, 'server start-up (ms)', version.name, served.startupMs);
        record(samples, 'RSS after start (MiB)', version.name, served.rssAfterStart / 2 ** 20);
        record(samples, 'as served (cache on): requests/s', version.name, served.result.requestsPerSecond);
        record(samples, 'as served (cache on): p50 (ms)', version.name, served.result.p50);
        record(samples, 'as served (cache on): p99 (ms)', version.name, served.result.p99);
        const uncached = await serve(version, dists.get(version.name)!, {
          paths: SEARCH_PATHS,
          seconds,
          cacheOff: true,
        });
        record(samples, 'cache off: requests/s', version.name, uncached.result.requestsPerSecond);
        record(samples, 'cache off: p50 (ms)', version.name, uncached.result.p50);
        record(samples, 'cache off: p99 (ms)', version.name, uncached.result.p99);
        console.error(
          `[real site] round ${round + 1} ${version.name}: search p50 ${median(times).toFixed(3)} ms; served ${Math.round(served.result.requestsPerSecond)} req/s p99 ${served.result.p99} ms; cache off ${Math.round(uncached.result.requestsPerSecond)} req/s p99 ${uncached.result.p99} ms`,
        );
      }
    }
    return samples;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function syntheticSite(versions: readonly Version[], pages: number, rounds: number, seconds: number) {
  const samples: Samples = new Map();
  const work = await mkdtemp(path.join(tmpdir(), `flarekit-compare-${pages}-`));
  try {
    const contentRoot = path.join(work, 'site');
    const site = await writeSyntheticSite(contentRoot, pages);
    console.error(`[${pages} pages] generated; content pipeline …`);
    let records: SearchRecord[] | undefined = (await loadSite(contentRoot)).searchRecords;
    const recordCount = records.length;
    const paths = site.queries.map((query) => `/api/search?query=${encodeURIComponent(query)}`);
    // The server serves the real site's pages with this size's index (as bench:scale does when a build is stopped).
    const built = path.join(work, 'built');
    await build({ DIST_DIR: built }, { quiet: true });
    const indexes = new Map<string, Uint8Array>();
    for (let round = 0; round < rounds; round++) {
      for (const version of orderOf(versions, round)) {
        const started = performance.now();
        const index = version.engine.buildSearchIndex(records);
        record(samples, 'search index build (s)', version.name, (performance.now() - started) / 1000);
        indexes.set(version.name, index);
      }
    }
    records = undefined;
    for (const version of versions) {
      const index = indexes.get(version.name)!;
      record(samples, 'index on disk (MiB)', version.name, index.byteLength / 2 ** 20);
      record(samples, 'index gzip 6 (MiB)', version.name, gzipSync(index, { level: 6 }).length / 2 ** 20);
    }
    // Memory first, while no other engine is loaded.
    for (let round = 0; round < rounds; round++) {
      for (const version of orderOf(versions, round)) {
        const memory = await engineMemory(version.engine, indexes.get(version.name)!);
        if (memory !== undefined) record(samples, 'engine memory (MiB)', version.name, memory / 2 ** 20);
      }
    }
    for (let round = 0; round < rounds; round++) {
      for (const version of orderOf(versions, round)) {
        const index = indexes.get(version.name)!;
        const started = performance.now();
        const engine = version.engine.loadSearchEngine(index);
        record(samples, 'engine load, in process (ms)', version.name, performance.now() - started);
        const times = searchTimes(engine, site.queries, 10);
        record(samples, 'one uncached search, p50 (ms)', version.name, median(times));
        record(samples, 'one uncached search, p99 (ms)', version.name, percentile(times, 0.99));
        const distDir = await distWithIndex(path.join(work, `${version.name}-${round}`), built, index);
        const served = await serve(version, distDir, { paths, seconds, preload: true });
        await rm(distDir, { recursive: true, force: true });
        record(samples, 'server start-up (ms)', version.name, served.startupMs);
        record(samples, 'RSS after start (MiB)', version.name, served.rssAfterStart / 2 ** 20);
        record(samples, 'RSS after load (MiB)', version.name, served.rssAfterLoad / 2 ** 20);
        record(samples, 'search requests/s (answers cached)', version.name, served.result.requestsPerSecond);
        record(samples, 'search p50 (ms)', version.name, served.result.p50);
        record(samples, 'search p99 (ms)', version.name, served.result.p99);
        console.error(
          `[${pages} pages] round ${round + 1} ${version.name}: uncached p50 ${median(times).toFixed(2)} ms p99 ${percentile(times, 0.99).toFixed(2)} ms; start-up ${Math.round(served.startupMs)} ms; ${Math.round(served.result.requestsPerSecond)} req/s p99 ${served.result.p99} ms`,
        );
      }
    }
    return { samples, recordCount, queryCount: site.queries.length };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** A table of medians: measure | other | this | this ÷ other, each version's rounds in brackets. */
function comparisonTable(samples: Samples, [other, mine]: readonly [string, string]): string {
  const figure = (value: number) =>
    value >= 100 ? Math.round(value).toLocaleString('en-US') : value >= 10 ? value.toFixed(1) : value.toFixed(2);
  const cell = (values: readonly number[] | undefined) => {
    if (!values || values.length === 0) return '—';
    return values.length === 1 ? figure(values[0]!) : `${figure(median(values))} (${values.map(figure).join(', ')})`;
  };
  const lines = [`| | ${other} | ${mine} | ${mine} ÷ ${other} |`, '| --- | --- | --- | --- |'];
  for (const [measure, byVersion] of samples) {
    const a = byVersion.get(other);
    const b = byVersion.get(mine);
    const ratio = a && b && median(a) > 0 ? (median(b) / median(a)).toFixed(2) : '—';
    lines.push(`| ${measure} | ${cell(a)} | ${cell(b)} | ${ratio} |`);
  }
  return lines.join('\n');
}

const commitOf = (folder: string) =>
  execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: folder, encoding: 'utf8' }).trim();

if (import.meta.main) {
  const otherSite = process.argv[2];
  if (!otherSite || otherSite.startsWith('--')) {
    console.error(
      'Usage: npm run bench:compare -- <site folder of another checkout> [--pages N] [--rounds N] [--write]',
    );
    process.exit(1);
  }
  const rounds = argument('rounds', 3);
  const pages = argument('pages', 10_000);
  const seconds = argument('seconds', 5);
  const otherRoot = path.resolve(otherSite);
  const versions: [Version, Version] = [
    {
      name: commitOf(otherRoot),
      site: otherRoot,
      engine: (await import(pathToFileURL(path.join(otherRoot, 'src/shared/search/engine.ts')).href)) as EngineModule,
    },
    { name: `${commitOf(ROOT)} (this)`, site: ROOT, engine: current },
  ];
  const names = [versions[0].name, versions[1].name] as const;
  const machineNote = await machine();
  const { searchRecords } = await loadSite(ROOT);
  const real = await realSite(versions, searchRecords, rounds, seconds);
  const synthetic = pages > 0 ? await syntheticSite(versions, pages, rounds, seconds) : undefined;
  const lines = [
    `Measured ${today()} on ${machineNote}: \`npm run bench:compare -- <site folder of ${versions[0].name}>\`, ${rounds} rounds, the two versions alternating; medians over the rounds (each round in brackets).`,
    '',
    `**The real site** (${searchRecords.length} records; in process, the ${QUERIES.length} search-quality queries × 20 per round; autocannon 50 connections × ${seconds} s after 2 s of warm-up, as a browser asks):`,
    '',
    comparisonTable(real, names),
  ];
  if (synthetic) {
    lines.push(
      '',
      `**${pages.toLocaleString('en-US')} synthetic pages** (${synthetic.recordCount.toLocaleString('en-US')} records, ${synthetic.queryCount} queries of their own; the server on this index with the real site's pages; every query once, then 2 s of warm-up and ${seconds} s of load):`,
      '',
      comparisonTable(synthetic.samples, names),
    );
  }
  const markdown = lines.join('\n');
  console.log(markdown);
  if (process.argv.includes('--write')) {
    await replaceSection(path.join(ROOT, 'BENCHMARKS.md'), 'compare', markdown);
    console.log('\nBENCHMARKS.md updated.');
  }
}
