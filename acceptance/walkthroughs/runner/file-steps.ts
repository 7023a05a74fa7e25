/**
 * The files a page gives: a titled block written whole (a web page checked in Chromium while the dev servers run),
 * a titled diff applied with `git apply`.
 */
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../../lib/browser.ts';
import type { FileStep, PatchStep } from '../extract.ts';
import { type Context, projectFolder, StepFailure, tail, where } from './context.ts';
import { work } from './settings.ts';
import { shell } from './shell.ts';

/** Texts a route component renders literally: `<h1>About my-app</h1>` → "About my-app". */
export function renderedTexts(source: string): string[] {
  return [...source.matchAll(/>([^<>{}]+)<\//g)]
    .map((match) => (match[1] ?? '').trim())
    .filter((text) => /\w/.test(text));
}

/**
 * Writes a file the page gives. A page route of the web app, while the dev servers run, is checked in Chromium:
 * an existing page, open before the change, must show the new content in place (hot reload, no navigation);
 * a new one must render it. Either way without a console error.
 */
export async function writeFileStep(step: FileStep, context: Context): Promise<void> {
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
    context.report.push(`  ok   ${where(context, step.line)}  wrote ${step.path}`);
    return;
  }
  const before = existsSync(target) ? renderedTexts(await readFile(target, 'utf8')) : undefined;
  const texts = await checkInChromium(step, context, `http://localhost:5173${routePath}`, before, write);
  context.report.push(
    `  ok   ${where(context, step.line)}  wrote ${step.path}: ${routePath} ${before ? 'updated in place' : 'renders'} in Chromium, showing ${texts.map((t) => `"${t}"`).join(', ')}`,
  );
}

/** How long an open page must go without a navigation before the file is written. */
const QUIET_MS = 3000;

/** Writes the route with `write` while Chromium shows `url`; resolves with the texts it found there. */
async function checkInChromium(
  step: FileStep,
  context: Context,
  url: string,
  /** The texts the page shows before the change, when the route exists. */
  before: string[] | undefined,
  write: () => Promise<void>,
): Promise<string[]> {
  const at = where(context, step.line);
  const texts = renderedTexts(step.content);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const errors = consoleErrors(page);
    let navigations = 0;
    let navigatedAt = Date.now();
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return;
      navigations += 1;
      navigatedAt = Date.now();
    });
    if (before) {
      // The page is open before the change once it shows what the file says now and has gone QUIET_MS without a
      // navigation (Vite reloads a page once when its first load finds dependencies to optimize, and an edit made
      // before the app has rendered the route reloads it too). Only a navigation after the write counts.
      await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
      for (const text of before) await shows(page, text, 60_000, `${at}: before the change, ${url} does not show`);
      const deadline = Date.now() + 30_000;
      while (Date.now() - navigatedAt < QUIET_MS && Date.now() < deadline) await page.waitForTimeout(250);
      await page.waitForLoadState('networkidle', { timeout: 60_000 });
      navigations = 0;
    }
    await write();
    if (!before) await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    for (const text of texts) await shows(page, text, 30_000, `${at}: wrote ${step.path}, but ${url} does not show`);
    if (before && navigations > 0) throw new StepFailure(`${at}: ${url} reloaded instead of updating in place`);
    if (errors.length > 0) throw new StepFailure(`${at}: ${url}: console errors:\n${errors.join('\n')}`);
    return texts;
  } finally {
    await browser.close();
  }
}

/** Waits until the page shows `text`, or fails with `failure` and the text. */
async function shows(page: Page, text: string, timeout: number, failure: string): Promise<void> {
  await page
    .getByText(text, { exact: true })
    .first()
    .waitFor({ timeout })
    .catch(() => {
      throw new StepFailure(`${failure} "${text}"`);
    });
}

/** The page's console errors and uncaught exceptions, as they happen. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Applies a page's diff with `git apply`: it must be a real patch of the file as the project has it. The patch is
 * applied to a copy of the file, which is then renamed into place, as editors save: the running servers never see the
 * file missing (`git apply` deletes a file before writing it again, and `wrangler dev` reloading its configuration in
 * that moment stops for want of its entry point).
 */
export async function applyPatch(step: PatchStep, context: Context): Promise<void> {
  const at = where(context, step.line);
  const patchFile = path.join(work, 'page.patch');
  const scratch = path.join(work, 'patch-scratch');
  const target = path.join(projectFolder(context), step.path);
  const staged = path.join(scratch, step.path);
  if (!existsSync(target)) throw new StepFailure(`${at}: the diff is of ${step.path}, which the project does not have`);
  await rm(scratch, { recursive: true, force: true });
  await mkdir(path.dirname(staged), { recursive: true });
  await copyFile(target, staged);
  await writeFile(patchFile, `--- a/${step.path}\n+++ b/${step.path}\n${step.patch}\n`);
  const result = await shell(`cd '${scratch}' && git apply --verbose '${patchFile}'`, context);
  if (result.code !== 0) {
    throw new StepFailure(`${at}: the diff of ${step.path} does not apply:\n${tail(result.stdout + result.stderr)}`);
  }
  await rename(staged, target);
  context.changedAt = Date.now();
  context.report.push(`  ok   ${at}  applied the diff to ${step.path}`);
}
