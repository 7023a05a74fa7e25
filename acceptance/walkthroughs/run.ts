// The walkthroughs (pages.ts): the commands of Quick Start, the template pages and the pages that build on a
// generated project, read from the pages themselves (extract.ts), run in order in an empty folder against this
// repository's packed CLI, the way a reader would type them. A page that starts from a project first runs the steps
// of the page that makes it (Quick Start up to a running project). Each answer a page prints is compared with the
// real one (answers.ts); each file a page gives (a titled block) is written and each diff applied; a changed web
// page is checked in Chromium; deploying is `wrangler deploy --dry-run`. commands.ts lists the few substitutions.
// Quick Start also runs in the yarn, pnpm and bun tabs: each `npm` block's command as that tab shows it.
// A block marked run="skip: <reason>" is reported with its reason and not run.
//
//   node walkthroughs/run.ts [--only quick-start,api]
//
// FLAREKIT_WALKTHROUGH_DIR (default: <tmp>/flarekit-walkthroughs) holds the projects and logs; the npm cache
// is the template matrix's (FLAREKIT_MATRIX_CACHE, default <tmp>/flarekit-matrix-npm-cache).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../lib/browser.ts';
import { matrixEnv, portInUse, run, type Server, startServer, stopAll, waitForHttp } from '../lib/processes.ts';
import { runAcceptingDefaults } from '../lib/prompt.ts';
import { createTestUsers } from '../lib/sessions.ts';
import { convertCommand } from 'flarekit-docs/pipeline/package-managers';
import { CLI_ROOT, DOCS_ROOT, SITE_ROOT } from '../lib/roots.ts';
import { checkBounds } from '../bounds/check.ts';
import { pageRoutes } from '../bounds/routes.ts';
import { answeredIds, compareAnswer, missingOutputLine, parseExpectedBody } from './answers.ts';
import {
  CURL_FUNCTION,
  DRY_RUN_WRANGLER,
  includesHeaders,
  isCreate,
  type ManagerRun,
  outputInManager,
  type PlannedCommand,
  planCommand,
  splitCurlOutput,
} from './commands.ts';
import {
  type CommandStep,
  type FileStep,
  type PatchStep,
  type Step,
  extractWalkthrough,
  isRequest,
  prosePaths,
} from './extract.ts';
import { type PageSteps, type Walkthrough, walkthroughName, walkthroughs } from './pages.ts';

const { values } = parseArgs({ options: { only: { type: 'string' } } });
const only = values.only?.split(',').filter(Boolean) ?? [];
for (const name of only) {
  if (!walkthroughs.some((w) => walkthroughName(w) === name)) throw new Error(`unknown walkthrough "${name}"`);
}

const work = path.resolve(process.env.FLAREKIT_WALKTHROUGH_DIR ?? path.join(os.tmpdir(), 'flarekit-walkthroughs'));
const npmCache = path.resolve(process.env.FLAREKIT_MATRIX_CACHE ?? path.join(os.tmpdir(), 'flarekit-matrix-npm-cache'));
const logs = path.join(work, 'logs');
// The CLI installs with npm from the shared cache, as the matrix does (CLI Options' --pm pnpm and --pm bun install
// from the registry, with the managers linkManagers puts on the PATH).
const managers = path.join(work, 'bin');
/** The version of each manager linkManagers put on the PATH. */
const managerVersions = new Map<string, string>();
const env: NodeJS.ProcessEnv = {
  ...matrixEnv(npmCache, path.join(work, 'home')),
  npm_config_prefer_offline: 'true',
  PATH: `${managers}${path.delimiter}${process.env.PATH ?? ''}`,
};

/**
 * Puts the package managers a page may pick with `--pm` on the PATH, at the versions the site pins for its
 * package-manager tabs test: pnpm and yarn, and bun from its Linux x64 package (an optional dependency; elsewhere a
 * page's `--pm bun` fails, saying bun is missing).
 */
