/**
 * `npm run bench:generated-weight`: the weight of the web app the CLI generates, side by side with Better-T-Stack's
 * closest equivalent (React with TanStack Router, Hono on Cloudflare Workers, D1 with Drizzle, Better Auth).
 *
 * Both projects are generated the way a user would: Flarekit's default template (full-stack-orval) from the CLI packed
 * from this checkout, Better-T-Stack's from its CLI at a pinned version; each is installed with npm and built, and its
 * Worker goes through `wrangler deploy --dry-run`. Each built web app is then served as static files (SPA fallback) and
 * its home page loaded in Chromium with the method of bench:page-weight (bench/lib/page-load.ts): every response until the
 * network is idle plus 1.5 s, each body re-compressed with gzip level 6. JavaScript is every response fetched as a
 * script, CSS every stylesheet. The apps' API requests are answered in the browser as a signed-out visitor's would be
 * (no session), since only the web app's own files are measured. Three rounds, alternating which app goes first; the
 * byte counts are deterministic, so the rounds should agree (the report says whether they did).
 *
 * Prints the table; with --write, updates BENCHMARKS.md; with --keep (or after a failure), keeps the projects, the home
 * pages' screenshots and the commands' output in the work folder (GENERATED_WEIGHT_DIR, an empty or new folder; default
 * a fresh temporary folder). Exits 1 when Flarekit's JS + CSS is over 75 % of the peer's (WEIGHT_BUDGET_RATIO).
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parse as parseJsonc } from 'jsonc-parser';
import type { Browser, BrowserContext, Route } from 'playwright-core';
import { report } from './lib/markdown-report.ts';
import { kib, measurePage, SETTLE_MS, VIEWPORT, type Transfer } from './lib/page-load.ts';
import { commandEnv, runCommand } from './lib/processes.ts';
import { launchChromium, ROOT, serveStatic } from './lib/site.ts';
import { machine, median, today } from './lib/stats.ts';
import { compareWeights, parseUploadSize, percent, type UploadSize, WEIGHT_BUDGET_RATIO } from './lib/weight-budget.ts';

const REPO = path.resolve(ROOT, '..');
const ROUNDS = 3;
/** The project name given to both CLIs (Flarekit's home page prints it). */
const PROJECT = 'my-app';

/** Better-T-Stack's CLI, pinned: the latest release on the day this benchmark was written. */
const BTS_VERSION = '3.44.1';
/**
 * The closest equivalent of Flarekit's default template. Its CLI refuses `--yes` together with stack flags, so every
 * choice is a flag and nothing is asked. `--api trpc` is its default, the typed client over TanStack Query that matches
 * Flarekit's Orval client; `--examples none` and `--addons none` (no Turborepo, no linter) keep only what the stack needs;
 * `--web-deploy`/`--server-deploy cloudflare` put both on Workers (it deploys with Alchemy).
 */
const BTS_FLAGS = [
  '--frontend',
  'tanstack-router',
  '--backend',
  'hono',
  '--runtime',
  'workers',
  '--api',
  'trpc',
  '--database',
  'sqlite',
  '--orm',
  'drizzle',
  '--db-setup',
  'd1',
  '--auth',
  'better-auth',
  '--payments',
  'none',
  '--addons',
  'none',
  '--examples',
  'none',
  '--web-deploy',
  'cloudflare',
  '--server-deploy',
  'cloudflare',
  '--package-manager',
  'npm',
  '--no-git',
  '--no-install',
  '--disable-analytics',
  '--no-render-title',
  '--directory-conflict',
  'error',
];
/**
 * What the generated project needs before `npm install` succeeds (3.44.1, checked 2026-11-25), added to its root
 * package.json as npm `overrides`; with them no `--legacy-peer-deps` is needed:
 * - `@better-auth/core`: the project pins better-auth and @better-auth/drizzle-adapter 1.7.5, but the adapter's peer
 *   range `^1.7.5` lets npm pick core 1.7.25, whose better-call wants @better-auth/utils ^0.5 while the adapter wants
 *   exactly 0.4.2: ERESOLVE. Pinning core to 1.7.5, the version better-auth 1.7.5 itself depends on, resolves it.
 * - `tsdown` (the server's build tool, not used here: wrangler bundles the Worker): 0.23.7 needs rolldown-plugin-dts 0.30,
 *   which needs `yuku`, and the registry answers 404 for `yuku`. tsdown 0.23.3 uses rolldown-plugin-dts 0.28.
 */
