// The template matrix: packs create-flarekit, generates each of the nine templates the way `npm create` runs it,
// installs it, starts it as generated (`npm run dev`) and checks what the pages say in Chromium (the UI) and over HTTP
// (the documented contract, through the Vite proxy where there is a web app), takes the site's screenshots again from
// the default template and compares them with the site's, fills in the Discord values and checks
// sign-in again, then runs the project's own CI workflow step by step: type check, lint, tests, build, the deploy
// dry run and its end-to-end tests.
//
//   node matrix/run.ts [--only id,id] [--keep] [--reuse]
//
// --keep leaves each project's node_modules in place; --reuse then starts from those installed projects
// (no pack, generate or install), to rerun the later steps quickly.
//
// FLAREKIT_MATRIX_DIR (default: <tmp>/flarekit-matrix) holds the projects and logs; FLAREKIT_MATRIX_CACHE
// (default: <tmp>/flarekit-matrix-npm-cache) is the npm cache shared by every install.
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../lib/browser.ts';
import { CLI_ROOT } from '../lib/roots.ts';
import { ciWorkflowChecks } from './ci-workflow.ts';
import { contractChecks } from './contract.ts';
import { checkBounds } from '../bounds/check.ts';
import { templateRoutes } from '../bounds/routes.ts';
import { matrixEnv, portInUse, run, type Server, startServer, stopAll, waitForHttp } from '../lib/processes.ts';
import { parseDevVars } from './dev-vars.ts';
import { generatedClientCheck } from './generated-client.ts';
import { type TestUser, createTestUsers } from '../lib/sessions.ts';
import { discordSignInChecks, firstRunSignInChecks } from './sign-in.ts';
import { type MatrixTemplate, templates } from './templates.ts';
import { apiReferenceCheck, uiChecks } from './ui.ts';
import { compareScreenshots, captureScreenshots, SCREENSHOT_TEMPLATE, SITE_SCREENSHOTS } from './screenshot-capture.ts';

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'boolean', default: false },
  },
});
const only = values.only?.split(',').filter(Boolean) ?? [];
for (const id of only) {
  if (!templates.some((t) => t.id === id)) throw new Error(`unknown template "${id}"`);
}

const work = path.resolve(process.env.FLAREKIT_MATRIX_DIR ?? path.join(os.tmpdir(), 'flarekit-matrix'));
const npmCache = path.resolve(process.env.FLAREKIT_MATRIX_CACHE ?? path.join(os.tmpdir(), 'flarekit-matrix-npm-cache'));
const env = matrixEnv(npmCache, path.join(work, 'home'));
const logs = path.join(work, 'logs');

interface StepResult {
  step: string;
  seconds: number;
  ok: boolean;
  detail?: string;
}
const results = new Map<string, StepResult[]>();

function seconds(since: number): number {
  return (performance.now() - since) / 1000;
}

/** Runs one named step, prints its outcome, and records it; a failed step stops the template. */
async function step(template: string, name: string, action: () => Promise<string | void>): Promise<void> {
  const started = performance.now();
  process.stdout.write(`[${template}] ${name} …\n`);
  try {
    const detail = (await action()) ?? undefined;
    const took = seconds(started);
    results.get(template)?.push({ step: name, seconds: took, ok: true, detail });
    process.stdout.write(`[${template}] ${name} ok (${took.toFixed(1)} s)${detail ? ` ${detail}` : ''}\n`);
  } catch (error) {
    const took = seconds(started);
    const message = error instanceof Error ? error.message : String(error);
    results.get(template)?.push({ step: name, seconds: took, ok: false, detail: message });
    process.stdout.write(`[${template}] ${name} FAILED (${took.toFixed(1)} s)\n${message}\n`);
    throw error;
  }
}

async function pack(): Promise<string> {
  const log = path.join(logs, 'pack.log');
  await run('npm', ['pack', '--pack-destination', work], CLI_ROOT, env, log);
  const tarball = (await readdir(work)).find((file) => /^create-flarekit-.*\.tgz$/.test(file));
  if (!tarball) throw new Error('npm pack wrote no create-flarekit-*.tgz');
  return path.join(work, tarball);
}

async function generate(template: MatrixTemplate, tarball: string, name: string, log: string): Promise<string> {
  const args = ['exec', '--yes', `--package=${tarball}`, '--', 'create-flarekit', name, ...template.flags];
  const parent = path.join(work, template.id);
  await mkdir(parent, { recursive: true });
  await run('npm', [...args, '--no-git', '--no-install', '--pm', 'npm', '-y'], parent, env, log);
  return `create-flarekit ${name} ${template.flags.join(' ')} --no-git --no-install --pm npm -y`;
}

