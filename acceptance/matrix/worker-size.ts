// The default template's Worker as `wrangler deploy --dry-run --outdir` writes it, measured against its byte budget.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * At most Better-T-Stack's Worker, 404 KiB gzip (site/BENCHMARKS.md, "Generated app weight"): the size of a Worker's
 * script is what its cold start loads.
 */
export const WORKER_GZIP_BUDGET_BYTES = 404 * 1024;

/**
 * The modules of a dry run's folder gzipped as wrangler counts its "Total Upload: … / gzip: …": their contents
 * concatenated, gzip at zlib's default level. Source maps and wrangler's README.md are not uploaded as modules.
 */
export async function workerGzipBytes(outdir: string): Promise<{ raw: number; gzip: number; modules: string[] }> {
  const modules = (await readdir(outdir))
    .filter((name) => !name.endsWith('.map') && name !== 'README.md')
    .sort((a, b) => Number(b === 'index.js') - Number(a === 'index.js') || a.localeCompare(b));
  const contents = Buffer.concat(await Promise.all(modules.map((name) => readFile(path.join(outdir, name)))));
  return { raw: contents.byteLength, gzip: gzipSync(contents).byteLength, modules };
}