async function linkManagers(): Promise<void> {
  await mkdir(managers, { recursive: true });
  const siteRequire = createRequire(path.join(SITE_ROOT, 'package.json'));
  const binaries: Array<[name: string, pkg: string, bin: (manifest: { bin?: Record<string, string> }) => string]> = [
    ['pnpm', 'pnpm', (manifest) => manifest.bin?.pnpm ?? ''],
    ['yarn', 'yarn', (manifest) => manifest.bin?.yarn ?? ''],
    ['bun', '@oven/bun-linux-x64', () => 'bin/bun'],
    // Called as bunx, bun runs `bun x`, as the link its installer makes does.
    ['bunx', '@oven/bun-linux-x64', () => 'bin/bun'],
  ];
  for (const [name, pkg, bin] of binaries) {
    let manifestPath: string;
    try {
      manifestPath = siteRequire.resolve(`${pkg}/package.json`);
    } catch {
      continue;
    }
    const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as {
      version: string;
      bin?: Record<string, string>;
    };
    await symlink(path.join(path.dirname(manifestPath), bin(manifest)), path.join(managers, name));
    managerVersions.set(name, manifest.version);
  }
}

/** A failed step: the page, the line, the command and what differed. */
class StepFailure extends Error {}

interface Context {
  page: string;
  /** The folder the commands are in, as `cd` left it. */
  cwd: string;
  log: string;
  servers: Server[];
  /** Set after a file of the project changed or a command ran: the next answers may wait for the servers to reload. */
  changedAt: number;
  cookie?: string;
  /** The ids earlier answers generated, by the page's example id (`answeredIds`). */
  ids: Map<string, string>;
  /** Set when the walkthrough runs another manager's tab. */
  manager?: ManagerRun;
  report: string[];
}

function where(context: Context, line: number): string {
  return `${context.page}:${line}`;
}

