/**
 * Byte budgets (deterministic, so they are tests; time budgets are benchmarks, see BENCHMARKS.md). Measured exactly as
 * `npm run bench:page-weight` measures them (bench/lib/page-load.ts): a first-time reader at 1280×800, every script
 * fetched until the network is idle plus 1.5 s, each re-compressed with gzip level 6.
 */
import { expect, test } from '@playwright/test';
import { kib, KiB, measurePage } from '../../bench/lib/page-load.ts';
import { measureReaderFeatures, READER_FEATURE_MODULES } from '../../bench/lib/reader-features-size.ts';
import { FIRST_LOAD_JS_BUDGET, ISLAND_SCRIPTS } from './byte-budgets.ts';
import { PAGE as BUILDER_PAGE, scrollToBuilder } from './command-builder-form.ts';
import { longestPage, pages } from './content.ts';

/** CLI Options once its command builder is scrolled into view: the entry, React DOM and the builder (75.6 KiB). */
const BUILDER_JS_BUDGET = 80 * KiB;
/** What the reader features (theme toggle, copy buttons, package-manager tabs, copy page) may add to it. */
const READER_FEATURES_BUDGET = 10 * KiB;

/** The /search page, which the server answers, has its budget in server/search-page-budget.spec.ts. */
const targets = [
  { name: 'a docs page', path: pages[0]!.href, status: 200 },
  { name: 'the longest docs page', path: longestPage.href, status: 200 },
  { name: 'the home page', path: '/', status: 200 },
  { name: 'CLI Options, with the command builder', path: BUILDER_PAGE, status: 200 },
  { name: 'the 404 page', path: '/docs/no-such-page', status: 404 },
];

test.describe('byte budgets', () => {
  // The measurement sets its own 1280×800 viewport: once is enough, not once per viewport project.
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'measured once, at 1280×800');
  });

  for (const target of targets) {
    test(`${target.name} loads at most 30 KiB gzip of JavaScript, no island's code`, async ({ browser, baseURL }) => {
      const { load } = await measurePage(browser, new URL(target.path, baseURL).href);
      expect(load.status).toBe(target.status);
      expect(load.scripts.length, 'scripts fetched').toBeGreaterThan(0);
      expect(
        load.scripts.filter((script) => ISLAND_SCRIPTS.test(script)),
        'the islands load on first use only',
      ).toEqual([]);
      expect(
        load.jsGzip,
        `JavaScript on load: ${kib(load.jsGzip)} KiB gzip (${load.scripts.join(', ')})`,
      ).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET);
    });
  }

  test("the command builder's code loads on CLI Options once it is scrolled to, at most 80 KiB gzip in all", async ({
    browser,
    baseURL,
  }) => {
    const { load, afterLoad } = await measurePage(browser, new URL(BUILDER_PAGE, baseURL).href, {
      afterLoad: scrollToBuilder,
    });
    expect(load.scripts.filter((script) => script.includes('hydrate-builder'))).toEqual([]);
    expect(afterLoad!.scripts.filter((script) => script.includes('hydrate-builder'))).toHaveLength(1);
    const total = load.jsGzip + afterLoad!.jsGzip;
    expect(
      total,
      `with the builder: ${kib(total)} KiB gzip (${[...load.scripts, ...afterLoad!.scripts].join(', ')})`,
    ).toBeLessThanOrEqual(BUILDER_JS_BUDGET);
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
