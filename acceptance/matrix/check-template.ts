// One template checked end to end, step by step, in this order: the project set up and started as generated, the UI
// in Chromium and the site's screenshots, an Orval template's client generated again against the running API, the
// contract and the bounds over HTTP, sign-in as first run and with Discord configured, what the Worker answers on a path
// that is no route and no file, the default template's Worker size, then the project's own CI workflow.
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_TEMPLATE } from 'flarekit-docs/templates';
import { checkBounds } from '../bounds/check.ts';
import { templateRoutes } from '../bounds/routes.ts';
import { launchChromium } from '../lib/browser.ts';
import { runCommand, startProcess, waitForHttp } from 'flarekit-docs/processes';
import { ciWorkflowChecks } from './ci-workflow.ts';
import { contractChecks, fallbackChecks } from './contract.ts';
import { generatedClientCheck } from './generated-client.ts';
import type { Project, Step } from './project.ts';
import { setUpProject, startDev, stopDev } from './project-setup.ts';
import { SHADCN_VERSION, shadcnAddCheck } from './shadcn-add.ts';
import { SCREENSHOT_TEMPLATE } from './screenshot-capture.ts';
import { screenshotCheck } from './screenshot-check.ts';
import { discordSignInChecks, firstRunSignInChecks } from './sign-in.ts';
import { apiReferenceCheck, uiChecks } from './ui.ts';
import { homePageWeight, WEB_GZIP_BUDGET_BYTES } from './web-weight.ts';
import { WORKER_GZIP_BUDGET_BYTES, workerGzipBytes } from './worker-size.ts';

