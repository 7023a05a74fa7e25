/**
 * `npm run bench`: regenerates every benchmark section of BENCHMARKS.md and the charts in bench/results/ from scratch, by
 * running each `bench:*` script of package.json in turn (each writes its own section). The site is built once into a
 * temporary folder that the scripts share (BENCH_DIST_DIR); the scale benchmark builds its own sites. It takes long
 * (the 10,000-page scale run alone is over an hour here): that is expected. Exits 1 if any script failed.
 */
import { spawn } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { ROOT } from './lib/processes.ts';
import { siteBuild } from './lib/site-build.ts';

/** Quick, byte-exact benchmarks first, then the timing ones, the longest last. */
const PREFERRED_ORDER = [
  'bench:search-quality',
  'bench:page-weight',
  'bench:generated-weight',
  'bench:lighthouse',
  'bench:search-load',
  'bench:soak',
  'bench:scale',
];

const { scripts } = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};
/** Scripts that write no section: the tuning sets' quality, for trying a ranking change (bench:search-quality has it). */
const NOT_A_SECTION = new Set(['bench:search-tuning']);
const names = Object.keys(scripts).filter((name) => name.startsWith('bench:') && !NOT_A_SECTION.has(name));
names.sort((a, b) => {
  const rank = (name: string) =>
    PREFERRED_ORDER.includes(name) ? PREFERRED_ORDER.indexOf(name) : PREFERRED_ORDER.length - 0.5;
  return rank(a) - rank(b) || a.localeCompare(b);
});

const { distDir, buildSeconds } = await siteBuild();
const builtHere = buildSeconds !== undefined;
const failed: string[] = [];
const timings: string[] = [];
try {
  for (const name of names) {
    console.log(`\n=== npm run ${name} ===`);
    const started = performance.now();
    const code = await new Promise<number | null>((resolve) => {
      const child = spawn('npm', ['run', name], {
        cwd: ROOT,
        stdio: 'inherit',
        env: { ...process.env, BENCH_DIST_DIR: distDir },
      });
      child.on('exit', resolve);
    });
    timings.push(
      `${name}: ${((performance.now() - started) / 60_000).toFixed(1)} min${code === 0 ? '' : ` (exit ${code})`}`,
    );
    if (code !== 0) failed.push(name);
  }
} finally {
  if (builtHere) await rm(distDir, { recursive: true, force: true });
}
console.log(`\n${timings.join('\n')}`);
if (failed.length > 0) {
  console.error(`Failed: ${failed.join(', ')}`);
  process.exit(1);
}
console.log('Every benchmark section of BENCHMARKS.md is regenerated.');
