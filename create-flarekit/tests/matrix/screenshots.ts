// The documentation's screenshots of the default template (full-stack-orval), taken of the real project: it is composed
// as the CLI writes it (named my-app, as on the pages), installed, migrated and started with `npm run dev`; a user signs
// up with email and password and adds todos; then home, dashboard and login are saved at 375 and 1280 px, light and dark,
// with capture.json recording the web app's fingerprint, which the site's build checks against the templates.
//
//   node tests/matrix/screenshots.ts [--out <folder>]    (default: ../site/content/screenshots/full-stack-orval)
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { APIRequestContext } from 'playwright-core';
import { webAppFingerprint } from '../../src/compose/fingerprint.ts';
import { COLOR_SCHEMES, launchChromium, VIEWPORTS, visitor } from './browser.ts';
import { matrixEnv, portInUse, run, startServer, stopAll, waitForHttp } from './processes.ts';
import { writeProject } from './write-project.ts';

const TEMPLATE = 'full-stack-orval';
const BASE = 'http://localhost:5173';
const PAGES = [
  { name: 'home', path: '/', heading: 'my-app' },
  { name: 'dashboard', path: '/dashboard', heading: 'Welcome, Ada' },
  { name: 'login', path: '/login', heading: 'Sign in' },
] as const;
const TODOS = [
  { title: 'Read the Flarekit docs', completed: true },
  { title: 'Create a Discord application', completed: false },
  { title: 'Deploy to Cloudflare Workers', completed: false },
];

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({ options: { out: { type: 'string' } } });
const out = path.resolve(values.out ?? path.join(packageRoot, '..', 'site', 'content', 'screenshots', TEMPLATE));
const work = await mkdtemp(path.join(os.tmpdir(), 'flarekit-screenshots-'));
const env = matrixEnv(process.env.npm_config_cache ?? path.join(os.homedir(), '.npm'), path.join(work, 'home'));
const dir = path.join(work, 'my-app');
const log = path.join(work, 'screenshots.log');

try {
  for (const port of [5173, 8787]) {
    if (await portInUse(port)) throw new Error(`port ${port} is in use: stop what listens there first`);
  }
  await writeProject(TEMPLATE, dir, '0.0.0');
  await run('npm', ['install', '--prefer-offline'], dir, env, log);
  await run('npm', ['run', 'db:migrate:local'], dir, env, log);
  const server = startServer('npm', ['run', 'dev'], dir, env, log);
  await waitForHttp('http://localhost:8787/health', server);
  await waitForHttp(`${BASE}/`, server);

  const browser = await launchChromium();
  await mkdir(out, { recursive: true });
  const files: string[] = [];
  try {
    for (const viewport of VIEWPORTS) {
      for (const colorScheme of COLOR_SCHEMES) {
        const context = await visitor(browser, { viewport, colorScheme });
        await signUpWithTodos(context.request, `ada-${viewport.name}-${colorScheme}@example.com`);
        const page = await context.newPage();
        for (const shot of PAGES) {
          if (shot.name === 'login') await context.clearCookies();
          await page.goto(`${BASE}${shot.path}`, { waitUntil: 'networkidle' });
          await page.getByRole('heading', { level: 1, name: shot.heading }).waitFor();
          const file = `${shot.name}-${viewport.name}-${colorScheme}.png`;
          await page.screenshot({ path: path.join(out, file), animations: 'disabled' });
          files.push(file);
        }
        await context.close();
      }
    }
    const capture = {
      template: TEMPLATE,
      fingerprint: await webAppFingerprint(TEMPLATE),
      chromium: browser.version(),
      files: files.sort(),
    };
    await writeFile(path.join(out, 'capture.json'), `${JSON.stringify(capture, null, 2)}\n`);
    console.log(`${files.length} screenshots of ${TEMPLATE} in ${path.relative(process.cwd(), out)}`);
  } finally {
    await browser.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  console.error(`log: ${log}`);
  console.error((await readFile(log, 'utf8').catch(() => '')).slice(-3000));
  process.exitCode = 1;
} finally {
  await stopAll();
  if (process.exitCode !== 1) await rm(work, { recursive: true, force: true });
}

/** A new account (email and password, as in development) with the example todos, the first one completed. */
async function signUpWithTodos(request: APIRequestContext, email: string): Promise<void> {
  const headers = { origin: BASE };
  const signUp = await request.post(`${BASE}/api/auth/sign-up/email`, {
    headers,
    data: { name: 'Ada', email, password: 'Correct1horse' },
  });
  if (!signUp.ok()) throw new Error(`sign-up answered ${signUp.status()}: ${await signUp.text()}`);
  for (const todo of TODOS) {
    const created = await request.post(`${BASE}/api/todos`, { headers, data: { title: todo.title } });
    if (created.status() !== 201) throw new Error(`POST /api/todos answered ${created.status()}`);
    const { data } = (await created.json()) as { data: { id: string } };
    if (todo.completed) await request.put(`${BASE}/api/todos/${data.id}`, { headers, data: { completed: true } });
  }
}
