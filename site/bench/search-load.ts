/**
 * `npm run bench:search-load`: GET /api/search under load. The site is built once; the same Hono app (src/server/app.ts,
 * with the real static files and search page) is started four times, each in its own process and port, beside a bare `node:http` server as the machine's ceiling: as `npm start`
 * runs it (our engine behind the answer cache), and without the cache (every request searches) with our engine, Orama set
 * up as Fumadocs sets it up, and MiniSearch set up as VitePress sets it up (bench/search-load/engines.ts).
 * autocannon then loads one server at a time — 50 connections for 10 s, the 76 search-quality queries in rotation — in
 * rounds whose order alternates (A B C D E, E D C B A, …). Medians over the rounds, ratios against ours. Also: each engine's
 * own cost per query in-process, and the time from `node src/server/node.ts` to the first answered search (median of 5).
 * With --write, also updates BENCHMARKS.md. Options: --rounds N (default 2), --seconds S (default 10).
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadSite } from '../src/build/pipeline/load-site.ts';
import { loadSearchEngine, type SearchEngine } from '../src/shared/search/engine.ts';
import { createApp } from '../src/server/app.ts';
import { nodeCompressor } from '../src/server/node-compression.ts';
import { BROWSER_HEADERS, load, SEARCH_PATHS, type LoadResult } from './lib/load.ts';
import { report } from './lib/markdown-report.ts';
import { rssBytes } from './lib/processes.ts';
import { ROOT, siteBuild, startSiteServer, type SiteServer } from './lib/site.ts';
import { machine, mean, median, percentile, today } from './lib/stats.ts';
import { QUERIES } from './search-quality/queries.ts';
import { fumadocsOramaEngine, vitepressMiniSearchEngine } from './search-load/engines.ts';
import type { EngineName } from './search-load/server.ts';

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(process.argv[index + 1]);
};

const CONNECTIONS = 50;
const TARGET_P99_MS = 10;
const TARGET_THROUGHPUT_RATIO = 2;

interface Setup {
  key: 'served' | 'ceiling' | EngineName;
  engine: EngineName;
  label: string;
  /** Whether the server keeps its answer cache (the site's default) or runs the engine on every request. */
  cache: boolean;
  /** Another server script (the reference). */
  script?: string;
}

/**
 * The engine comparison runs without the answer cache (every request searches); "served" is the site as `npm start` runs
 * it; "ceiling" is Node's bare HTTP server with a fixed answer, the most the machine can do.
 */
const SETUPS: readonly Setup[] = [
  { key: 'served', engine: 'ours', label: 'Flarekit docs as served (answer cache on)', cache: true },
  { key: 'ours', engine: 'ours', label: 'Flarekit docs, cache off (our engine)', cache: false },
  { key: 'fumadocs', engine: 'fumadocs', label: 'Fumadocs set-up (Orama), cache off', cache: false },
  { key: 'vitepress', engine: 'vitepress', label: 'VitePress set-up (MiniSearch), cache off', cache: false },
  {
    key: 'ceiling',
    engine: 'ours',
    label: 'Reference: bare `node:http`, a fixed 5 KiB answer, no search',
    cache: true,
    script: 'bench/search-load/ceiling-server.ts',
  },
];
const ENGINE_SETUPS = SETUPS.filter((setup) => !setup.cache && !setup.script);

interface InProcessCost {
  /** engine.search alone: median, p99, mean (ms). */
  p50: number;
  p99: number;
  mean: number;
  /** Mean ms of engine.search + JSON.stringify of the answer. */
  withJson: number;
  /** Mean ms of a whole GET /api/search through the Hono app in this process (no socket), without and with compression. */
  appIdentity: number;
  appCompressed: number;
  /** Mean answer size in bytes (JSON). */
  answerBytes: number;
}

/**
 * Where the time of one search goes, in this process (no sockets, no load generator): the engine alone, the engine plus
 * JSON, and a whole request through the app as the server builds it, without and with compression. Every query of the
 * mix, `repeat` times, after a warm-up.
 */