/** Runs a shell text in `cwd`; resolves with its output and the folder it ended in. */
function shell(
  text: string,
  context: Context,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<{ code: number; stdout: string; stderr: string; cwd: string }> {
  return new Promise((resolve, reject) => {
    const stateFile = path.join(work, '.cwd');
    const script = `${CURL_FUNCTION}\n${text}\nstatus=$?\npwd > '${stateFile}'\nexit $status\n`;
    const child = spawn('bash', ['-c', script], {
      cwd: context.cwd,
      env: { ...env, ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      void (async () => {
        await writeFile(context.log, `$ ${text}\n${stdout}${stderr}\n`, { flag: 'a' });
        const cwd = existsSync(stateFile) ? (await readFile(stateFile, 'utf8')).trim() : context.cwd;
        await rm(stateFile, { force: true });
        resolve({ code: code ?? 1, stdout, stderr, cwd });
      })();
    });
  });
}

function tail(text: string, length = 2500): string {
  return text.trim().slice(-length);
}

/** The folder of the API in the current project: `apps/api` of a full-stack project, else the project itself. */
function apiDir(cwd: string): string {
  return existsSync(path.join(cwd, 'apps', 'api')) ? path.join(cwd, 'apps', 'api') : cwd;
}

/** Signs a test user in with a real session in the local D1, with the project's own BETTER_AUTH_SECRET. */
async function signIn(context: Context): Promise<string> {
  const api = apiDir(context.cwd);
  const vars = await readFile(path.join(api, '.dev.vars'), 'utf8').catch(() => '');
  const secret = /^BETTER_AUTH_SECRET=(.*)$/m.exec(vars)?.[1]?.trim();
  if (!secret) throw new Error(`${path.relative(context.cwd, api) || '.'}/.dev.vars sets no BETTER_AUTH_SECRET`);
  const { users, sql } = await createTestUsers(api, secret);
  await writeFile(path.join(api, '.walkthrough-users.sql'), sql);
  await run(
    'npx',
    ['wrangler', 'd1', 'execute', 'DB', '--local', '--file', '.walkthrough-users.sql'],
    api,
    env,
    context.log,
  );
  await rm(path.join(api, '.walkthrough-users.sql'));
  const alice = users[0];
  if (!alice) throw new Error('no test user');
  return alice.cookie;
}

async function runCommand(step: CommandStep, context: Context, tarball: string): Promise<void> {
  const at = where(context, step.line);
  if (step.skip) {
    context.report.push(`  skip ${at}  ${step.command}  (${step.skip})`);
    return;
  }
  let plan: PlannedCommand;
  try {
    plan = planCommand(step.command, tarball, {
      cookie: step.command.includes('session_token=…') ? await signInOnce() : undefined,
      ids: context.ids,
      manager: step.language === 'npm' ? context.manager : undefined,
    });
  } catch (error) {
    throw new StepFailure(`${at}: ${step.command}\n${(error as Error).message}`);
  }
  async function signInOnce(): Promise<string> {
    context.cookie ??= await signIn(context);
    return context.cookie;
  }
  const note = plan.substitutions.length > 0 ? `  [${plan.substitutions.join('; ')}]` : '';
  const started = performance.now();

  if (plan.mode === 'prompts') {
    try {
      const { screen, questions } = await runAcceptingDefaults(
        'bash',
        ['-c', plan.shell],
        context.cwd,
        env,
        context.log,
      );
      checkOutput(step, screen, context);
      context.report.push(
        `  ok   ${at}  ${plan.typed}${note}: ${questions.length} questions answered${step.output ? ', output as shown' : ''}${took(started)}`,
      );
    } catch (error) {
      if (error instanceof StepFailure) throw error;
      throw new StepFailure(`${at}: ${plan.typed} failed\n${(error as Error).message}`);
    }
    return;
  }

  if (plan.mode === 'background') {
    const fullStack = existsSync(path.join(context.cwd, 'apps', 'web'));
    // `npm run dev`: the API on 8787, and the web app on 5173 in a full-stack project; else what the plan names.
    const urls = plan.serves
      ? [plan.serves]
      : ['http://localhost:8787/health', ...(fullStack ? ['http://localhost:5173/'] : [])];
    const ports = urls.map((url) => Number(new URL(url).port));
    for (const port of ports) {
      if (await portInUse(port)) throw new StepFailure(`${at}: ${plan.typed}: port ${port} is already in use`);
    }
    const server = startServer(
      'bash',
      ['-c', plan.shell],
      context.cwd,
      env,
      `${context.log}.${context.servers.length}`,
    );
    context.servers.push(server);
    try {
      for (const url of urls) await waitForHttp(url, server);
    } catch (error) {
      throw new StepFailure(`${at}: ${plan.typed} did not start\n${(error as Error).message}`);
    }
    // What the servers printed at start, without the "[api] " and "[web] " prefixes of concurrently.
    checkOutput(step, server.output().replace(/^\[(?:api|web)\] /gm, ''), context);
    const shown = step.output ? ', output as shown' : '';
    context.report.push(`  ok   ${at}  ${plan.typed}: serving on ${ports.join(' and ')}${shown}${took(started)}`);
    return;
  }

  const migrations = path.join(apiDir(context.cwd), 'drizzle');
  const migrationsBefore = step.migration ? await sqlFiles(migrations) : [];
  const isCurl = isRequest(step);
  // Right after a file changed, a differing answer is asked again until the dev server has reloaded (30 s at most).
  const deadline = context.changedAt + 30_000;
  for (;;) {
    const result = plan.dryRunDeploy
      ? await withDryRunWrangler(projectFolder(context), () => shell(plan.shell, context))
      : await shell(plan.shell, context);
    if (result.code !== 0) {
      throw new StepFailure(`${at}: ${plan.typed}\nexited with ${result.code}\n${tail(result.stdout + result.stderr)}`);
    }
    context.cwd = result.cwd;
    // A command other than a request may change what the running servers serve (a build, a migration).
    if (!isCurl) context.changedAt = Date.now();
    if (!isCurl) checkOutput(step, result.stdout + result.stderr, context);
    if (plan.dryRunDeploy && !/--dry-run: exiting now/.test(result.stdout + result.stderr)) {
      throw new StepFailure(
        `${at}: ${plan.typed}\nwrangler did not make a dry run:\n${tail(result.stdout + result.stderr)}`,
      );
    }
    if (step.migration) await checkMigration(step, step.migration, migrations, migrationsBefore, context);
    if (!isCurl) break;
    const answer = splitCurlOutput(result.stdout, includesHeaders(step.command));
    const differences = step.answer
      ? compareAnswer(step.answer, answer, plan.shell)
      : answer.status >= 200 && answer.status < 300
        ? []
        : [`status: expected 2xx (the page prints no answer), got ${answer.status}`];
    if (differences.length === 0) {
      if (step.answer) rememberIds(step.answer.body, answer.body, context);
      break;
    }
    if (Date.now() < deadline && context.servers.length > 0) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      continue;
    }
    const printed = step.answer ? ` (the page prints it at line ${step.answer.line})` : '';
    throw new StepFailure(
      `${at}: ${plan.typed}\nthe answer differs from the page${printed}:\n  ${differences.join('\n  ')}\nanswered ${answer.status} ${answer.body.slice(0, 600)}`,
    );
  }
  const compared = step.answer
    ? ', answer as printed'
    : step.output
      ? ', output as shown'
      : step.migration
        ? ', migration as shown'
        : '';
  context.report.push(`  ok   ${at}  ${plan.typed.split('\n')[0]}${note}${compared}${took(started)}`);
}

/** Keeps the ids a matching JSON answer generated, for the page's later requests about the same items. */
function rememberIds(printedBody: string, realBody: string, context: Context): void {
  const expected = parseExpectedBody(printedBody);
  if (expected === undefined) return;
  for (const [key, id] of answeredIds(expected, JSON.parse(realBody) as unknown)) context.ids.set(key, id);
}

/** Fails when the command did not print the lines the page shows it printing. */
function checkOutput(step: CommandStep, printed: string, context: Context): void {
  if (!step.output) return;
  const expected =
    context.manager && step.language === 'npm'
      ? outputInManager(step.output.text, context.manager.name)
      : step.output.text;
  const missing = missingOutputLine(expected, printed);
  if (missing) {
    throw new StepFailure(
      `${where(context, step.line)}: ${step.command}\ndid not print line ${step.output.line + missing.line - 1} of the page, "${missing.text}", in order; it printed:\n${tail(printed)}`,
    );
  }
}

/**
 * Runs `action` with the project's `wrangler deploy` made a dry run: each `node_modules/.bin/wrangler` of the project
 * (root, apps/api, apps/web; where each manager links it) is wrapped by DRY_RUN_WRANGLER, and put back after.
 */
async function withDryRunWrangler<T>(root: string, action: () => Promise<T>): Promise<T> {
  const bins = ['.', 'apps/api', 'apps/web']
    .map((dir) => path.join(root, dir, 'node_modules', '.bin', 'wrangler'))
    .filter((bin) => existsSync(bin));
  if (bins.length === 0) throw new StepFailure(`${root}: no node_modules/.bin/wrangler to deploy with`);
  const original = (bin: string) => `${bin}.walkthrough-original`;
  for (const bin of bins) {
    await rename(bin, original(bin));
    await writeFile(bin, DRY_RUN_WRANGLER, { mode: 0o755 });
  }
  try {
    return await action();
  } finally {
    for (const bin of bins) await rename(original(bin), bin);
  }
}

async function sqlFiles(folder: string): Promise<string[]> {
  if (!existsSync(folder)) return [];
  return (await readdir(folder)).filter((file) => file.endsWith('.sql'));
}

/** Fails unless the command wrote a new migration holding the SQL the page shows, line by line, in order. */
async function checkMigration(
  step: CommandStep,
  shown: { text: string; line: number },
  folder: string,
  before: string[],
  context: Context,
): Promise<void> {
  const at = where(context, step.line);
  const added = (await sqlFiles(folder)).filter((file) => !before.includes(file));
  if (added.length === 0) throw new StepFailure(`${at}: ${step.command} wrote no new migration in ${folder}`);
  const written = (await Promise.all(added.map((file) => readFile(path.join(folder, file), 'utf8')))).join('\n');
  const missing = missingOutputLine(shown.text, written);
  if (missing) {
    throw new StepFailure(
      `${at}: ${step.command}\nthe new migration (${added.join(', ')}) lacks line ${shown.line + missing.line - 1} of the page, "${missing.text}"; it holds:\n${tail(written)}`,
    );
  }
}

function took(started: number): string {
  const seconds = (performance.now() - started) / 1000;
  return seconds >= 1 ? ` (${seconds.toFixed(1)} s)` : '';
}

/** Texts a route component renders literally: `<h1>About my-app</h1>` → "About my-app". */
function renderedTexts(source: string): string[] {
  return [...source.matchAll(/>([^<>{}]+)<\//g)]
    .map((match) => (match[1] ?? '').trim())
    .filter((text) => /\w/.test(text));
}

/** The folder of the project the commands are in: the nearest one up from `cwd` with a flarekit.json. */
function projectRoot(cwd: string): string | undefined {
  for (let dir = cwd; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'flarekit.json'))) return dir;
    if (path.dirname(dir) === dir) return undefined;
  }
}

