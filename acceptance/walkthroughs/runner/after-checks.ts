/**
 * The checks once a walkthrough's steps have run: the files its prose names exist, the routes it wrote hold at their
 * bounds, the project still passes its own lint and typecheck, and a manager's tab runs the pinned wrangler.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { convertCommand } from 'flarekit-docs/pipeline/package-managers';
import { checkBounds } from '../../bounds/check.ts';
import { pageRoutes } from '../../bounds/routes.ts';
import { DOCS_ROOT } from '../../lib/roots.ts';
import { prosePaths, type Step } from '../extract.ts';
import type { Walkthrough } from '../pages.ts';
import { apiDir, type Context, projectRoot, StepFailure, tail, took, where } from './context.ts';
import { shell } from './shell.ts';
import { signIn } from './sign-in.ts';

/** Every project file the walkthrough's prose names (`apps/…` in inline code) exists once its steps have run. */
export async function checkProsePaths(walkthrough: Walkthrough, context: Context): Promise<void> {
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
export async function checkProjectChecks(steps: readonly Step[], context: Context): Promise<void> {
  const edited = [...new Set(steps.filter((step) => step.kind !== 'command').map((step) => step.path))];
  const root = projectRoot(context.cwd);
  if (edited.length === 0 || !root) return;
  for (const script of ['lint', 'typecheck']) {
    await runProjectScript(script, root, context, `after the page's edits (${edited.join(', ')}), the project's`);
  }
  context.report.push(`  ok   after the page's edits (${edited.join(', ')}), the project's lint and typecheck pass`);
}

/**
 * Runs one of the project's npm scripts in `root`, as the walkthrough's manager runs it; a failure throws StepFailure,
 * its message starting with the page and `when` ("after the page's edits …, the project's").
 */
export async function runProjectScript(script: string, root: string, context: Context, when: string): Promise<void> {
  const command = convertCommand(`npm run ${script}`, context.manager?.name ?? 'npm');
  const result = await shell(command, { ...context, cwd: root });
  if (result.code !== 0) {
    throw new StepFailure(`${context.page}: ${when} ${command} fails:\n${tail(result.stdout + result.stderr)}`);
  }
}

/**
 * In a manager's tab, the pages' `npx wrangler …` is that manager's form (`yarn wrangler …`, `pnpm exec wrangler …`,
 * `bunx wrangler …`): run from the project's root and from `apps/api`, where the pages run it, it must start the
 * wrangler `apps/api` pins, not another copy in the tree (Yarn 1 links the root's) nor a download.
 */
export async function checkTabWrangler(context: Context): Promise<void> {
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
export async function checkPageBounds(walkthrough: Walkthrough, context: Context): Promise<void> {
  const root = projectRoot(context.cwd);
  for (const name of walkthrough.bounds ?? []) {
    const route = pageRoutes[name];
    if (!route) throw new StepFailure(`${context.page}: no route "${name}" in acceptance/bounds/routes.ts`);
    if (context.servers.length === 0 || !root) throw new StepFailure(`${context.page}: ${name}: no running project`);
    const base = existsSync(path.join(root, 'apps', 'web')) ? 'http://localhost:5173' : 'http://localhost:8787';
    // Alice signed in; for an admin's route, Carol, the admin, about Bob.
    const users = route.session ? (context.users ??= await signIn({ ...context, cwd: root })) : [];
    const [alice, bob, carol] = users;
    const started = performance.now();
    try {
      const count = await checkBounds(route, base, { user: alice?.cookie, admin: carol?.cookie, bobId: bob?.id });
      context.report.push(
        `  ok   ${route.method} ${route.path} at its bounds: ${count} requests, none answered 500${took(started)}`,
      );
    } catch (error) {
      throw new StepFailure(`${context.page}: ${(error as Error).message}`);
    }
  }
}