/**
 * Takes the site's screenshots again from the running project and compares them with the site's (the pages show those),
 * so a change to how the app looks fails here until they are retaken.
 */
async function screenshotCheck(browser: Browser, base: string, out: string): Promise<string> {
  await mkdir(out, { recursive: true });
  const files = await captureScreenshots(browser, base, out);
  const differences = await compareScreenshots(SITE_SCREENSHOTS, out, files);
  if (differences.length > 0) {
    const lines = differences.map((difference) => `  ${difference.file}: ${difference.reason}`);
    throw new Error(
      `${differences.length} of the site's screenshots (site/content/screenshots/${SCREENSHOT_TEMPLATE}) differ from ` +
        `the project (taken now: ${out}, with a .diff.png beside each):\n${lines.join('\n')}\n` +
        'If the change is intended, retake them: npm run screenshots -w acceptance',
    );
  }
  return `${files.length} pictures match`;
}

async function checkTemplate(template: MatrixTemplate, tarball: string): Promise<void> {
  const id = template.id;
  // Named as on the pages (and in their screenshots), one folder per template.
  const name = 'my-app';
  const dir = path.join(work, id, name);
  const apiDir = template.fullStack ? path.join(dir, 'apps', 'api') : dir;
  const log = path.join(logs, `${id}.log`);
  const npm = (args: string[], cwd = dir) => run('npm', args, cwd, env, log);
  let users: TestUser[] = [];
  const servers: Server[] = [];

  try {
    const reuse = values.reuse && existsSync(path.join(dir, 'node_modules'));
    if (!reuse) await step(id, 'generate', () => generate(template, tarball, name, log));
    // `npm install` with the template's lockfile (the versions it was tested with). Not `npm ci`: this
    // registry mirror has Biome's Linux binaries only, so the lockfile lacks the other platforms' optional
    // packages, and `npm ci` refuses a lockfile that lacks any of them.
    if (!reuse) await step(id, 'install (npm install, template lockfile)', () => npm(['install', '--prefer-offline']));
    // Type check, lint, tests and build run at the end, as the project's own CI workflow runs them.
    if (template.db) await step(id, 'db:migrate:local', () => npm(['run', 'db:migrate:local']));
    let secret = '';
    if (template.auth) {
      await step(id, 'the generated .dev.vars: a new secret, Discord empty, development', async () => {
        const vars = parseDevVars(await readFile(path.join(apiDir, '.dev.vars'), 'utf8'));
        secret = vars.get('BETTER_AUTH_SECRET') ?? '';
        assert.match(secret, /^[A-Za-z0-9+/]{43}=$/, 'BETTER_AUTH_SECRET: 32 random bytes in base64');
        assert.equal(vars.get('DISCORD_CLIENT_ID'), '');
        assert.equal(vars.get('DISCORD_CLIENT_SECRET'), '');
        assert.equal(vars.get('ENVIRONMENT'), 'development');
      });
      await step(id, 'sign in test users', async () => {
        const created = await createTestUsers(apiDir, secret);
        users = created.users;
        await writeFile(path.join(apiDir, '.matrix-users.sql'), created.sql);
        await run(
          'npx',
          ['wrangler', 'd1', 'execute', 'DB', '--local', '--file', '.matrix-users.sql'],
          apiDir,
          env,
          log,
        );
        return `${users.map((user) => `${user.name} (${user.role})`).join(', ')}`;
      });
    }

    const base = template.fullStack ? 'http://localhost:5173' : 'http://localhost:8787';
    const startDev = (label: string) =>
      step(id, label, async () => {
        for (const port of template.fullStack ? [5173, 8787] : [8787]) {
          if (await portInUse(port)) throw new Error(`port ${port} is already in use: stop what listens there`);
        }
        const server = startServer('npm', ['run', 'dev'], dir, env, path.join(logs, `${id}.dev.log`));
        servers.push(server);
        await waitForHttp('http://localhost:8787/health', server);
        if (template.fullStack) await waitForHttp('http://localhost:5173/', server);
        // The report of scripts/check-dev-vars.mjs, without concurrently's "[api] " prefixes.
        const output = server.output().replace(/^\[api\] /gm, '');
        const devVarsReport = /[▲✔] [^\n]*\.dev\.vars[^\n]*(?:\n {2}[^\n]*)*/.exec(output)?.[0];
        if (template.auth && !devVarsReport) throw new Error('npm run dev printed no report on .dev.vars');
        return devVarsReport ? `\n${devVarsReport}` : undefined;
      });
    await startDev(
      template.fullStack ? 'npm run dev (Vite 5173 → wrangler dev 8787)' : 'npm run dev (wrangler dev 8787)',
    );
    // Before the browser opens: Orval rewrites the folder, which Vite may answer with a reload.
    if (template.client === 'orval') {
      await step(id, 'npm run generate:client leaves the shipped client unchanged', () =>
        generatedClientCheck(dir, env, log),
      );
    }

    const browser = await launchChromium();
    try {
      const ui = { browser: () => browser, base, user: users[0] };
      // The UI first: its checks start from an empty database (no posts yet).
      if (template.fullStack)
        for (const check of uiChecks(template, ui)) await step(id, `UI: ${check.name}`, check.run);
      const reference = apiReferenceCheck(ui);
      await step(id, reference.name, reference.run);
      if (id === SCREENSHOT_TEMPLATE) {
        await step(id, "screenshots: the site's pictures are this project's", () =>
          screenshotCheck(browser, base, path.join(logs, 'screenshots')),
        );
      }
    } finally {
      await browser.close();
    }
    for (const check of contractChecks(template, base, users)) {
      await step(id, `contract: ${check.name}`, check.run);
    }
    // After the contract checks, whose lists start from what the UI checks left: every route with a validation schema
    // at the bounds it allows (bounds/).
    const sessions = { user: users[0]?.cookie, admin: users[2]?.cookie, bobId: users[1]?.id };
    for (const route of templateRoutes(template)) {
      await step(id, `bounds: ${route.method} ${route.path}`, async () => {
        const count = await checkBounds(route, base, sessions);
        return `${count} requests, none answered 500`;
      });
    }
    if (template.auth) {
      for (const check of firstRunSignInChecks(template, base)) await step(id, `sign-in: ${check.name}`, check.run);
      for (const server of servers.splice(0)) await server.stop();
      await step(id, 'fill in the Discord values in .dev.vars', async () => {
        const file = path.join(apiDir, '.dev.vars');
        const filled = (await readFile(file, 'utf8'))
          .replace(/^DISCORD_CLIENT_ID=$/m, 'DISCORD_CLIENT_ID=matrix-client-id')
          .replace(/^DISCORD_CLIENT_SECRET=$/m, 'DISCORD_CLIENT_SECRET=matrix-client-secret');
        await writeFile(file, filled);
      });
      await startDev('npm run dev again (.dev.vars is read at start)');
      for (const check of discordSignInChecks(template, base)) await step(id, `sign-in: ${check.name}`, check.run);
    }
    for (const server of servers.splice(0)) await server.stop();
    // Last, with the dev servers stopped: the project's own CI workflow (its end-to-end tests start `npm run dev`).
    for (const check of await ciWorkflowChecks(dir, env, log)) await step(id, `CI workflow: ${check.name}`, check.run);
  } finally {
    for (const server of servers) await server.stop();
    if (!values.keep) await rm(path.join(dir, 'node_modules'), { recursive: true, force: true });
  }
}