/**
 * The folder a titled block's path is relative to: the project's (titles read `apps/api/src/db/schema.ts` even after
 * `cd apps/api`), or, before there is a project, the current folder.
 */
function projectFolder(context: Context): string {
  return projectRoot(context.cwd) ?? context.cwd;
}

/**
 * Writes a file the page gives. A page route of the web app, while the dev servers run, is checked in Chromium:
 * an existing page, open before the change, must show the new content in place (hot reload, no navigation);
 * a new one must render it. Either way without a console error.
 */
async function writeFileStep(step: FileStep, context: Context): Promise<void> {
  const at = where(context, step.line);
  const target = path.join(projectFolder(context), step.path);
  const routePath = /createFileRoute\('([^']+)'\)/.exec(step.content)?.[1];
  const webRoute = /^apps\/web\/src\/routes\//.test(step.path) && routePath !== undefined;
  const running = context.servers.length > 0 && existsSync(path.join(projectFolder(context), 'apps', 'web'));
  // Written whole and renamed into place, as editors save: a watcher never sees a half-written file (the router
  // plugin fills a route file it finds empty with a placeholder page).
  const write = async () => {
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(`${target}.walkthrough`, step.content);
    await rename(`${target}.walkthrough`, target);
    context.changedAt = Date.now();
  };
  if (!webRoute || !running) {
    await write();
    context.report.push(`  ok   ${at}  wrote ${step.path}`);
    return;
  }
  const texts = renderedTexts(step.content);
  const existed = existsSync(target);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const url = `http://localhost:5173${routePath}`;
    let navigations = 0;
    if (existed) {
      await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) navigations += 1;
      });
    }
    await write();
    if (!existed) await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    for (const text of texts) {
      await page
        .getByText(text, { exact: true })
        .first()
        .waitFor({ timeout: 30_000 })
        .catch(() => {
          throw new StepFailure(`${at}: wrote ${step.path}, but ${url} does not show "${text}"`);
        });
    }
    if (existed && navigations > 0) throw new StepFailure(`${at}: ${url} reloaded instead of updating in place`);
    if (errors.length > 0) throw new StepFailure(`${at}: ${url}: console errors:\n${errors.join('\n')}`);
  } finally {
    await browser.close();
  }
  context.report.push(
    `  ok   ${at}  wrote ${step.path}: ${routePath} ${existed ? 'updated in place' : 'renders'} in Chromium, showing ${texts.map((t) => `"${t}"`).join(', ')}`,
  );
}

