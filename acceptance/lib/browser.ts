import { AxeBuilder } from '@axe-core/playwright';
import axe from 'axe-core';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  COLOR_SCHEMES,
  type ColorScheme,
  ensureChromium,
  VIEWPORTS as VIEWPORT_SIZES,
  type ViewportName,
} from 'flarekit-docs/chromium';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

/** The browser tests' Chromium: CHROMIUM_PATH, else Debian's headless shell, installed when missing (ensureChromium). */
export const CHROMIUM = CHROMIUM_PATH;
export { CHROMIUM_ARGS, COLOR_SCHEMES, type ColorScheme };

/**
 * Offline but for localhost: every other request goes to a proxy on a port where nothing listens (9, discard), so a
 * page that needs a CDN fails. Chromium applies it before a request leaves, without a round trip through this process
 * per request (Vite's development server answers a page with a hundred modules).
 */
export const OFFLINE_ARGS = ['--proxy-server=http://127.0.0.1:9', '--proxy-bypass-list=localhost;127.0.0.1'];

let ensured = false;

export function launchChromium(): Promise<Browser> {
  if (!ensured) ensureChromium();
  ensured = true;
  return chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...OFFLINE_ARGS] });
}

export interface Viewport {
  name: ViewportName;
  width: number;
  height: number;
}
/** The phone, then the desktop (site/scripts/chromium.ts). */
export const VIEWPORTS: readonly Viewport[] = (['phone', 'desktop'] as const).map((name) => ({
  name,
  ...VIEWPORT_SIZES[name],
}));

let nextClient = 1;

/**
 * A browser context as one visitor of a browser from launchChromium (offline but for localhost), with a client address
 * of its own (`cf-connecting-ip`), so that the API's per-IP rate limits count each visitor apart.
 */
export async function visitor(
  browser: Browser,
  options: { viewport?: Viewport; colorScheme?: ColorScheme } = {},
): Promise<BrowserContext> {
  const viewport = options.viewport ?? VIEWPORTS[1]!;
  return browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    colorScheme: options.colorScheme ?? 'light',
    extraHTTPHeaders: { 'cf-connecting-ip': `192.0.2.${nextClient++ % 250}` },
  });
}

/** Console errors and uncaught exceptions of a page, except the failed requests a check expects. */
export function collectErrors(page: Page, expected: RegExp[] = []): () => string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = `${message.text()} (${message.location().url})`;
    if (!expected.some((pattern) => pattern.test(text))) errors.push(text);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return () => errors;
}

/** Fails when the page is wider than the viewport (a horizontal scroll bar on a phone). */
export async function assertNoHorizontalScroll(page: Page, where: string): Promise<void> {
  // A string: the tests are type-checked without the DOM library.
  const { scrollWidth, innerWidth } = (await page.evaluate(
    '({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth })',
  )) as { scrollWidth: number; innerWidth: number };
  if (scrollWidth > innerWidth) {
    throw new Error(`${where}: the page is ${scrollWidth} px wide in a ${innerWidth} px viewport`);
  }
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa'];

/**
 * Of the WCAG rules checked, axe-core's colour rules (text contrast, links told apart from the text around them): the
 * only ones a change of color scheme can change.
 */
export const COLOR_RULES: readonly string[] = axe
  .getRules(['cat.color'])
  .filter((rule) => rule.tags.some((tag) => WCAG_TAGS.includes(tag)))
  .map((rule) => rule.ruleId);

/** Fails on any serious or critical axe-core violation: of the WCAG 2.x A and AA rules, or only of `rules`. */
export async function assertAccessible(page: Page, where: string, rules?: readonly string[]): Promise<void> {
  const builder = new AxeBuilder({ page });
  const { violations } = await (rules ? builder.withRules([...rules]) : builder.withTags(WCAG_TAGS)).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (serious.length > 0) {
    const lines = serious.map(
      (v) => `  ${v.impact} ${v.id}: ${v.help} (${v.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
    throw new Error(`${where}: axe found ${serious.length} serious or critical violation(s):\n${lines.join('\n')}`);
  }
}