const started = performance.now();
let failed = false;
try {
  if (!values.reuse) await rm(work, { recursive: true, force: true });
  await mkdir(logs, { recursive: true });
  await mkdir(npmCache, { recursive: true });
  process.stdout.write(`matrix: projects and logs in ${work}, npm cache ${npmCache}\n`);
  results.set('pack', []);
  let tarball = '';
  if (!values.reuse) {
    await step('pack', 'npm pack', async () => {
      tarball = await pack();
      return path.basename(tarball);
    });
  }
  for (const template of templates.filter((t) => only.length === 0 || only.includes(t.id))) {
    results.set(template.id, []);
    try {
      await checkTemplate(template, tarball);
    } catch {
      failed = true;
    }
  }
} catch {
  failed = true;
} finally {
  await stopAll();
}

process.stdout.write('\nmatrix summary\n');
for (const [template, steps] of results) {
  const total = steps.reduce((sum, s) => sum + s.seconds, 0);
  const failedStep = steps.find((s) => !s.ok);
  process.stdout.write(
    `  ${template.padEnd(26)} ${failedStep ? `FAILED at ${failedStep.step}` : `ok, ${steps.length} steps`}`.padEnd(80) +
      `${total.toFixed(0).padStart(5)} s\n`,
  );
}
process.stdout.write(`  total ${seconds(started).toFixed(0)} s\n`);
process.exit(failed ? 1 : 0);