/** Applies a page's diff with `git apply`: it must be a real patch of the file as the project has it. */
async function applyPatch(step: PatchStep, context: Context): Promise<void> {
  const at = where(context, step.line);
  const patchFile = path.join(work, 'page.patch');
  await writeFile(patchFile, `--- a/${step.path}\n+++ b/${step.path}\n${step.patch}\n`);
  const result = await shell(`cd '${projectFolder(context)}' && git apply --verbose '${patchFile}'`, context);
  if (result.code !== 0) {
    throw new StepFailure(`${at}: the diff of ${step.path} does not apply:\n${tail(result.stdout + result.stderr)}`);
  }
  context.changedAt = Date.now();
  context.report.push(`  ok   ${at}  applied the diff to ${step.path}`);
}

/** The steps of a page's sections, read from the page. */
async function stepsOf(part: PageSteps): Promise<Step[]> {
  const markdown = await readFile(path.join(DOCS_ROOT, part.page), 'utf8');
  try {
    return extractWalkthrough(markdown, part.sections);
  } catch (error) {
    throw new StepFailure(`site/content/docs/${part.page}: ${(error as Error).message}`);
  }
}

/**
 * Runs steps in order. With `apartIn`, each `npm create` first moves to a new empty folder in it: the page's
 * create commands are alternatives, each making a project of its own.
 */
