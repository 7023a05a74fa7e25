/**
 * `npm run bench:scale`: how the costs grow with the size of the site — the real 29 pages, then synthetic sites of 1,000
 * and 10,000 pages shaped like them (bench/lib/synthetic-corpus.ts) in a temporary CONTENT_ROOT. Per size:
 *   - `npm run build` wall time (CONTENT_ROOT and DIST_DIR in temporary folders);
 *   - the two build steps that grow with content, timed in this process on the same content: the content pipeline
 *     (`loadSite`: markdown, highlighting, link checks) and the search index (`buildSearchIndex` + serialization);
 *   - the search index on disk, raw and gzip 6;
 *   - the server (`node src/server/node.ts`): spawn to first answered search (median of 3), resident memory after start
 *     and after the load run;
 *   - one uncached search (engine.search + JSON) per query of the rotation, in this process on the same index;
 *   - GET /api/search under autocannon, 50 connections for 5 s after every query once and a 2 s warm-up, as a browser
 *     asks (compression accepted), queries in rotation (the search-quality set for the real site, queries from the generated words for the others).
 * A build that runs past --build-cap-minutes (default 60; Infinity for none), or that would exhaust the machine (less
 * than 3 GiB of memory or 15 GiB of disk left), is stopped and the run fails. Options: --sizes 29,1000,10000 (29 = the
 * real site), --build-cap-minutes N. With --write, updates BENCHMARKS.md with the sizes measured.
 */
import { mkdtemp, readdir, readFile, rm, stat, statfs } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadSite } from '../src/build/pipeline/load-site.ts';
import { buildSearchIndex, loadSearchEngine } from '../src/shared/search/engine.ts';
import { decodeSearchIndex, FIELD_COUNT, FIELDS } from '../src/shared/search/index-file.ts';
import { QUERIES } from './search-quality/queries.ts';
import { BROWSER_HEADERS, load, SEARCH_PATHS } from './lib/load.ts';
import { report } from './lib/markdown-report.ts';
import { rssBytes, startProcess } from './lib/processes.ts';
import { ROOT, startSiteServer } from './lib/site.ts';
import { machine, median, percentile, today } from './lib/stats.ts';
import { writeSyntheticSite } from './lib/synthetic-corpus.ts';

const REAL_SITE = 29;
/** The 10,000-page build takes hours here (see BENCHMARKS.md): by default it is stopped after an hour. */
const DEFAULT_BUILD_CAP_MINUTES = 60;
const TARGETS = { indexSeconds: 60, p99Ms: 20, rssBytes: 2 ** 30 };

interface ScaleRow {
  pages: number;
  measuredOn: string;
  machine: string;
  records: number;
  markdownBytes: number;
  /** Wall time of `npm run build`. */
  buildSeconds: number;
  /** Seconds per step of the build, as scripts/build.ts prints them (content, client bundle, pages, …). */
  buildSteps: Record<string, number>;
  pipelineSeconds: number;
  indexSeconds: number;
  indexBytes: number;
  indexGzipBytes: number;
  clientBytes: number;
  clientFiles: number;
  startupMs: number;
  rssAfterStartBytes: number;
  rssAfterLoadBytes: number;
  search: { requestsPerSecond: number; p50: number; p99: number };
  /** One search and its JSON, in the benchmark process, as the server computes an answer it has not cached (ms). */
  uncachedSearch: { p50: number; p99: number; max: number };
  /** What the search index holds, and the memory the loaded engine keeps (after a full collection; needs --expose-gc). */
  indexAnatomy: IndexAnatomy;
}

interface IndexAnatomy {
  terms: number;
  /** (term, field, record) entries, in all fields and in the `text` field. */
  postings: number;
  textPostings: number;
  /** UTF-8 bytes of the fields returned with results (section text, titles, paths). */
  storedBytes: number;
  /** Heap and array buffers of the engine loaded from the file, the file's own bytes included. */
  engineMemoryBytes?: number;
}

/**
 * Heap plus array buffers once garbage is gone: array buffers are freed after the collection that finds them dead, so
 * one `gc()` is not enough (a single call once gave a negative engine size).
 */
async function settledMemory(gc: () => void): Promise<number> {
  for (let round = 0; round < 4; round++) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

/** Counts what an index file holds, and measures the memory of the engine loaded from it. */
async function indexAnatomy(file: Uint8Array): Promise<IndexAnatomy> {
  const index = decodeSearchIndex(file);
  let textPostings = 0;
  const textField = FIELDS.indexOf('text');
  for (let term = 0; term < index.terms.length; term++) {
    const slot = term * FIELD_COUNT + textField;
    textPostings += index.postingOffsets[slot + 1]! - index.postingOffsets[slot]!;
  }
  const { ids, titles, paths, documentTitles } = index.records;
  const storedBytes =
    index.contentBytes.length +
    [ids, titles, paths, documentTitles].flat().reduce((sum, text) => sum + Buffer.byteLength(text), 0);
  const anatomy: IndexAnatomy = {
    terms: index.terms.length,
    postings: index.postingRecords.length,
    textPostings,
    storedBytes,
  };
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc) {
    const before = await settledMemory(gc);
    const engine = loadSearchEngine(file.slice());
    anatomy.engineMemoryBytes = (await settledMemory(gc)) - before;
    engine.search('keep the engine alive until measured');
  }
  return anatomy;
}