const BTS_OVERRIDES: Record<string, string> = { '@better-auth/core': '1.7.5', tsdown: '0.23.3' };

/** The packages whose versions the report names, looked up in each project. */
const VERSIONS_OF = [
  'react',
  '@tanstack/react-router',
  '@tanstack/react-query',
  'better-auth',
  'hono',
  'drizzle-orm',
  'vite',
  'tailwindcss',
  'wrangler',
];

const keep = process.argv.includes('--keep');

interface Project {
  id: 'flarekit' | 'peer';
  name: string;
  dir: string;
  webDir: string;
  workerDir: string;
  /** Requests the page sends to its API, answered in the browser. */
  isApi: (url: URL) => boolean;
  /** `wrangler deploy --dry-run` as configured, and with `--minify`. */
  upload: { plain: UploadSize; minified: UploadSize };
  versions: Map<string, string>;
  /** How the project was made, as markdown list items. */
  commands: string[];
}

interface Measurement {
  jsGzip: number;
  cssGzip: number;
  transfers: Transfer[];
  apiRequests: string[];
}

const work = path.resolve(
  process.env.GENERATED_WEIGHT_DIR ?? (await mkdtemp(path.join(os.tmpdir(), 'flarekit-generated-weight-'))),
);
const logFile = path.join(work, 'commands.log');

/** Runs a command in the work folder's projects, its output appended to commands.log. */
async function run(command: string, commandArgs: string[], cwd: string): Promise<string> {
  const line = `$ (${path.relative(work, cwd) || '.'}) ${command} ${commandArgs.join(' ')}`;
  console.error(line);
  const env = commandEnv({ XDG_CONFIG_HOME: path.join(work, 'home', 'config') });
  const result = await runCommand(command, commandArgs, { cwd, env }).catch(async (error: Error) => {
    await writeFile(logFile, `${line}\n${error.message}\n`, { flag: 'a' });
    throw error;
  });
  await writeFile(logFile, `${line}\n${result.output}\n`, { flag: 'a' });
  return result.output;
}

/** The installed version of a package, looked up from a workspace of the project up to its root. */
async function installedVersion(projectDir: string, fromDir: string, name: string): Promise<string | undefined> {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', name, 'package.json');
    if (existsSync(file)) return (JSON.parse(await readFile(file, 'utf8')) as { version: string }).version;
    if (dir === projectDir || dir === path.dirname(dir)) return undefined;
  }
}

async function versionsOf(projectDir: string, dirs: string[]): Promise<Map<string, string>> {
  const versions = new Map<string, string>();
  for (const name of VERSIONS_OF) {
    for (const dir of dirs) {
      const version = await installedVersion(projectDir, dir, name);
      if (version) {
        versions.set(name, version);
        break;
      }
    }
  }
  return versions;
}

/**
 * The Worker's upload size, gzip as wrangler prints it (the script: Flarekit's Swagger UI files are static assets), as
 * configured (Flarekit's wrangler.jsonc minifies, the peer's written below does not) and with `--minify`.
 */
async function dryRun(wrangler: string[], workerDir: string, outDir: string): Promise<Project['upload']> {
  const [command, ...rest] = wrangler;
  const dryRunArgs = [...rest, 'deploy', '--dry-run', '--outdir'];
  return {
    plain: parseUploadSize(await run(command!, [...dryRunArgs, outDir], workerDir)),
    minified: parseUploadSize(await run(command!, [...dryRunArgs, `${outDir}-minified`, '--minify'], workerDir)),
  };
}