async function inProcessCost(engine: SearchEngine, repeat: number): Promise<InProcessCost> {
  const app = createApp({
    engine,
    serveStatic: () => new Response('not used'),
    searchPageTemplate: '',
    compress: nodeCompressor,
    searchCacheBytes: 0,
  });
  const time = async (work: (query: string, path: string) => unknown) => {
    for (const [index, { query }] of QUERIES.entries()) await work(query, SEARCH_PATHS[index]!);
    const times: number[] = [];
    for (let round = 0; round < repeat; round++) {
      for (const [index, { query }] of QUERIES.entries()) {
        const started = performance.now();
        await work(query, SEARCH_PATHS[index]!);
        times.push(performance.now() - started);
      }
    }
    return times.sort((a, b) => a - b);
  };
  const searchTimes = await time((query) => engine.search(query));
  const jsonTimes = await time((query) => JSON.stringify(engine.search(query)));
  const request = (encoding?: string) => async (_query: string, requestPath: string) =>
    (await app.request(requestPath, { headers: encoding ? { 'accept-encoding': encoding } : {} })).arrayBuffer();
  const identityTimes = await time(request());
  const gzipTimes = await time(request(BROWSER_HEADERS['accept-encoding']));
  const answerBytes = mean(QUERIES.map(({ query }) => Buffer.byteLength(JSON.stringify(engine.search(query)))));
  return {
    p50: median(searchTimes),
    p99: percentile(searchTimes, 0.99),
    mean: mean(searchTimes),
    withJson: mean(jsonTimes),
    appIdentity: mean(identityTimes),
    appCompressed: mean(gzipTimes),
    answerBytes,
  };
}

/** Spawns `npm start` (node src/server/node.ts) `times` times: ms to the first answered search, RSS right after. */
async function startupTimes(distDir: string, times: number) {
  const startup: number[] = [];
  const rss: number[] = [];
  for (let run = 0; run < times; run++) {
    const server = await startSiteServer({ env: { DIST_DIR: distDir } });
    startup.push(server.startupMs);
    rss.push(await rssBytes(server.child.pid!));
    await server.stop();
  }
  return { startupMs: median(startup), startupRuns: startup, rssBytes: median(rss) };
}

