/**
 * Byte budgets (deterministic, so they are tests; time budgets are benchmarks, see BENCHMARKS.md). Measured exactly as
 * `npm run bench:page-weight` measures them (bench/lib/page-load.ts): a first-time reader at 1280×800, every script
 * fetched until the network is idle plus 1.5 s, each re-compressed with gzip level 6.
 */
import { expect, test } from '@playwright/test';
import { kib, KiB, measurePage } from '../../bench/lib/page-load.ts';
import { measureReaderFeatures, READER_FEATURE_MODULES } from '../../bench/lib/reader-features-size.ts';
import { longestPage, pages } from './content.ts';

/** First-load JavaScript of any page, gzip 6. */
const FIRST_LOAD_JS_BUDGET = 120 * KiB;
/**
 * A docs page's JavaScript does not grow: 71.7 KiB gzip on Quick Start when the command builder was added, whose code
 * loads on its own page only. A feature that needs more on every page has to pay for it elsewhere first.
 */
const DOCS_PAGE_JS_BUDGET = Math.floor(71.7 * KiB);
/** What the reader features (theme, copy buttons, package-manager tabs, copy page) may add to it. */
const READER_FEATURES_BUDGET = 10 * KiB;

const targets = [
  { name: 'a docs page', path: pages[0]!.href },
  { name: 'the longest docs page', path: longestPage.href },
  { name: 'the home page', path: '/' },
  { name: 'the 404 page', path: '/docs/no-such-page' },
];

test.describe('byte budgets', () => {
  // The measurement sets its own 1280×800 viewport: once is enough, not once per viewport project.
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'measured once, at 1280×800');
  });

  for (const target of targets) {
    test(`${target.name} loads at most 120 KiB gzip of JavaScript, without the search dialog's code`, async ({
      browser,
      baseURL,
    }) => {
      const { load } = await measurePage(browser, new URL(target.path, baseURL).href);
      expect(load.status).toBe(target.path === '/docs/no-such-page' ? 404 : 200);
      expect(load.scripts.length, 'scripts fetched').toBeGreaterThan(0);
      expect(
        load.scripts.filter((script) => script.includes('SearchDialog')),
        'the search dialog loads on first use only',
      ).toEqual([]);
      expect(
        load.jsGzip,
        `JavaScript on load: ${kib(load.jsGzip)} KiB gzip (${load.scripts.join(', ')})`,
      ).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET);
    });
  }

  test('a docs page loads no more JavaScript than 71.7 KiB gzip', async ({ browser, baseURL }) => {
    const { load } = await measurePage(browser, new URL('/docs/getting-started/quick-start', baseURL).href);
    expect(load.jsGzip, `Quick Start: ${load.jsGzip} bytes gzip (${load.scripts.join(', ')})`).toBeLessThanOrEqual(
      DOCS_PAGE_JS_BUDGET,
    );
  });

  test("the command builder's code loads on its page, CLI Options, and on no other", async ({ browser, baseURL }) => {
    const builderPage = await measurePage(browser, new URL('/docs/getting-started/cli-options', baseURL).href);
    expect(builderPage.load.scripts.filter((script) => script.includes('hydrate-builder'))).toHaveLength(1);
    for (const target of targets) {
      const { load } = await measurePage(browser, new URL(target.path, baseURL).href);
      expect(
        load.scripts.filter((script) => script.includes('hydrate-builder')),
        target.name,
      ).toEqual([]);
    }
  });

  test('the reader features add at most 10 KiB gzip of JavaScript', async () => {
    test.setTimeout(60_000);
    const size = await measureReaderFeatures();
    for (const module of READER_FEATURE_MODULES) expect(size.modules, 'measured modules').toContain(module);
    expect(size.gzipBytes, `reader features: ${kib(size.gzipBytes, 2)} KiB gzip`).toBeLessThanOrEqual(
      READER_FEATURES_BUDGET,
    );
  });
});
