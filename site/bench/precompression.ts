/**
 * `npm run bench:precompression`: what the build's choice of brotli quality costs and saves on this site's pages. Every
 * docs page (.html and .md of the built site, 1 KiB or more) is compressed at brotli 11, 9 and 5 and at gzip 9, in this
 * process, one file at a time, three rounds; prints total size and time per setting (median of the rounds) and their ratio
 * to brotli 11. The build uses 11 for small sites and 5 for the pages of large ones (src/build/precompress.ts).
 * With --write, updates BENCHMARKS.md.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { replaceSection } from './lib/markdown-report.ts';
import { ROOT } from './lib/processes.ts';
import { siteBuild } from './lib/site-build.ts';
import { machine, median, today } from './lib/stats.ts';

const ROUNDS = 3;

const SETTINGS: Array<{ label: string; compress: (bytes: Buffer) => Buffer }> = [
  { label: 'brotli 11', compress: (bytes) => brotli(bytes, 11) },
  { label: 'brotli 9', compress: (bytes) => brotli(bytes, 9) },
  { label: 'brotli 5', compress: (bytes) => brotli(bytes, 5) },
  { label: 'gzip 9', compress: (bytes) => gzipSync(bytes, { level: 9 }) },
];

function brotli(bytes: Buffer, quality: number): Buffer {
  return brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength },
  });
}

const { distDir } = await siteBuild();
const docs = path.join(distDir, 'client', 'docs');
const names = (await readdir(docs, { recursive: true })).filter((name) => /\.(html|md)$/.test(name));
const pages = (await Promise.all(names.map((name) => readFile(path.join(docs, name))))).filter(
  (bytes) => bytes.byteLength >= 1024,
);
const rawBytes = pages.reduce((sum, bytes) => sum + bytes.byteLength, 0);

const results = SETTINGS.map(({ label, compress }) => {
  let bytes = 0;
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    bytes = pages.reduce((sum, page) => sum + compress(page).byteLength, 0);
    times.push(performance.now() - started);
  }
  return { label, bytes, ms: median(times) };
});

const reference = results[0]!;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
const table = [
  `Measured ${today()} on ${await machine()}: the ${pages.length} docs files (.html and .md) of the built site, ${kib(rawBytes)} in all, one at a time in one process, median of ${ROUNDS} rounds.`,
  '',
  '| setting | compressed | size ÷ brotli 11 | time | time ÷ brotli 11 |',
  '| --- | --- | --- | --- | --- |',
  ...results.map(
    (result) =>
      `| ${result.label} | ${kib(result.bytes)} | ${(result.bytes / reference.bytes).toFixed(3)} | ${result.ms.toFixed(0)} ms | ${(result.ms / reference.ms).toFixed(3)} |`,
  ),
].join('\n');
console.log(table);
if (process.argv.includes('--write')) {
  await replaceSection(path.join(ROOT, 'BENCHMARKS.md'), 'precompression', table);
  console.log('\nBENCHMARKS.md updated.');
}
