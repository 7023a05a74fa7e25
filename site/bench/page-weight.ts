/**
 * `npm run bench:page-weight`: what a first-time reader downloads for a docs page, the home page and the 404 page, and
 * what the first search adds, measured as the peer table was measured (bench/lib/page-load.ts), printed next to the
 * peers' figures. With --write, also updates BENCHMARKS.md.
 */
import path from 'node:path';
import { launchChromium } from './lib/browser.ts';
import { replaceSection } from './lib/markdown-report.ts';
import { kib, measurePage, SEARCH_TEXT, type PageWeight, type Transfer } from './lib/page-load.ts';
import { ROOT, startServer } from './lib/processes.ts';
import { longestDocsPage, siteBuild } from './lib/site-build.ts';
import { today } from './lib/stats.ts';

/**
 * The peers' default themes on the same 3-page site, measured with this method on 2026-11-22 (shared notes): JavaScript
 * and all bytes on load (gzip 6), and the extra bytes of the first search (null: the set-up has no search).
 */
export const PEERS_MEASURED_ON = '2026-11-22';
export const PEERS: ReadonlyArray<{
  name: string;
  jsKiB: number;
  allKiB: number;
  firstSearchKiB: number | null;
  note?: string;
}> = [
  {
    name: 'Starlight 0.37.7 / Astro 5.18',
    jsKiB: 31.5,
    allKiB: 59,
    firstSearchKiB: 88,
    note: '26.7 KiB of it the search UI, fetched after load',
  },
  {
    name: 'VitePress 1.6.4 (local search)',
    jsKiB: 61.0,
    allKiB: 153,
    firstSearchKiB: 24,
    note: '66 KiB of the total a font',
  },
  { name: 'Docusaurus 3.10.2 (no search)', jsKiB: 171, allKiB: 195, firstSearchKiB: null },
  { name: 'Nextra 4.6.1 / Next 16.4', jsKiB: 232, allKiB: 267, firstSearchKiB: 94 },
  { name: 'Fumadocs 16.12.1 / Next 16.2 (static Orama)', jsKiB: 350, allKiB: 388, firstSearchKiB: 12 },
];

/** The docs page compared with the peers' "Getting started" page (code blocks, tables). */
export const TYPICAL_DOCS_PAGE = '/docs/getting-started/quick-start';

/** The one page that loads more than the client entry: CLI Options, with the command builder's island. */
const BUILDER_PAGE = '/docs/getting-started/cli-options';

export interface PageWeightReport {
  rows: Array<{ label: string; path: string; weight: PageWeight }>;
  markdown: string;
}

function describe(transfers: readonly Transfer[]): string {
  const byType = new Map<string, number>();
  for (const transfer of transfers)
    byType.set(transfer.resourceType, (byType.get(transfer.resourceType) ?? 0) + transfer.gzipBytes);
  return [...byType]
    .sort((a, b) => b[1] - a[1])
    .map(([type, bytes]) => `${type} ${kib(bytes)}`)
    .join(', ');
}

export async function runPageWeight(): Promise<PageWeightReport> {
  const { distDir } = await siteBuild();
  const longest = await longestDocsPage(distDir);
  const server = await startServer({ env: { DIST_DIR: distDir } });
  const browser = await launchChromium();
  const rows: PageWeightReport['rows'] = [];
  try {
    const targets = [
      { label: `docs page (${TYPICAL_DOCS_PAGE})`, path: TYPICAL_DOCS_PAGE, firstSearch: true },
      { label: `longest docs page (${longest})`, path: longest, firstSearch: true },
      { label: 'home page (/)', path: '/', firstSearch: true },
      { label: `command builder page (${BUILDER_PAGE})`, path: BUILDER_PAGE, firstSearch: false },
      { label: '404 page (/docs/no-such-page)', path: '/docs/no-such-page', firstSearch: false },
    ];
    for (const target of targets) {
      const weight = await measurePage(browser, server.url + target.path, { firstSearch: target.firstSearch });
      rows.push({ label: target.label, path: target.path, weight });
      console.error(
        `${target.label}: JS ${kib(weight.load.jsGzip)} KiB (${weight.load.jsGzip} bytes), all ${kib(weight.load.allGzip)} KiB, first search +${weight.firstSearch ? kib(weight.firstSearch.allGzip) : '–'} KiB`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }

  const docs = rows[0]!.weight;
  const lines: string[] = [];
  lines.push(
    `Measured ${today()} (ours) and ${PEERS_MEASURED_ON} (peers), same method. KiB = 1,024 bytes, every body re-compressed with gzip level 6.`,
    '',
  );
  lines.push(
    '| site | JS on load, gzip | all bytes on load, gzip | extra on first search |',
    '| --- | --- | --- | --- |',
  );
  const searchCell = (weight: PageWeight) => (weight.firstSearch ? `+${kib(weight.firstSearch.allGzip)} KiB` : 'n/a');
  lines.push(
    `| **Flarekit docs**, ${rows[0]!.label} | **${kib(docs.load.jsGzip)} KiB** | **${kib(docs.load.allGzip)} KiB** | **${searchCell(docs)}** |`,
  );
  for (const peer of PEERS) {
    lines.push(
      `| ${peer.name}, "Getting started" page${peer.note ? ` (${peer.note})` : ''} | ${peer.jsKiB} KiB | ${peer.allKiB} KiB | ${peer.firstSearchKiB === null ? 'n/a' : `+${peer.firstSearchKiB} KiB`} |`,
    );
  }
  lines.push('', 'Our other pages, same method:', '');
  lines.push(
    '| page | HTTP status | JS on load, gzip | all bytes on load, gzip (by type) | extra on first search |',
    '| --- | --- | --- | --- | --- |',
  );
  for (const { label, weight } of rows) {
    lines.push(
      `| ${label} | ${weight.load.status} | ${kib(weight.load.jsGzip)} KiB | ${kib(weight.load.allGzip)} KiB (${describe(weight.load.transfers)}) | ${searchCell(weight)} |`,
    );
  }
  lines.push(
    '',
    `What the docs page fetches on load, and what the first search ("${SEARCH_TEXT}", ${docs.firstSearch?.resultCount ?? 0} results shown) adds:`,
    '',
  );
  lines.push('| when | resource | type | bytes (decoded) | gzip 6 |', '| --- | --- | --- | --- | --- |');
  const clean = (value: string) => value.replace(/-[A-Za-z0-9_-]{8,}(\.\w+)$/, '-…$1').replaceAll('|', '\\|');
  for (const transfer of docs.load.transfers) {
    lines.push(
      `| load | \`${clean(transfer.path)}\` | ${transfer.resourceType} | ${transfer.rawBytes.toLocaleString('en-US')} | ${kib(transfer.gzipBytes)} KiB |`,
    );
  }
  for (const transfer of docs.firstSearch?.transfers ?? []) {
    lines.push(
      `| first search | \`${clean(transfer.path)}\` | ${transfer.resourceType} | ${transfer.rawBytes.toLocaleString('en-US')} | ${kib(transfer.gzipBytes)} KiB |`,
    );
  }
  return { rows, markdown: lines.join('\n') };
}

if (import.meta.main) {
  const report = await runPageWeight();
  console.log(report.markdown);
  if (process.argv.includes('--write')) {
    await replaceSection(path.join(ROOT, 'BENCHMARKS.md'), 'page-weight', report.markdown);
    console.log('\nBENCHMARKS.md updated.');
  }
}
