/**
 * `npm run bench`: regenerates every section of BENCHMARKS.md, one script after the other, on one build of the site
 * (BENCH_DIST_DIR; the scale benchmark builds its own sites and takes over an hour). Exits 1 if any script failed.
 */
import { spawnSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { ROOT, siteBuild } from './lib/site.ts';

const SCRIPTS = ['search-quality', 'page-weight', 'generated-weight', 'search-load', 'scale'];
const distDir = await siteBuild();
const failed = SCRIPTS.filter(
  (name) =>
    spawnSync('npm', ['run', `bench:${name}`], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, BENCH_DIST_DIR: distDir },
    }).status !== 0,
);
if (distDir !== process.env.BENCH_DIST_DIR) await rm(distDir, { recursive: true, force: true });
if (failed.length > 0) throw new Error(`Failed: ${failed.join(', ')}`);
