/**
 * The built site the benchmarks measure. `npm run bench` builds once and hands the folder to every script in
 * BENCH_DIST_DIR; a script run on its own builds the current content into a fresh temporary folder (never into dist/,
 * which the tests and other people's servers use).
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from './processes.ts';

export interface SiteBuild {
  distDir: string;
  /** Wall-clock seconds of the build, when this call built it. */
  buildSeconds?: number;
}

export async function siteBuild(): Promise<SiteBuild> {
  const given = process.env.BENCH_DIST_DIR;
  if (given && existsSync(path.join(given, 'search-index.bin'))) return { distDir: path.resolve(given) };
  const distDir = await mkdtemp(path.join(tmpdir(), 'flarekit-bench-dist-'));
  console.error(`Building the site into ${distDir} …`);
  const { seconds } = await build({ DIST_DIR: distDir }, { quiet: true });
  return { distDir, buildSeconds: seconds };
}

/** The docs page with the largest HTML (the longest page), as a URL path. */
export async function longestDocsPage(distDir: string): Promise<string> {
  const docs = path.join(distDir, 'client', 'docs');
  let best = { path: '', size: -1 };
  for (const entry of await readdir(docs, { recursive: true })) {
    if (!entry.endsWith('.html')) continue;
    const { size } = await stat(path.join(docs, entry));
    if (size > best.size)
      best = {
        path: `/docs/${entry
          .replace(/\.html$/, '')
          .split(path.sep)
          .join('/')}`,
        size,
      };
  }
  if (!best.path) throw new Error(`no docs pages in ${docs}`);
  return best.path;
}