/** Packs the CLI from this checkout, generates the default template, installs, builds and dry-runs its Worker. */
async function prepareFlarekit(): Promise<Project> {
  const parent = path.join(work, 'flarekit');
  await mkdir(parent, { recursive: true });
  await run('npm', ['pack', '-w', 'create-flarekit', '--pack-destination', parent], REPO);
  const tarball = (await readdir(parent)).find((file) => /^create-flarekit-.*\.tgz$/.test(file));
  if (!tarball) throw new Error('npm pack wrote no create-flarekit-*.tgz');
  const create = ['create-flarekit', PROJECT, '-y', '--no-git', '--no-install', '--pm', 'npm'];
  await run('npm', ['exec', '--yes', `--package=./${tarball}`, '--', ...create], parent);
  const dir = path.join(parent, PROJECT);
  const webDir = path.join(dir, 'apps', 'web');
  const workerDir = path.join(dir, 'apps', 'api');
  await run('npm', ['install', '--prefer-offline'], dir);
  await run('npm', ['run', 'build'], dir);
  const upload = await dryRun(['npx', 'wrangler'], workerDir, path.join(parent, 'worker'));
  return {
    id: 'flarekit',
    name: 'Flarekit',
    dir,
    webDir,
    workerDir,
    isApi: (url) => url.pathname.startsWith('/api/') || url.pathname === '/health',
    upload,
    versions: await versionsOf(dir, [webDir, workerDir]),
    commands: [
      'in this repository: `npm pack -w create-flarekit`',
      `\`npm exec --yes --package=./${tarball} -- ${create.join(' ')}\``,
      'in the project: `npm install --prefer-offline`, `npm run build`',
      'in `apps/api`: `npx wrangler deploy --dry-run --outdir <dir>`, and again with `--minify`',
    ],
  };
}

/**
 * Generates Better-T-Stack's equivalent, installs it with npm (with BTS_OVERRIDES), builds its web app, and dry-runs its
 * server Worker with Flarekit's wrangler (the same version), from a wrangler.jsonc written from its alchemy.run.ts.
 */