async function runSteps(steps: readonly Step[], context: Context, tarball: string, apartIn?: string): Promise<void> {
  let projects = 0;
  for (const step of steps) {
    if (apartIn && step.kind === 'command' && isCreate(step.command)) {
      context.cwd = path.join(apartIn, String((projects += 1)));
      await mkdir(context.cwd, { recursive: true });
    }
    if (step.kind === 'command') await runCommand(step, context, tarball);
    else if (step.kind === 'file') await writeFileStep(step, context);
    else await applyPatch(step, context);
  }
}

/** Every project file the walkthrough's prose names (`apps/…` in inline code) exists once its steps have run. */
async function checkProsePaths(walkthrough: Walkthrough, context: Context): Promise<void> {
  // A page whose commands alone run names files its steps would add, which were not written.
  if (walkthrough.commandsOnly) return;
  const paths = prosePaths(await readFile(path.join(DOCS_ROOT, walkthrough.page), 'utf8'), walkthrough.sections);
  if (paths.length === 0) return;
  const root = projectRoot(context.cwd);
  if (!root) throw new StepFailure(`${context.page}: the steps left no project to check the files the page names`);
  const missing = paths.filter((named) => !existsSync(path.join(root, named.path)));
  if (missing.length > 0) {
    throw new StepFailure(
      missing
        .map((named) => `${where(context, named.line)}: the page names ${named.path}, which the project does not have`)
        .join('\n'),
    );
  }
  const files = paths.length === 1 ? 'file the page names exists' : `${paths.length} files the page names exist`;
  context.report.push(`  ok   the project's ${files}: ${paths.map((named) => named.path).join(', ')}`);
}

/**
 * After a page's edits (its titled files and diffs), the project still passes its own `lint` and `typecheck`: the code
 * a page shows is what Biome formats and what TypeScript accepts in the project it is pasted into.
 */
async function checkProjectChecks(steps: readonly Step[], context: Context): Promise<void> {
  const edited = [...new Set(steps.filter((step) => step.kind !== 'command').map((step) => step.path))];
  const root = projectRoot(context.cwd);
  if (edited.length === 0 || !root) return;
  for (const script of ['lint', 'typecheck']) {
    const command = context.manager ? convertCommand(`npm run ${script}`, context.manager.name) : `npm run ${script}`;
    const result = await shell(command, { ...context, cwd: root });
    if (result.code !== 0) {
      throw new StepFailure(
        `${context.page}: after the page's edits (${edited.join(', ')}), the project's ${command} fails:\n${tail(result.stdout + result.stderr)}`,
      );
    }
  }
  context.report.push(`  ok   after the page's edits (${edited.join(', ')}), the project's lint and typecheck pass`);
}