/**
 * The cost of answering each query for the first time: `engine.search` plus JSON, every query of the rotation three
 * times after a warm-up round. The load run mostly meets cached answers (the server keeps them); this is the search itself.
 */
function uncachedSearchTimes(serializedIndex: Uint8Array, queries: readonly string[]) {
  const engine = loadSearchEngine(serializedIndex);
  for (const query of queries) JSON.stringify(engine.search(query));
  const times: number[] = [];
  for (let round = 0; round < 3; round++) {
    for (const query of queries) {
      const started = performance.now();
      JSON.stringify(engine.search(query));
      times.push(performance.now() - started);
    }
  }
  return { p50: median(times), p99: percentile(times, 0.99), max: Math.max(...times) };
}

async function folderSize(folder: string): Promise<{ bytes: number; files: number }> {
  let bytes = 0;
  let files = 0;
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    bytes += (await stat(path.join(entry.parentPath, entry.name))).size;
    files++;
  }
  return { bytes, files };
}

const MIN_FREE_MEMORY = 3 * 2 ** 30;
const MIN_FREE_DISK = 15 * 2 ** 30;

async function memoryAvailable(): Promise<number> {
  const match = /^MemAvailable:\s+(\d+) kB/m.exec(await readFile('/proc/meminfo', 'utf8'));
  return match ? Number(match[1]) * 1024 : Number.POSITIVE_INFINITY;
}

/**
 * `npm run build` (scripts/build.ts) into distDir, watched: stopped (by its process id) and reported as a failure when
 * it runs past `capSeconds` or the machine runs short of memory or disk, since the machine is shared.
 */
async function watchedBuild(env: Record<string, string>, distDir: string, capSeconds: number) {
  const started = performance.now();
  const build = startProcess(process.execPath, ['scripts/build.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, DIST_DIR: distDir },
  });
  for (;;) {
    const tick = await Promise.race([
      build.exited,
      new Promise<'tick'>((resolve) => setTimeout(() => resolve('tick'), 5000)),
    ]);
    const seconds = (performance.now() - started) / 1000;
    if (tick !== 'tick') {
      if (tick !== 0) throw new Error(`the build exited with ${tick}:\n${build.output().slice(-4000)}`);
      return { seconds, output: build.output() };
    }
    const disk = await statfs(path.dirname(distDir));
    const stop =
      seconds > capSeconds
        ? `it ran past the ${capSeconds / 60}-minute cap`
        : (await memoryAvailable()) < MIN_FREE_MEMORY
          ? 'the machine was running out of memory'
          : disk.bavail * disk.bsize < MIN_FREE_DISK
            ? 'the disk was running out of space'
            : undefined;
    if (stop) {
      await build.stop();
      throw new Error(`the build was stopped after ${seconds.toFixed(0)} s: ${stop}`);
    }
  }
}

/** The step times of a finished build, from its last line: "Built … in 12.3 s (content 4.1 s, pages 2.0 s, …)." */
function buildSteps(output: string): Record<string, number> {
  const list = /\(([^()]*)\)\.\s*$/.exec(output.trim())?.[1] ?? '';
  return Object.fromEntries(
    [...list.matchAll(/([^,]+?) ([\d.]+) s(?:,\s*|$)/g)].map(([, name, seconds]) => [name!.trim(), Number(seconds)]),
  );
}

async function markdownSize(contentRoot: string): Promise<number> {
  return (await folderSize(path.join(contentRoot, 'content', 'docs'))).bytes;
}

