// The documentation's screenshots of the default template (full-stack-orval), taken of the real project: it is composed
// as the CLI writes it (named my-app, as on the pages), installed, migrated and started with `npm run dev`; a user signs
// up with email and password and adds todos; then home, dashboard and login are saved at 375 and 1280 px, light and dark,
// with capture.json recording the web app's fingerprint, which the site's build checks against the templates. The
// template matrix takes the same pictures again in CI and fails when they differ from these (screenshot-capture.ts).
//
//   node matrix/screenshots.ts [--out <folder>]    (default: ../site/content/screenshots/full-stack-orval)
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { webAppFingerprint } from 'create-flarekit/compose/fingerprint';
import { launchChromium } from '../lib/browser.ts';
import { portInUse, runCommand, startProcess, stopAll, waitForHttp } from 'flarekit-docs/processes';
import { matrixEnv } from '../lib/command-env.ts';
import { captureScreenshots, SCREENSHOT_TEMPLATE as TEMPLATE, SITE_SCREENSHOTS } from './screenshot-capture.ts';
import { writeProject } from 'create-flarekit/write-project';

const BASE = 'http://localhost:5173';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const out = path.resolve(values.out ?? SITE_SCREENSHOTS);
const work = await mkdtemp(path.join(os.tmpdir(), 'flarekit-screenshots-'));
const env = matrixEnv(process.env.npm_config_cache ?? path.join(os.homedir(), '.npm'), path.join(work, 'home'));
const dir = path.join(work, 'my-app');
const log = path.join(work, 'screenshots.log');

try {
  for (const port of [5173, 8787]) {
    if (await portInUse(port)) throw new Error(`port ${port} is in use: stop what listens there first`);
  }
  await writeProject(TEMPLATE, dir, '0.0.0');
  await runCommand('npm', ['install', '--prefer-offline'], { cwd: dir, env, logFile: log });
  await runCommand('npm', ['run', 'db:migrate:local'], { cwd: dir, env, logFile: log });
  const server = startProcess('npm', ['run', 'dev'], { cwd: dir, env, logFile: log });
  await waitForHttp('http://localhost:8787/health', server);
  await waitForHttp(`${BASE}/`, server);

  const browser = await launchChromium();
  await mkdir(out, { recursive: true });
  try {
    const files = await captureScreenshots(browser, BASE, out);
    const capture = {
      template: TEMPLATE,
      fingerprint: await webAppFingerprint(TEMPLATE),
      chromium: browser.version(),
      files,
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