/**
 * In a manager's tab, the pages' `npx wrangler …` is that manager's form (`yarn wrangler …`, `pnpm exec wrangler …`,
 * `bunx wrangler …`): run from the project's root and from `apps/api`, where the pages run it, it must start the
 * wrangler `apps/api` pins, not another copy in the tree (Yarn 1 links the root's) nor a download.
 */
async function checkTabWrangler(context: Context): Promise<void> {
  const manager = context.manager;
  const root = projectRoot(context.cwd);
  if (!manager || !root) return;
  const api = apiDir(root);
  const manifest = JSON.parse(await readFile(path.join(api, 'package.json'), 'utf8')) as {
    devDependencies?: Record<string, string>;
  };
  const pinned = manifest.devDependencies?.wrangler;
  const command = convertCommand('npx wrangler --version', manager.name);
  for (const folder of new Set([root, api])) {
    const result = await shell(command, { ...context, cwd: folder });
    const printed = /\b(\d+\.\d+\.\d+)\b/.exec(result.stdout)?.[1];
    if (result.code !== 0 || printed !== pinned) {
      throw new StepFailure(
        `${command} in ${path.relative(context.cwd, folder) || '.'} ran wrangler ${printed ?? '(none)'}, not the ${pinned} apps/api pins:\n${tail(result.stdout + result.stderr)}`,
      );
    }
  }
  context.report.push(
    `  ok   ${command} runs wrangler ${pinned}, the version apps/api pins, from the root and apps/api`,
  );
}

/**
 * The routes the page wrote, at the bounds their schemas allow (bounds/): no 500, a 400 naming the field for each
 * invalid value, success for each valid one. Sent through the web app's dev server where there is one, as the page's
 * requests are.
 */
async function checkPageBounds(walkthrough: Walkthrough, context: Context): Promise<void> {
  const root = projectRoot(context.cwd);
  for (const name of walkthrough.bounds ?? []) {
    const route = pageRoutes[name];
    if (!route) throw new StepFailure(`${context.page}: no route "${name}" in acceptance/bounds/routes.ts`);
    if (context.servers.length === 0 || !root) throw new StepFailure(`${context.page}: ${name}: no running project`);
    const base = existsSync(path.join(root, 'apps', 'web')) ? 'http://localhost:5173' : 'http://localhost:8787';
    const user = route.session ? (context.cookie ??= await signIn({ ...context, cwd: root })) : undefined;
    const started = performance.now();
    try {
      const count = await checkBounds(route, base, { user });
      context.report.push(
        `  ok   ${route.method} ${route.path} at its bounds: ${count} requests, none answered 500${took(started)}`,
      );
    } catch (error) {
      throw new StepFailure(`${context.page}: ${(error as Error).message}`);
    }
  }
}

function describeSteps(part: PageSteps): string {
  return `${part.page}${part.sections ? ` (${part.sections.join(', ')})` : ''}`;
}

