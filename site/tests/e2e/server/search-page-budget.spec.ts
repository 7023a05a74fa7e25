/**
 * The byte budget of the /search page (the search without JavaScript, answered by the server with its results), measured
 * as tests/e2e/budget.spec.ts measures the prerendered pages.
 */
import { expect, test } from '@playwright/test';
import { kib, measurePage } from '../../../bench/lib/page-load.ts';
import { FIRST_LOAD_JS_BUDGET, ISLAND_SCRIPTS } from '../byte-budgets.ts';

test('the search page loads at most 30 KiB gzip of JavaScript, no island’s code', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'measured once, at 1280×800');
  const { load } = await measurePage(browser, new URL('/search?query=deploy', baseURL).href);
  expect(load.status).toBe(200);
  expect(load.scripts.length, 'scripts fetched').toBeGreaterThan(0);
  expect(load.scripts.filter((script) => ISLAND_SCRIPTS.test(script))).toEqual([]);
  expect(
    load.jsGzip,
    `JavaScript on load: ${kib(load.jsGzip)} KiB gzip (${load.scripts.join(', ')})`,
  ).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET);
});