async function runSearchLoad(): Promise<string> {
  const rounds = argument('rounds', 2);
  const seconds = argument('seconds', 10);
  const distDir = await siteBuild();
  const machineNote = await machine();
  const { searchRecords } = await loadSite(process.env.CONTENT_ROOT ? path.resolve(process.env.CONTENT_ROOT) : ROOT);
  const recordsFile = path.join(tmpdir(), `flarekit-bench-records-${process.pid}.json`);
  await writeFile(recordsFile, JSON.stringify(searchRecords));

  // In-process cost per query (same records, same queries).
  const inProcess = new Map<EngineName, InProcessCost>();
  const engines: Record<EngineName, SearchEngine> = {
    ours: loadSearchEngine(await readFile(path.join(distDir, 'search-index.bin'))),
    fumadocs: await fumadocsOramaEngine(searchRecords),
    vitepress: vitepressMiniSearchEngine(searchRecords),
  };
  for (const setup of ENGINE_SETUPS) inProcess.set(setup.engine, await inProcessCost(engines[setup.engine], 20));

  const servers = new Map<Setup['key'], SiteServer>();
  const runs = new Map<Setup['key'], LoadResult[]>();
  try {
    for (const setup of SETUPS) {
      const env = {
        ENGINE: setup.engine,
        DIST_DIR: distDir,
        RECORDS_FILE: recordsFile,
        ...(setup.cache ? {} : { SEARCH_CACHE_MB: '0' }),
      };
      servers.set(setup.key, await startSiteServer({ script: setup.script ?? 'bench/search-load/server.ts', env }));
    }
    // Every server answers in the site's result shape before it is measured.
    for (const setup of SETUPS.filter((candidate) => !candidate.script)) {
      const response = await fetch(`${servers.get(setup.key)!.url}/api/search?query=template`);
      const results = (await response.json()) as Array<{ metadata?: { path?: unknown } }>;
      if (!response.ok || !Array.isArray(results) || typeof results[0]?.metadata?.path !== 'string')
        throw new Error(`${setup.label} did not answer "template" with results`);
    }
    for (const setup of SETUPS)
      await load(servers.get(setup.key)!.url, { paths: SEARCH_PATHS, connections: CONNECTIONS, seconds: 3 }); // warm-up
    for (let round = 0; round < rounds; round++) {
      for (const setup of round % 2 === 0 ? SETUPS : [...SETUPS].reverse()) {
        const result = await load(servers.get(setup.key)!.url, {
          paths: SEARCH_PATHS,
          connections: CONNECTIONS,
          seconds,
          headers: BROWSER_HEADERS,
        });
        if (result.errors > 0 || result.non2xx > 0)
          throw new Error(`${setup.label}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
        runs.set(setup.key, [...(runs.get(setup.key) ?? []), result]);
        console.error(
          `round ${round + 1} ${setup.label}: ${Math.round(result.requestsPerSecond)} req/s, p50 ${result.p50} ms, p97.5 ${result.p975} ms, p99 ${result.p99} ms`,
        );
      }
    }
  } finally {
    await Promise.all([...servers.values()].map((server) => server.stop()));
    await rm(recordsFile, { force: true });
  }

  const startup = await startupTimes(distDir, 5);

  const summary = (key: Setup['key']) => {
    const list = runs.get(key)!;
    return {
      requestsPerSecond: median(list.map((run) => run.requestsPerSecond)),
      p50: median(list.map((run) => run.p50)),
      p975: median(list.map((run) => run.p975)),
      p99: median(list.map((run) => run.p99)),
      bytes: median(list.map((run) => run.bytesPerResponse)),
      runs: list,
    };
  };
  const ours = summary('ours');
  const served = summary('served');
  const lines = [
    `Measured ${today()} on ${machineNote}. autocannon ${CONNECTIONS} connections × ${seconds} s per run, ${rounds} rounds (order A B C D E, then E D C B A), after a 3 s warm-up of each server; the ${QUERIES.length} queries of \`bench/search-quality/queries.ts\` in rotation, as a browser asks (Accept-Encoding: gzip, deflate, br, zstd; answers over 1 KiB come back as brotli). Server and load generator share the cores, so absolute numbers are low and noisy: read the ratios. Medians over the rounds (each run in brackets).`,
    '',
    '| set-up | requests/s | p50 | p97.5 | p99 | bytes per answer | throughput ÷ our engine’s | p99 ÷ our engine’s |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const setup of SETUPS) {
    const s = summary(setup.key);
    const each = (pick: (run: LoadResult) => number) => s.runs.map((run) => Math.round(pick(run))).join(', ');
    lines.push(
      `| ${setup.engine === 'ours' && !setup.script ? `**${setup.label}**` : setup.label} | ${Math.round(s.requestsPerSecond).toLocaleString('en-US')} (${each((run) => run.requestsPerSecond)}) | ${s.p50} ms | ${s.p975} ms | ${s.p99} ms (${each((run) => run.p99)}) | ${Math.round(s.bytes).toLocaleString('en-US')} | ${setup.key === 'ours' ? '1' : `${(s.requestsPerSecond / ours.requestsPerSecond).toFixed(2)}×`} | ${setup.key === 'ours' ? '1' : `${(s.p99 / ours.p99).toFixed(2)}×`} |`,
    );
  }
  const fumadocs = summary('fumadocs');
  const servedRatio = served.requestsPerSecond / fumadocs.requestsPerSecond;
  const engineRatio = ours.requestsPerSecond / fumadocs.requestsPerSecond;
  const met = (ok: boolean) => `**${ok ? 'met' : 'missed'}**`;
  lines.push(
    '',
    `Targets (50 connections): p99 as served ${served.p99} ms, target ≤ ${TARGET_P99_MS} ms ${met(served.p99 <= TARGET_P99_MS)} (cache off: ${ours.p99} ms, ${met(ours.p99 <= TARGET_P99_MS)}); throughput as served ${servedRatio.toFixed(2)}× the Fumadocs set-up's, target ≥ ${TARGET_THROUGHPUT_RATIO}× ${met(servedRatio >= TARGET_THROUGHPUT_RATIO)} (engine against engine, both without cache: ${engineRatio.toFixed(2)}×, ${met(engineRatio >= TARGET_THROUGHPUT_RATIO)}).`,
  );
  lines.push(
    '',
    'Where the time of one search goes, measured inside one process (no sockets, no load generator), same query mix, 20 passes after a warm-up. The last column is the most requests per second one core could answer without a cache (1,000 / the mean of a compressed request):',
    '',
  );
  lines.push(
    '| set-up | search: median / p99 / mean | + JSON (mean) | whole request, no compression (mean) | whole request, compressed as a browser asks (mean) | answer size (JSON) | one-core ceiling, compressed |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  );
  for (const setup of ENGINE_SETUPS) {
    const cost = inProcess.get(setup.engine)!;
    lines.push(
      `| ${setup.label} | ${cost.p50.toFixed(2)} / ${cost.p99.toFixed(2)} / ${cost.mean.toFixed(2)} ms | ${cost.withJson.toFixed(2)} ms | ${cost.appIdentity.toFixed(2)} ms | ${cost.appCompressed.toFixed(2)} ms | ${(cost.answerBytes / 1024).toFixed(1)} KiB | ${Math.round(1000 / cost.appCompressed).toLocaleString('en-US')} req/s |`,
    );
  }
  lines.push(
    '',
    `Server start-up (\`node src/server/node.ts\`, spawn to the first answered \`/api/search?query=x\`, polled every 5 ms): median of 5 **${Math.round(startup.startupMs)} ms** (${startup.startupRuns.map((value) => Math.round(value)).join(', ')} ms); resident memory right after: ${(startup.rssBytes / 2 ** 20).toFixed(0)} MiB.`,
  );
  return lines.join('\n');
}

await report('search-load', await runSearchLoad());