async function measureSize(pages: number, options: { buildCapMinutes?: number } = {}): Promise<ScaleRow> {
  const work = await mkdtemp(path.join(tmpdir(), `flarekit-scale-${pages}-`));
  const log = (message: string) => console.error(`[${pages} pages] ${message}`);
  const machineNote = await machine();
  try {
    let contentRoot = ROOT;
    let queries: string[] | undefined;
    if (pages !== REAL_SITE) {
      contentRoot = path.join(work, 'site');
      const site = await writeSyntheticSite(contentRoot, pages);
      queries = site.queries;
      log(
        `generated ${site.pages} pages in ${site.sections} sections, ${(site.markdownBytes / 2 ** 20).toFixed(1)} MiB of markdown`,
      );
    }
    const distDir = path.join(work, 'dist');
    log('npm run build …');
    const capSeconds = (options.buildCapMinutes ?? Number.POSITIVE_INFINITY) * 60;
    const built = await watchedBuild(contentRoot === ROOT ? {} : { CONTENT_ROOT: contentRoot }, distDir, capSeconds);
    log(`built in ${built.seconds.toFixed(1)} s: ${built.output.trim().split('\n').at(-1)}`);

    // The growing steps, timed on their own (same content, same code as the build).
    let started = performance.now();
    const site = await loadSite(contentRoot);
    const pipelineSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    const serialized = buildSearchIndex(site.searchRecords);
    const indexSeconds = (performance.now() - started) / 1000;
    const records = site.searchRecords.length;
    log(
      `content pipeline ${pipelineSeconds.toFixed(1)} s, search index ${indexSeconds.toFixed(1)} s (${records} records)`,
    );

    const anatomy = await indexAnatomy(serialized);
    const uncachedSearch = uncachedSearchTimes(serialized, queries ?? QUERIES.map(({ query }) => query));
    log(`one uncached search: p50 ${uncachedSearch.p50.toFixed(1)} ms, p99 ${uncachedSearch.p99.toFixed(1)} ms`);

    const indexGzipBytes = gzipSync(serialized, { level: 6 }).length;
    const client = await folderSize(path.join(distDir, 'client'));

    const startupRuns: number[] = [];
    const rssAfterStart: number[] = [];
    for (let run = 0; run < 3; run++) {
      const server = await startSiteServer({ env: { DIST_DIR: distDir }, timeoutMs: 600_000 });
      startupRuns.push(server.startupMs);
      rssAfterStart.push(await rssBytes(server.child.pid!));
      if (run < 2) await server.stop();
      else {
        const paths = queries ? queries.map((query) => `/api/search?query=${encodeURIComponent(query)}`) : SEARCH_PATHS;
        // Every query once first: the server keeps its answers, so the load run measures the steady state (the cost of a
        // first-time search is the uncached column). On a large site the first answers take long enough that, without
        // this, the load run would mostly wait behind them.
        for (const searchPath of paths)
          await (await fetch(new URL(searchPath, server.url), { headers: BROWSER_HEADERS })).arrayBuffer();
        await load(server.url, { paths, connections: 50, seconds: 2, headers: BROWSER_HEADERS });
        const result = await load(server.url, { paths, connections: 50, seconds: 5, headers: BROWSER_HEADERS });
        if (result.total === 0 || result.errors > 0 || result.non2xx > 0)
          throw new Error(`search load: ${result.total} answers, ${result.errors} errors, ${result.non2xx} non-2xx`);
        const rssAfterLoadBytes = await rssBytes(server.child.pid!);
        await server.stop();
        log(
          `start-up ${startupRuns.map((ms) => Math.round(ms)).join(', ')} ms; search ${Math.round(result.requestsPerSecond)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms`,
        );
        return {
          pages,
          measuredOn: today(),
          machine: machineNote,
          records,
          markdownBytes: await markdownSize(contentRoot),
          buildSeconds: built.seconds,
          buildSteps: buildSteps(built.output),
          pipelineSeconds,
          indexSeconds,
          indexBytes: serialized.byteLength,
          indexGzipBytes,
          clientBytes: client.bytes,
          clientFiles: client.files,
          startupMs: median(startupRuns),
          rssAfterStartBytes: median(rssAfterStart),
          rssAfterLoadBytes,
          search: { requestsPerSecond: result.requestsPerSecond, p50: result.p50, p99: result.p99 },
          uncachedSearch,
          indexAnatomy: anatomy,
        };
      }
    }
    throw new Error('unreachable');
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

const MiB = 2 ** 20;
const mib = (bytes: number) =>
  bytes / MiB >= 100 ? Math.round(bytes / MiB).toLocaleString('en-US') : (bytes / MiB).toFixed(1);
const seconds = (value: number) => (value >= 100 ? Math.round(value).toLocaleString('en-US') : value.toFixed(1));

function scaleMarkdown(rows: readonly ScaleRow[]): string {
  const lines: string[] = [];
  lines.push(
    '| pages (search records) | markdown | `npm run build` | content pipeline | search index build | index on disk (gzip 6) | built site | server start-up | RSS after start / after load | search req/s | p50 | p99 | one uncached search p50 / p99 |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  );
  for (const row of rows) {
    lines.push(
      `| ${row.pages.toLocaleString('en-US')} ${row.pages === REAL_SITE ? 'real' : 'synthetic'} (${row.records.toLocaleString('en-US')}) | ${mib(row.markdownBytes)} MiB | ${seconds(row.buildSeconds)} s | ${seconds(row.pipelineSeconds)} s | ${row.indexSeconds.toFixed(1)} s | ${mib(row.indexBytes)} MiB (${mib(row.indexGzipBytes)} MiB) | ${mib(row.clientBytes)} MiB, ${row.clientFiles.toLocaleString('en-US')} files | ${(row.startupMs / 1000).toFixed(2)} s | ${mib(row.rssAfterStartBytes)} / ${mib(row.rssAfterLoadBytes)} MiB | ${Math.round(row.search.requestsPerSecond).toLocaleString('en-US')} | ${row.search.p50} ms | ${row.search.p99} ms | ${row.uncachedSearch.p50.toFixed(1)} / ${row.uncachedSearch.p99.toFixed(1)} ms |`,
    );
  }
  const withSteps = rows.filter((row) => row.buildSteps && Object.keys(row.buildSteps).length > 0);
  if (withSteps.length > 0) {
    const steps = [...new Set(withSteps.flatMap((row) => Object.keys(row.buildSteps!)))];
    lines.push('', 'Where the time of `npm run build` goes (seconds per step, as the build prints them):', '');
    lines.push(`| pages | ${steps.join(' | ')} |`, `| --- | ${steps.map(() => '---').join(' | ')} |`);
    for (const row of withSteps)
      lines.push(
        `| ${row.pages.toLocaleString('en-US')} | ${steps.map((step) => (row.buildSteps![step] === undefined ? '—' : seconds(row.buildSteps![step]!))).join(' | ')} |`,
      );
  }
  const withAnatomy = rows.filter((row) => row.indexAnatomy);
  if (withAnatomy.length > 0) {
    lines.push(
      '',
      'What the search index holds, and the memory of the engine loaded from it (heap and array buffers after a full garbage collection, the index file included):',
      '',
    );
    lines.push(
      '| pages | records | distinct terms | postings (in section text) | stored fields | engine memory | engine memory ÷ postings |',
      '| --- | --- | --- | --- | --- | --- | --- |',
    );
    for (const row of withAnatomy) {
      const anatomy = row.indexAnatomy!;
      const memory = anatomy.engineMemoryBytes;
      lines.push(
        `| ${row.pages.toLocaleString('en-US')} | ${row.records.toLocaleString('en-US')} | ${anatomy.terms.toLocaleString('en-US')} | ${anatomy.postings.toLocaleString('en-US')} (${anatomy.textPostings.toLocaleString('en-US')}) | ${mib(anatomy.storedBytes)} MiB | ${memory === undefined ? '—' : `${mib(memory)} MiB`} | ${memory === undefined ? '—' : `${Math.round(memory / anatomy.postings)} bytes`} |`,
      );
    }
  }
  const dates = [
    ...new Set(rows.map((row) => `${row.pages.toLocaleString('en-US')} pages on ${row.measuredOn} (${row.machine})`)),
  ];
  lines.push('', `Measured: ${dates.join('; ')}.`);
  const largest = rows.find((row) => row.pages === 10_000);
  if (largest) {
    const verdict = (ok: boolean) => (ok ? '**met**' : '**missed**');
    lines.push(
      '',
      'Targets at 10,000 pages:',
      '',
      `- search index build ≤ ${TARGETS.indexSeconds} s: ${largest.indexSeconds.toFixed(1)} s, ${verdict(largest.indexSeconds <= TARGETS.indexSeconds)} (the whole \`npm run build\`, with page rendering, highlighting and Open Graph images: ${seconds(largest.buildSeconds)} s);`,
      `- search p99 ≤ ${TARGETS.p99Ms} ms: ${largest.search.p99} ms under load (50 connections, answers cached), ${largest.uncachedSearch.p99.toFixed(0)} ms for a search not yet cached, ${verdict(Math.max(largest.search.p99, largest.uncachedSearch.p99) <= TARGETS.p99Ms)};`,
      `- server RSS ≤ 1 GiB: ${mib(largest.rssAfterStartBytes)} MiB after start, ${mib(largest.rssAfterLoadBytes)} MiB after the load run, ${verdict(Math.max(largest.rssAfterStartBytes, largest.rssAfterLoadBytes) <= TARGETS.rssBytes)}.`,
    );
  }
  return lines.join('\n');
}

const sizesArgument = process.argv.indexOf('--sizes');
const capArgument = process.argv.indexOf('--build-cap-minutes');
const sizes =
  sizesArgument === -1 ? [REAL_SITE, 1_000, 10_000] : process.argv[sizesArgument + 1]!.split(',').map(Number);
const buildCapMinutes = capArgument === -1 ? DEFAULT_BUILD_CAP_MINUTES : Number(process.argv[capArgument + 1]);
const rows: ScaleRow[] = [];
for (const size of sizes) rows.push(await measureSize(size, { buildCapMinutes }));
await report('scale', scaleMarkdown(rows));