async function preparePeer(flarekit: Project): Promise<Project> {
  const parent = path.join(work, 'better-t-stack');
  await mkdir(parent, { recursive: true });
  const create = ['create-better-t-stack', PROJECT, ...BTS_FLAGS];
  await run('npm', ['exec', '--yes', `--package=create-better-t-stack@${BTS_VERSION}`, '--', ...create], parent);
  const dir = path.join(parent, PROJECT);
  const webDir = path.join(dir, 'apps', 'web');
  const workerDir = path.join(dir, 'apps', 'server');

  const manifestFile = path.join(dir, 'package.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Record<string, unknown>;
  await writeFile(manifestFile, `${JSON.stringify({ ...manifest, overrides: BTS_OVERRIDES }, null, 2)}\n`);
  await run('npm', ['install', '--prefer-offline'], dir);
  await run('npm', ['run', 'build', '-w', 'web'], dir);

  // What packages/infra/alchemy.run.ts deploys: apps/server/src/index.ts with nodejs_compat and the D1 database as DB.
  // The compatibility date is Flarekit's, so both bundles get the same Node.js polyfills.
  const alchemy = await readFile(path.join(dir, 'packages', 'infra', 'alchemy.run.ts'), 'utf8');
  if (!alchemy.includes('"../../apps/server/src/index.ts"') || !alchemy.includes('"nodejs_compat"'))
    throw new Error('alchemy.run.ts no longer deploys apps/server/src/index.ts with nodejs_compat: update the config');
  const flarekitConfig = parseJsonc(await readFile(path.join(flarekit.workerDir, 'wrangler.jsonc'), 'utf8')) as {
    compatibility_date: string;
  };
  const wranglerConfig = {
    name: `${PROJECT}-server`,
    main: 'src/index.ts',
    compatibility_date: flarekitConfig.compatibility_date,
    compatibility_flags: ['nodejs_compat'],
    d1_databases: [
      { binding: 'DB', database_name: `${PROJECT}-db`, database_id: '00000000-0000-0000-0000-000000000000' },
    ],
  };
  await writeFile(path.join(workerDir, 'wrangler.jsonc'), `${JSON.stringify(wranglerConfig, null, 2)}\n`);
  const wrangler = path.join(flarekit.dir, 'node_modules', 'wrangler', 'bin', 'wrangler.js');
  const upload = await dryRun([process.execPath, wrangler], workerDir, path.join(parent, 'worker'));

  const env = await readFile(path.join(webDir, '.env'), 'utf8');
  const serverUrl = /^VITE_SERVER_URL=(.+)$/m.exec(env)?.[1]?.trim();
  if (!serverUrl) throw new Error('apps/web/.env has no VITE_SERVER_URL');
  const apiOrigin = new URL(serverUrl).origin;
  return {
    id: 'peer',
    name: `Better-T-Stack`,
    dir,
    webDir,
    workerDir,
    isApi: (url) => url.origin === apiOrigin,
    upload,
    versions: await versionsOf(dir, [webDir, workerDir]),
    commands: [
      `\`npm exec --yes --package=create-better-t-stack@${BTS_VERSION} -- ${create.join(' ')}\``,
      `in the project: \`"overrides": ${JSON.stringify(BTS_OVERRIDES)}\` added to \`package.json\`, then \`npm install --prefer-offline\`, \`npm run build -w web\``,
      "in `apps/server`: a `wrangler.jsonc` written from `packages/infra/alchemy.run.ts`, then `wrangler deploy --dry-run --outdir <dir>` with Flarekit's wrangler, and again with `--minify`",
    ],
  };
}

/**
 * Answers the app's API requests as for a signed-out visitor: no session (`null`, what Better Auth's get-session
 * answers), 503 for anything else. With credentials allowed for the page's origin, as the peer's API does.
 */
function answerApi(project: Project) {
  const seen: string[] = [];
  const prepare = async (context: BrowserContext) => {
    await context.route(
      (url) => project.isApi(url),
      async (route: Route) => {
        const request = route.request();
        const url = new URL(request.url());
        const origin = await request.headerValue('origin');
        const headers: Record<string, string> = origin
          ? { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true' }
          : {};
        const signedOut = url.pathname.endsWith('/api/auth/get-session');
        seen.push(`${request.method()} ${url.pathname} → ${signedOut ? 200 : 503}`);
        await route.fulfill({
          status: signedOut ? 200 : 503,
          contentType: 'application/json',
          headers,
          body: signedOut ? 'null' : JSON.stringify({ error: 'no API in this measurement' }),
        });
      },
    );
  };
  return { prepare, seen };
}

async function measure(browser: Browser, project: Project, url: string): Promise<Measurement> {
  const api = answerApi(project);
  const { load } = await measurePage(browser, url, { beforeLoad: api.prepare });
  if (load.status !== 200) throw new Error(`${project.name}'s home page answered ${load.status}`);
  const sum = (type: string) =>
    load.transfers.filter((transfer) => transfer.resourceType === type).reduce((total, t) => total + t.gzipBytes, 0);
  return { jsGzip: sum('script'), cssGzip: sum('stylesheet'), transfers: load.transfers, apiRequests: api.seen };
}

/** A screenshot of the home page as measured, to check that the app rendered. */
async function screenshot(browser: Browser, project: Project, url: string, file: string): Promise<string> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    await answerApi(project).prepare(context);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(SETTLE_MS);
    await page.screenshot({ path: file });
    return (await page.locator('body').innerText()).replace(/\s+/g, ' ').trim().slice(0, 160);
  } finally {
    await context.close();
  }
}

