/**
 * `npm run bench:soak`: holds 200 connections for 60 s against the built site on the real Node server — a rotating mix
 * of /api/search queries (the search-quality set) and pages — and checks what a public site must survive: 0 errors,
 * 0 non-2xx answers to valid requests, and server memory (RSS) growing by less than 50 MB. Prints the figures; with
 * --write, updates BENCHMARKS.md. Exits 1 when a check fails.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { BROWSER_HEADERS, load, SEARCH_PATHS } from './lib/load.ts';
import { replaceSection } from './lib/markdown-report.ts';
import { build, ROOT, rssBytes, startServer } from './lib/processes.ts';

const CONNECTIONS = 200;
const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const MAX_RSS_GROWTH_MB = 50;

if (!process.argv.includes('--no-build')) await build({}, { quiet: true });
const navigation = JSON.parse(await readFile(path.join(ROOT, 'content/navigation.json'), 'utf8')) as {
  categories: Record<string, { items: string[] }>;
};
const pagePaths = [
  '/',
  ...Object.entries(navigation.categories).flatMap(([key, category]) =>
    category.items.map((item) => `/docs/${key}/${item}`),
  ),
];
// Seven searches for every three pages.
const mix = SEARCH_PATHS.flatMap((search, index) =>
  index % 7 < 3 ? [search, pagePaths[index % pagePaths.length]!] : [search],
);

const server = await startServer();
try {
  // Warm up at full concurrency (JIT, heap sized for 200 connections), then take the baseline memory: what grows after
  // this is what the soak itself retains.
  await load(server.url, { paths: mix, connections: CONNECTIONS, seconds: 10, headers: BROWSER_HEADERS });
  const before = await rssBytes(server.child.pid!);
  const result = await load(server.url, {
    paths: mix,
    connections: CONNECTIONS,
    seconds: SECONDS,
    headers: BROWSER_HEADERS,
  });
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const after = await rssBytes(server.child.pid!);
  const growthMb = (after - before) / 1024 / 1024;

  const checks = [
    { name: 'errors (connection errors and timeouts)', value: result.errors, ok: result.errors === 0 },
    { name: 'non-2xx answers', value: result.non2xx, ok: result.non2xx === 0 },
    {
      name: `RSS growth (limit ${MAX_RSS_GROWTH_MB} MB)`,
      value: `${growthMb.toFixed(1)} MB (${(before / 1048576).toFixed(0)} → ${(after / 1048576).toFixed(0)} MB)`,
      ok: growthMb < MAX_RSS_GROWTH_MB,
    },
  ];
  const lines = [
    `${CONNECTIONS} connections for ${SECONDS} s, ${mix.length}-path rotation (${SEARCH_PATHS.length} searches, ${pagePaths.length} pages), compressed answers, on the Node server (\`npm start\`).`,
    '',
    '| figure | value |',
    '| --- | --- |',
    `| requests | ${result.total.toLocaleString('en')} |`,
    `| requests/s (mean) | ${Math.round(result.requestsPerSecond).toLocaleString('en')} |`,
    `| latency p50 / p97.5 / p99 / max | ${result.p50} / ${result.p975} / ${result.p99} / ${result.max} ms |`,
    ...checks.map((check) => `| ${check.name} | ${check.value} ${check.ok ? '✓' : '✗'} |`),
  ];
  const table = lines.join('\n');
  console.log(table);
  if (process.argv.includes('--write')) await replaceSection(path.join(ROOT, 'BENCHMARKS.md'), 'soak', table);
  if (checks.some((check) => !check.ok)) process.exitCode = 1;
} finally {
  await server.stop();
}
