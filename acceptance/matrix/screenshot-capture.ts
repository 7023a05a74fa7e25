// The documentation's screenshots of a running project: what `npm run screenshots` saves for the site, and what the
// template matrix takes again in CI to prove the site's pictures are still the project's (compareScreenshots).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Browser } from 'playwright-core';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { COLOR_SCHEMES, VIEWPORTS, visitor } from '../lib/browser.ts';
import { SCREENSHOTS_ROOT } from '../lib/roots.ts';
import { showColorScheme } from './color-scheme.ts';

/** The template the pages show (the default one), and where the site keeps its pictures. */
export const SCREENSHOT_TEMPLATE = 'full-stack-orval';
export const SITE_SCREENSHOTS = path.join(SCREENSHOTS_ROOT, SCREENSHOT_TEMPLATE);

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

/**
 * Home, dashboard and login at 375 and 1280 px, light and dark, of the web app at `base` (a project named my-app, as on
 * the pages): at each width by a new user, Ada, signed up with email and password, with the example todos; each page
 * loads once per width and is taken in both color schemes (the app follows the system's setting, color-scheme.ts). Returns the
 * file names written in `out`.
 */
export async function captureScreenshots(browser: Browser, base: string, out: string): Promise<string[]> {
  const files: string[] = [];
  for (const viewport of VIEWPORTS) {
    const context = await visitor(browser, { viewport });
    try {
      await signUpWithTodos(context.request, base, `ada-${viewport.name}@example.com`);
      const page = await context.newPage();
      for (const shot of PAGES) {
        if (shot.name === 'login') await context.clearCookies();
        await page.goto(`${base}${shot.path}`, { waitUntil: 'networkidle' });
        await page.getByRole('heading', { level: 1, name: shot.heading }).waitFor();
        // The header once the session is known (while it loads, the home page shows a visitor's cards).
        await (
          shot.name === 'login'
            ? page.getByRole('button', { name: 'Continue with Discord' })
            : page.getByRole('button', { name: 'Sign out' })
        ).waitFor();
        for (const colorScheme of COLOR_SCHEMES) {
          await showColorScheme(page, colorScheme);
          const file = `${shot.name}-${viewport.name}-${colorScheme}.png`;
          await page.screenshot({ path: path.join(out, file), animations: 'disabled' });
          files.push(file);
        }
      }
    } finally {
      await context.close();
    }
  }
  return files.sort();
}

/** A new account (email and password, as in development) with the example todos, the first one completed. */
async function signUpWithTodos(request: APIRequestContext, base: string, email: string): Promise<void> {
  const headers = { origin: base };
  const signUp = await request.post(`${base}/api/auth/sign-up/email`, {
    headers,
    data: { name: 'Ada', email, password: 'Correct1horse' },
  });
  if (!signUp.ok()) throw new Error(`sign-up answered ${signUp.status()}: ${await signUp.text()}`);
  for (const todo of TODOS) {
    const created = await request.post(`${base}/api/todos`, { headers, data: { title: todo.title } });
    if (created.status() !== 201) throw new Error(`POST /api/todos answered ${created.status()}`);
    const { data } = (await created.json()) as { data: { id: string } };
    if (todo.completed) await request.put(`${base}/api/todos/${data.id}`, { headers, data: { completed: true } });
  }
}

/** Side of the square window in which differing pixels are counted (pixelmatch's windowSize). */
export const DIFF_WINDOW = 32;
/**
 * At most this many differing pixels in any 32 × 32 window (10 %). Scattered anti-aliasing noise stays far below it; a
 * changed word, button or colour fills a window.
 */
export const MAX_WINDOW_DIFF = 102;

export interface ScreenshotDifference {
  file: string;
  /** Why the two pictures differ, in words. */
  reason: string;
}

/** How two PNG pictures differ: size, or the densest window of changed pixels. Undefined when they match. */
export function comparePictures(expected: Buffer, actual: Buffer): { reason: string; diff?: PNG } | undefined {
  const a = PNG.sync.read(expected);
  const b = PNG.sync.read(actual);
  if (a.width !== b.width || a.height !== b.height) {
    return { reason: `size ${b.width}×${b.height}, expected ${a.width}×${a.height}` };
  }
  const diff = new PNG({ width: a.width, height: a.height });
  const options = { threshold: 0.1, includeAA: false };
  const densest = pixelmatch(a.data, b.data, null, a.width, a.height, { ...options, windowSize: DIFF_WINDOW });
  if (densest <= MAX_WINDOW_DIFF) return undefined;
  const total = pixelmatch(a.data, b.data, diff.data, a.width, a.height, options);
  const share = ((100 * total) / (a.width * a.height)).toFixed(2);
  return {
    reason: `${densest} of ${DIFF_WINDOW * DIFF_WINDOW} pixels differ in one ${DIFF_WINDOW}×${DIFF_WINDOW} window (at most ${MAX_WINDOW_DIFF}); ${total} in all (${share} %)`,
    diff,
  };
}

/**
 * Compares the pictures just taken (`actualDir`) with the site's, file by file; writes `<name>.diff.png` beside each
 * picture that differs. The file lists must match too.
 */
export async function compareScreenshots(
  expectedDir: string,
  actualDir: string,
  files: readonly string[],
): Promise<ScreenshotDifference[]> {
  const capture = JSON.parse(await readFile(path.join(expectedDir, 'capture.json'), 'utf8')) as { files: string[] };
  const differences: ScreenshotDifference[] = [];
  for (const file of capture.files.filter((name) => !files.includes(name))) {
    differences.push({ file, reason: 'on the site, not taken any more' });
  }
  for (const file of files) {
    if (!capture.files.includes(file)) {
      differences.push({ file, reason: 'taken, not on the site' });
      continue;
    }
    const difference = comparePictures(
      await readFile(path.join(expectedDir, file)),
      await readFile(path.join(actualDir, file)),
    );
    if (!difference) continue;
    if (difference.diff)
      await writeFile(path.join(actualDir, file.replace(/\.png$/, '.diff.png')), PNG.sync.write(difference.diff));
    differences.push({ file, reason: difference.reason });
  }
  return differences;
}