async function checkoutLabel(): Promise<string> {
  const commit = (await run('git', ['rev-parse', '--short', 'HEAD'], REPO)).trim();
  const changed = (await run('git', ['status', '--porcelain', '--', 'create-flarekit'], REPO)).trim();
  return changed ? `${commit} with uncommitted changes` : commit;
}

await mkdir(work, { recursive: true });
if ((await readdir(work)).length > 0)
  throw new Error(`${work} is not empty: the projects are generated into an empty folder`);
await writeFile(logFile, '');
console.error(`Work folder: ${work} (commands' output in commands.log)`);
const machineLine = await machine();
const checkout = await checkoutLabel();
const cliVersion = (
  JSON.parse(await readFile(path.join(REPO, 'create-flarekit', 'package.json'), 'utf8')) as {
    version: string;
  }
).version;

let exitCode = 0;
let finished = false;
const servers: Array<{ stop(): Promise<void> }> = [];
let browser: Browser | undefined;
try {
  const flarekit = await prepareFlarekit();
  const peer = await preparePeer(flarekit);
  const projects = [flarekit, peer];
  const urls = new Map<Project, string>();
  for (const project of projects) {
    const server = await serveStatic(path.join(project.webDir, 'dist'));
    servers.push(server);
    urls.set(project, `${server.url}/`);
  }
  browser = await launchChromium();
  const rounds = new Map<Project, Measurement[]>(projects.map((project) => [project, []]));
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? projects : [...projects].reverse();
    for (const project of order) {
      const result = await measure(browser, project, urls.get(project)!);
      rounds.get(project)!.push(result);
      console.error(
        `round ${round + 1}, ${project.name}: JS ${kib(result.jsGzip)} KiB, CSS ${kib(result.cssGzip)} KiB (API: ${result.apiRequests.join(', ') || 'none'})`,
      );
    }
  }
  for (const project of projects) {
    const file = path.join(work, `${project.id}-home.png`);
    const text = await screenshot(browser, project, urls.get(project)!, file);
    console.error(`${project.name}'s home page reads "${text}"${keep ? ` (screenshot: ${file})` : ''}`);
  }

  const summary = (project: Project) => {
    const results = rounds.get(project)!;
    const js = results.map((result) => result.jsGzip);
    const css = results.map((result) => result.cssGzip);
    const same = new Set(js).size === 1 && new Set(css).size === 1;
    return { jsGzip: median(js), cssGzip: median(css), same, transfers: results[0]!.transfers };
  };
  const ours = summary(flarekit);
  const theirs = summary(peer);
  const comparison = compareWeights(ours, theirs);
  if (!comparison.withinBudget) exitCode = 1;

  const version = (project: Project, name: string) => project.versions.get(name) ?? '–';
  const stack = (project: Project) =>
    VERSIONS_OF.filter((name) => project.versions.has(name))
      .map((name) => `${name} ${version(project, name)}`)
      .join(', ');
  const flarekitLabel = `**Flarekit** full-stack-orval (create-flarekit ${cliVersion}, ${checkout})`;
  const peerLabel = `Better-T-Stack (create-better-t-stack ${BTS_VERSION})`;
  const kibCell = (bytes: number) => `${kib(bytes)} KiB`;
  const uploadCell = (upload: UploadSize) => `${upload.gzipKiB.toFixed(1)} KiB (${upload.totalKiB.toFixed(0)} KiB raw)`;
  const uploadRatio = (kind: 'plain' | 'minified') =>
    percent(flarekit.upload[kind].gzipKiB / peer.upload[kind].gzipKiB);
  const cssRatio = comparison.cssRatio === null ? 'n/a' : percent(comparison.cssRatio);
  const lines = [
    `Measured ${today()} on ${machineLine}. KiB = 1,024 bytes; the web figures are every body re-compressed with gzip level 6, the Worker's are wrangler's own "Total Upload … / gzip …". ${ROUNDS} rounds, alternating which app goes first: the byte counts ${ours.same && theirs.same ? 'were identical in every round' : 'varied between rounds (medians shown)'}.`,
    '',
    '| app, home page (`/`) | JS on load, gzip | CSS on load, gzip | JS + CSS, gzip | Worker as configured, gzip | Worker with `--minify`, gzip |',
    '| --- | --- | --- | --- | --- | --- |',
    `| ${flarekitLabel} | **${kibCell(ours.jsGzip)}** | **${kibCell(ours.cssGzip)}** | **${kibCell(ours.jsGzip + ours.cssGzip)}** | **${uploadCell(flarekit.upload.plain)}** | ${uploadCell(flarekit.upload.minified)} |`,
    `| ${peerLabel} | ${kibCell(theirs.jsGzip)} | ${kibCell(theirs.cssGzip)} | ${kibCell(theirs.jsGzip + theirs.cssGzip)} | ${uploadCell(peer.upload.plain)} | ${uploadCell(peer.upload.minified)} |`,
    `| Flarekit ÷ Better-T-Stack | ${percent(comparison.jsRatio)} | ${cssRatio} | **${percent(comparison.ratio)}** (budget ≤ ${percent(comparison.limit)} ${comparison.withinBudget ? '✓' : '✗'}) | ${uploadRatio('plain')} | ${uploadRatio('minified')} |`,
    '',
    'What each home page fetches on load (API requests answered in the browser, not counted):',
    '',
    '| app | resource | type | bytes (decoded) | gzip 6 |',
    '| --- | --- | --- | --- | --- |',
  ];
  const clean = (value: string) => value.replace(/-[A-Za-z0-9_-]{8,}(\.\w+)$/, '-…$1').replaceAll('|', '\\|');
  for (const [project, summaryOf] of [
    [flarekit, ours],
    [peer, theirs],
  ] as const) {
    const TYPE_ORDER = ['document', 'stylesheet', 'script'];
    const rank = (transfer: Transfer) => {
      const index = TYPE_ORDER.indexOf(transfer.resourceType);
      return index === -1 ? TYPE_ORDER.length : index;
    };
    // The app's own files (the answered API requests are fetches), in a stable order: by type, then by size.
    const files = summaryOf.transfers
      .filter((transfer) => transfer.resourceType !== 'fetch' && transfer.resourceType !== 'xhr')
      .sort((a, b) => rank(a) - rank(b) || b.gzipBytes - a.gzipBytes);
    for (const transfer of files) {
      lines.push(
        `| ${project.name} | \`${clean(transfer.path)}\` | ${transfer.resourceType} | ${transfer.rawBytes.toLocaleString('en-US')} | ${kibCell(transfer.gzipBytes)} |`,
      );
    }
  }
  lines.push(
    '',
    `Versions installed: Flarekit's project from its template lockfile (${stack(flarekit)}); Better-T-Stack's resolved by npm on the day, it ships no lockfile (${stack(peer)}). Both Workers dry-run with wrangler ${version(flarekit, 'wrangler')}.`,
    '',
    'Commands (each project generated in an empty folder):',
    '',
    ...projects.flatMap((project) => [`- ${project.name}:`, ...project.commands.map((command) => `  - ${command}`)]),
  );
  await report('generated-weight', lines.join('\n'));
  if (!comparison.withinBudget)
    console.error(
      `Over budget: Flarekit's JS + CSS is ${percent(comparison.ratio)} of the peer's (limit ${percent(WEIGHT_BUDGET_RATIO)}).`,
    );
  finished = true;
} finally {
  await browser?.close();
  for (const server of servers) await server.stop();
  // After a failure the folder stays, with commands.log, for a look at what went wrong.
  if (finished && !keep) await rm(work, { recursive: true, force: true });
  else console.error(`The projects, screenshots and commands.log are in ${work}`);
}
process.exitCode = exitCode;