export async function checkTemplate(project: Project, tarball: string, step: Step): Promise<void> {
  const { template } = project;
  try {
    await setUpProject(project, tarball, step);
    if (project.settings.installOnly) return;
    const label =
      template.type === 'full-stack'
        ? 'npm run dev (Vite 5173 → wrangler dev 8787)'
        : 'npm run dev (wrangler dev 8787)';
    await step(label, () => startDev(project));
    await browserChecks(project, step);
    // After the browser checks: Orval rewrites its folder's hundred files, and Vite's updates and reloads for them,
    // late on a busy machine, would land in the middle of a UI check (a todo added, then its page replaced).
    if (template.client === 'orval') {
      await step('npm run generate:client leaves the shipped client unchanged', () =>
        generatedClientCheck(project.dir, project.settings.env, project.log),
      );
    }
    await apiChecks(project, step);
    if (template.auth) await signInChecks(project, step);
    await workerFallbackChecks(project, step);
    await stopDev(project);
    if (template.id === DEFAULT_TEMPLATE) {
      await step(workerBudgetName, () => workerBudgetCheck(project));
      await step(
        `npx shadcn@${SHADCN_VERSION} add badge (from a local registry) writes a component that type-checks`,
        () => shadcnAddCheck(path.join(project.dir, 'apps', 'web'), project.settings.env, project.log),
      );
    }
    // Last, with the dev servers stopped: the project's own CI workflow (its end-to-end tests start `npm run dev`).
    for (const check of await ciWorkflowChecks(project.dir, project.settings.env, project.log)) {
      await step(`CI workflow: ${check.name}`, check.run);
    }
  } finally {
    await stopDev(project);
    if (!project.settings.keep) await rm(path.join(project.dir, 'node_modules'), { recursive: true, force: true });
  }
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const workerBudgetName = `the Worker's script is at most ${kib(WORKER_GZIP_BUDGET_BYTES)} gzip (wrangler deploy --dry-run)`;

/** The default template's Worker, bundled as `wrangler deploy` uploads it, against its budget. */
async function workerBudgetCheck(project: Project): Promise<string> {
  const outdir = path.join(project.settings.logs, `${project.template.id}-worker`);
  await rm(outdir, { recursive: true, force: true });
  const args = ['wrangler', 'deploy', '--dry-run', '--outdir', outdir];
  await runCommand('npx', args, { cwd: project.apiDir, env: project.settings.env, logFile: project.log });
  const size = await workerGzipBytes(outdir);
  const line = `${size.modules.join(', ')}: ${kib(size.gzip)} gzip (${kib(size.raw)} raw)`;
  if (size.gzip > WORKER_GZIP_BUDGET_BYTES)
    throw new Error(`over the budget of ${kib(WORKER_GZIP_BUDGET_BYTES)}: ${line}`);
  return line;
}

/** In Chromium: the UI (full-stack templates), the API reference, and the site's screenshots (the default template). */
async function browserChecks(project: Project, step: Step): Promise<void> {
  const { template, base } = project;
  const browser = await launchChromium();
  try {
    const ui = { browser: () => browser, base, user: project.users[0] };
    // The UI first: its checks start from an empty database (no posts yet).
    if (template.type === 'full-stack')
      for (const check of uiChecks(template, ui)) await step(`UI: ${check.name}`, check.run);
    const reference = apiReferenceCheck(ui);
    await step(reference.name, reference.run);
    if (template.id === SCREENSHOT_TEMPLATE) {
      await step("screenshots: the site's pictures are this project's", () =>
        screenshotCheck(browser, base, path.join(project.settings.logs, 'screenshots')),
      );
    }
  } finally {
    await browser.close();
  }
}

/** Over HTTP: the documented contract, then every route with a validation schema at the bounds it allows. */
async function apiChecks(project: Project, step: Step): Promise<void> {
  const { template, base, users } = project;
  for (const check of contractChecks(template, base, users)) await step(`contract: ${check.name}`, check.run);
  // After the contract checks, whose lists start from what the UI checks left (bounds/).
  const sessions = { user: users[0]?.cookie, admin: users[2]?.cookie, bobId: users[1]?.id };
  for (const route of templateRoutes(template)) {
    await step(`bounds: ${route.method} ${route.path}`, async () => {
      const count = await checkBounds(route, base, sessions);
      return `${count} requests, none answered 500`;
    });
  }
}

/**
 * A path that is no route and no file, asked of the Worker itself (port 8787). In a full-stack project the web app is
 * built first and the API started alone (`npm run dev:api`): `wrangler dev` reads the assets folder when it starts, and
 * then serves the built app as production does.
 */
async function workerFallbackChecks(project: Project, step: Step): Promise<void> {
  const { template, settings } = project;
  if (template.type === 'full-stack') {
    await stopDev(project);
    await step('npm run build, then npm run dev:api (wrangler dev serves the built web app)', async () => {
      await runCommand('npm', ['run', 'build'], { cwd: project.dir, env: settings.env, logFile: project.log });
      const devLog = path.join(settings.logs, `${template.id}.dev.log`);
      const server = startProcess('npm', ['run', 'dev:api'], { cwd: project.dir, env: settings.env, logFile: devLog });
      project.servers.push(server);
      await waitForHttp('http://localhost:8787/health', server);
    });
  }
  for (const check of fallbackChecks(template, 'http://localhost:8787')) {
    await step(`fallback: ${check.name}`, check.run);
  }
  if (template.id === DEFAULT_TEMPLATE) await step(webBudgetName, () => webBudgetCheck());
}

const webBudgetName = `the built home page's JS + CSS is at most ${kib(WEB_GZIP_BUDGET_BYTES)} gzip (75 % of Better-T-Stack's)`;

/** The built web app's home page, as `wrangler dev` serves it, against its budget. */
async function webBudgetCheck(): Promise<string> {
  const browser = await launchChromium();
  try {
    const weight = await homePageWeight(browser, 'http://localhost:8787/');
    const total = weight.js + weight.css;
    const line = `JS ${kib(weight.js)} + CSS ${kib(weight.css)} = ${kib(total)} gzip`;
    if (weight.js === 0 || weight.css === 0) throw new Error(`no script or no stylesheet loaded: ${line}`);
    if (total > WEB_GZIP_BUDGET_BYTES) {
      const files = weight.files.map((file) => `${file.path} ${kib(file.gzip)}`).join(', ');
      throw new Error(`over the budget of ${kib(WEB_GZIP_BUDGET_BYTES)}: ${line} (${files})`);
    }
    return line;
  } finally {
    await browser.close();
  }
}

/** Sign-in as a new project has it, then with the Discord values filled in and the dev servers restarted. */
async function signInChecks(project: Project, step: Step): Promise<void> {
  const { template, base } = project;
  for (const check of firstRunSignInChecks(template, base)) await step(`sign-in: ${check.name}`, check.run);
  await stopDev(project);
  await step('fill in the Discord values in .dev.vars', async () => {
    const file = path.join(project.apiDir, '.dev.vars');
    const filled = (await readFile(file, 'utf8'))
      .replace(/^DISCORD_CLIENT_ID=$/m, 'DISCORD_CLIENT_ID=matrix-client-id')
      .replace(/^DISCORD_CLIENT_SECRET=$/m, 'DISCORD_CLIENT_SECRET=matrix-client-secret');
    await writeFile(file, filled);
  });
  await step('npm run dev again (.dev.vars is read at start)', () => startDev(project));
  for (const check of discordSignInChecks(template, base)) await step(`sign-in: ${check.name}`, check.run);
}