async function runWalkthrough(walkthrough: Walkthrough, tarball: string): Promise<string[]> {
  const folder = path.join(work, walkthroughName(walkthrough));
  await rm(folder, { recursive: true, force: true });
  await mkdir(folder, { recursive: true });
  const context: Context = {
    page: '',
    cwd: folder,
    log: path.join(logs, `${walkthroughName(walkthrough)}.log`),
    servers: [],
    changedAt: 0,
    ids: new Map(),
    ...(walkthrough.manager ? { manager: managerRun(walkthrough.manager) } : {}),
    report: [],
  };
  try {
    for (const part of walkthrough.after ?? []) {
      context.page = `site/content/docs/${part.page}`;
      context.report.push(`  the project as ${describeSteps(part)} makes it:`);
      await runSteps(await stepsOf(part), context, tarball);
    }
    context.page = `site/content/docs/${walkthrough.page}`;
    if (walkthrough.in) {
      context.cwd = path.join(context.cwd, walkthrough.in);
      context.report.push(`  in ${walkthrough.in}:`);
    } else if (walkthrough.after) {
      context.report.push(`  then ${walkthrough.page}:`);
    }
    let steps = await stepsOf(walkthrough);
    if (walkthrough.commandsOnly) {
      steps = steps.filter((step) => step.kind === 'command');
      if (steps.length === 0) throw new StepFailure(`${context.page}: no commands to run`);
    }
    await runSteps(steps, context, tarball, walkthrough.apart ? folder : undefined);
    await checkProsePaths(walkthrough, context);
    await checkPageBounds(walkthrough, context);
    await checkProjectChecks(steps, context);
    await checkTabWrangler(context);
  } finally {
    for (const server of context.servers.splice(0)) await server.stop();
    process.stdout.write(`${context.report.join('\n')}\n`);
  }
  // A failed walkthrough keeps its folder, to look into.
  await rm(folder, { recursive: true, force: true });
  return context.report;
}

/** How `<manager> create` identifies the manager to the CLI: its name and version first in the user agent. */
function managerRun(name: ManagerRun['name']): ManagerRun {
  const version = managerVersions.get(name);
  if (!version) throw new StepFailure(`${name} is not installed here: the walkthrough runs ${name}'s tab`);
  return { name, userAgent: `${name}/${version} npm/? node/${process.version} ${process.platform} ${process.arch}` };
}

async function pack(): Promise<string> {
  await run('npm', ['pack', '--pack-destination', work], CLI_ROOT, env, path.join(logs, 'pack.log'));
  const tarball = (await readdir(work)).find((file) => /^create-flarekit-.*\.tgz$/.test(file));
  if (!tarball) throw new Error('npm pack wrote no create-flarekit-*.tgz');
  return path.join(work, tarball);
}

const started = performance.now();
let failed = false;
/** The commands marked run="skip: …", once each (several walkthroughs start with the same steps). */
const skipped = new Set<string>();
try {
  await rm(work, { recursive: true, force: true });
  await mkdir(logs, { recursive: true });
  await mkdir(npmCache, { recursive: true });
  await linkManagers();
  process.stdout.write(`walkthroughs: projects and logs in ${work}, npm cache ${npmCache}\n`);
  const tarball = await pack();
  for (const walkthrough of walkthroughs.filter((w) => only.length === 0 || only.includes(walkthroughName(w)))) {
    const began = performance.now();
    const tab = walkthrough.manager ? `, in the ${walkthrough.manager} tab` : '';
    process.stdout.write(`\n${describeSteps(walkthrough)}${walkthrough.commandsOnly ? ', its commands' : ''}${tab}\n`);
    try {
      const report = await runWalkthrough(walkthrough, tarball);
      for (const line of report) if (line.startsWith('  skip')) skipped.add(line);
      process.stdout.write(`${walkthrough.page}: ok (${((performance.now() - began) / 1000).toFixed(0)} s)\n`);
    } catch (error) {
      failed = true;
      process.stdout.write(`${walkthrough.page}: FAILED\n${(error as Error).message}\n`);
      if (!(error instanceof StepFailure)) process.stdout.write(`${(error as Error).stack ?? ''}\n`);
    }
  }
} catch (error) {
  failed = true;
  process.stdout.write(`walkthroughs: ${(error as Error).message}\n`);
} finally {
  await stopAll();
}
process.stdout.write(
  `\nwalkthroughs: ${failed ? 'FAILED' : 'ok'}, ${skipped.size} commands marked run="skip: …" in the pages, ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
);
process.exit(failed ? 1 : 0);
