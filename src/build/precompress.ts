import { availableParallelism } from 'node:os';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

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

async function precompressFile(file: string): Promise<void> {
  const content = await readFile(file);
  if (content.byteLength < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength } }),
    gzipAsync(content, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}

/** Writes .br (quality 11) and .gz (level 9) next to every text file, so servers never compress on the fly. */
export async function precompressTree(dir: string): Promise<void> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && COMPRESSIBLE.has(path.extname(entry.name))).map((entry) => path.join(entry.parentPath, entry.name));
  let next = 0;
  const worker = async () => {
    while (next < files.length) await precompressFile(files[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, files.length) }, worker));
}
