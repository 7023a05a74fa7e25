/**
 * `npm run bench:lighthouse`: Lighthouse 13 with its default (mobile) preset — a Moto G Power-sized screen, simulated slow
 * 4G and 4× CPU slowdown — on the home page, the longest docs page and the 404 page, 3 runs each (interleaved), each in
 * Debian's Chromium with a fresh profile. Reports accessibility, best practices, SEO and the median performance score
 * with its metrics. With --write, also updates BENCHMARKS.md.
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/browser.ts';
import { replaceSection } from './lib/markdown-report.ts';
import { ROOT, startServer } from './lib/processes.ts';
import { longestDocsPage, siteBuild } from './lib/site-build.ts';
import { machine, median, today } from './lib/stats.ts';

export const RUNS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'Speed Index'],
] as const;

interface Lhr {
  lighthouseVersion: string;
  runWarnings: string[];
  categories: Record<Category, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
  audits: Record<
    string,
    { id: string; title: string; score: number | null; scoreDisplayMode: string; numericValue?: number }
  >;
}

export interface PageResult {
  label: string;
  path: string;
  runs: Lhr[];
}

const cacheDir = path.join(ROOT, '.cache');

/** One Lighthouse run in its own process, with a fresh Chromium profile; returns the report. */
async function lighthouse(url: string, workDir: string, run: string, extraFlags: string[] = []): Promise<Lhr> {
  const profile = await mkdtemp(path.join(workDir, `profile-${run}-`));
  const output = path.join(workDir, `${run}.json`);
  const chromeFlags = ['--headless', ...CHROMIUM_ARGS, `--user-data-dir=${profile}`].join(' ');
  const cli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [cli, url, '--output=json', `--output-path=${output}`, '--quiet', ...extraFlags, `--chrome-flags=${chromeFlags}`],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          CHROME_PATH: CHROMIUM_PATH,
          XDG_CONFIG_HOME: path.join(cacheDir, 'xdg/config'),
          XDG_CACHE_HOME: path.join(cacheDir, 'xdg/cache'),
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`lighthouse ${url} exited with ${code}:\n${errors.slice(-3000)}`)),
    );
  });
  const lhr = JSON.parse(await readFile(output, 'utf8')) as Lhr;
  await rm(profile, { recursive: true, force: true });
  await rm(output, { force: true });
  return lhr;
}

/** Lighthouse sometimes fails to record a trace on a busy machine (NO_NAVSTART, NO_FCP): such a run is retried. */
const ATTEMPTS = 3;

async function lighthouseWithRetry(url: string, workDir: string, run: string, extraFlags: string[] = []): Promise<Lhr> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouse(url, workDir, `${run}-${attempt}`, extraFlags);
    } catch (error) {
      if (attempt === ATTEMPTS || !/Runtime error encountered/.test((error as Error).message)) throw error;
      console.error(`${url}: ${(error as Error).message.split('\n')[1] ?? 'runtime error'}; retrying`);
    }
  }
}

const score = (value: number | null | undefined) => (value === null || value === undefined ? '–' : value.toFixed(2));

/** Audits that cost points in a category (score below 1), by title. */
function failing(lhr: Lhr, category: Category): string[] {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id]!)
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative')
    .map((audit) => `${audit.title} (\`${audit.id}\`)`);
}

export async function runLighthouse(): Promise<{ pages: PageResult[]; markdown: string }> {
  const { distDir } = await siteBuild();
  const longest = await longestDocsPage(distDir);
  await mkdir(cacheDir, { recursive: true });
  const workDir = await mkdtemp(path.join(cacheDir, 'lighthouse-'));
  const server = await startServer({ env: { DIST_DIR: distDir } });
  const machineNote = await machine();
  const pages: Array<PageResult & { flags?: string[] }> = [
    { label: 'home page', path: '/', runs: [] },
    { label: 'longest docs page', path: longest, runs: [] },
    // Lighthouse refuses to audit a page answered with 404 unless told to: the status is what this page must send.
    { label: '404 page', path: '/docs/no-such-page', runs: [], flags: ['--ignore-status-code'] },
  ];
  try {
    for (let run = 1; run <= RUNS; run++) {
      for (const [index, page] of pages.entries()) {
        const lhr = await lighthouseWithRetry(server.url + page.path, workDir, `${index}-${run}`, page.flags);
        page.runs.push(lhr);
        console.error(
          `${page.label} run ${run}: ${CATEGORIES.map((category) => `${category} ${score(lhr.categories[category].score)}`).join(', ')}`,
        );
      }
    }
  } finally {
    await server.stop();
    await rm(workDir, { recursive: true, force: true });
  }

  const version = pages[0]!.runs[0]!.lighthouseVersion;
  const lines: string[] = [];
  lines.push(
    `Lighthouse ${version}, mobile preset, ${RUNS} runs per page interleaved, measured ${today()} against \`npm start\` on 127.0.0.1 (${machineNote}).`,
    'Accessibility, best practices and SEO: the lowest score of the runs (they did not vary). Performance: the median of the runs, with each run in brackets; metrics are medians.',
    '',
  );
  lines.push(
    `| page | accessibility | best practices | SEO | performance (runs) | ${METRICS.map(([, label]) => label).join(' | ')} |`,
    `| --- | --- | --- | --- | --- | ${METRICS.map(() => '---').join(' | ')} |`,
  );
  const notes: string[] = [];
  for (const page of pages) {
    const lowest = (category: Category) => Math.min(...page.runs.map((lhr) => lhr.categories[category].score ?? 0));
    const performance = page.runs.map((lhr) => lhr.categories.performance.score ?? 0);
    const metric = (id: string) => median(page.runs.map((lhr) => lhr.audits[id]?.numericValue ?? Number.NaN));
    const metricCells = METRICS.map(([id]) => {
      const value = metric(id);
      return id === 'cumulative-layout-shift'
        ? value.toFixed(3)
        : id === 'total-blocking-time'
          ? `${Math.round(value)} ms`
          : `${(value / 1000).toFixed(2)} s`;
    });
    lines.push(
      `| ${page.label} (\`${page.path}\`) | ${score(lowest('accessibility'))} | ${score(lowest('best-practices'))} | ${score(lowest('seo'))} | **${score(median(performance))}** (${performance.map((value) => score(value)).join(', ')}) | ${metricCells.join(' | ')} |`,
    );
    for (const category of ['accessibility', 'best-practices', 'seo'] as const) {
      const audits = [...new Set(page.runs.flatMap((lhr) => failing(lhr, category)))];
      if (audits.length > 0) notes.push(`- ${page.label}, ${category}: ${audits.join('; ')}`);
    }
    const warnings = [...new Set(page.runs.flatMap((lhr) => lhr.runWarnings))];
    if (warnings.length > 0) notes.push(`- ${page.label}, Lighthouse warnings: ${warnings.join('; ')}`);
  }
  lines.push(
    '',
    notes.length > 0
      ? 'Audits that cost points:'
      : 'No accessibility, best-practices or SEO audit cost points on any page.',
  );
  if (notes.length > 0) lines.push('', ...notes);
  return { pages, markdown: lines.join('\n') };
}

if (import.meta.main) {
  const report = await runLighthouse();
  console.log(report.markdown);
  if (process.argv.includes('--write')) {
    await replaceSection(path.join(ROOT, 'BENCHMARKS.md'), 'lighthouse', report.markdown);
    console.log('\nBENCHMARKS.md updated.');
  }
}
