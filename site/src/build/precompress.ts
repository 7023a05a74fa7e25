import { availableParallelism } from 'node:os';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { forEachConcurrently } from './for-each-concurrently.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt', '.xml', '.md']);
/** Below this size compression does not pay for its headers. */
const MIN_BYTES = 1024;
/**
 * Files compressed at once: enough to keep zlib's thread pool busy, few enough that a site of 10,000 pages does not open
 * 30,000 files at the same time (EMFILE) or hold them all in memory.
 */
const CONCURRENCY = Math.max(4, availableParallelism() * 2);

/** Past this much text to compress, pages are compressed at brotli quality 5 instead of 11 (see `brotliQuality`). */
export const LARGE_SITE_BYTES = 64 * 2 ** 20;

/**
 * Brotli quality for one file. Hashed assets (`assets/…`, cached for a year, fetched by every reader) always get 11, the
 * smallest. Pages and the other files get 11 too while the site is small; past `LARGE_SITE_BYTES` of text they get 5:
 * on these pages quality 5 is a little larger than 11, still smaller than gzip 9, and many times faster, and on a site
 * of thousands of pages quality 11 would take most of the build.
 */
export function brotliQuality(relativePath: string, totalBytes: number): 5 | 11 {
  if (relativePath.startsWith('assets/') || totalBytes <= LARGE_SITE_BYTES) return 11;
  return 5;
}

async function precompressFile(file: string, quality: number): Promise<void> {
  const content = await readFile(file);
  if (content.byteLength < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength },
    }),
    gzipAsync(content, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}

/** Writes .br (quality from `brotliQuality`) and .gz (level 9) next to every text file, so servers never compress on the fly. */
export async function precompressTree(dir: string): Promise<void> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.has(path.extname(entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name));
  let totalBytes = 0;
  for (const file of files) totalBytes += (await stat(file)).size;
  await forEachConcurrently(files, CONCURRENCY, (file) =>
    precompressFile(file, brotliQuality(path.relative(dir, file).split(path.sep).join('/'), totalBytes)),
  );
}
