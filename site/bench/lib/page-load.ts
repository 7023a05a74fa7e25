/**
 * What a reader downloads: the one measuring method shared by `npm run bench:page-weight` and the byte budgets of
 * tests/e2e/budget.spec.ts, and the method the peer table (peers' default themes, measured the same way) used.
 *
 * A fresh browser context at 1280×800 (empty cache) loads the page; every response is recorded until the network is idle
 * plus 1.5 s. Each body is re-compressed with gzip level 6, so the figures do not depend on how a server compresses
 * (our server sends brotli, some peers' hosts send nothing). "JavaScript" is every response the browser fetched as a
 * script. Then, optionally, the first search: Ctrl+K, type "template", wait for the results; the bytes fetched from the
 * key press on (scripts, styles, the search API's answer) are the cost of a first search.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';

export const VIEWPORT = { width: 1280, height: 800 } as const;
/** Quiet time after the network is idle, as in the peer measurements. */
export const SETTLE_MS = 1500;
export const SEARCH_TEXT = 'template';

export interface Transfer {
  /** Path (and query) on the site. */
  path: string;
  resourceType: string;
  status: number;
  /** Bytes as decoded by the browser. */
  rawBytes: number;
  /** The body re-compressed with gzip level 6. */
  gzipBytes: number;
}

export interface LoadWeight {
  url: string;
  status: number;
  transfers: Transfer[];
  /** gzip-6 bytes of every script fetched. */
  jsGzip: number;
  /** gzip-6 bytes of every response. */
  allGzip: number;
  /** Paths of the scripts fetched. */
  scripts: string[];
}

/** What a step after the load (scrolling to an island, opening a dialog) fetched. */
export interface StepWeight {
  transfers: Transfer[];
  allGzip: number;
  jsGzip: number;
  scripts: string[];
}

export interface PageWeight {
  load: LoadWeight;
  /** Present when a step after the load was measured (`afterLoad`). */
  afterLoad?: StepWeight;
  /** Present when the first search was measured. */
  firstSearch?: { transfers: Transfer[]; allGzip: number; jsGzip: number; resultCount: number };
}

export const gzip6 = (body: Buffer | string): number => gzipSync(body, { level: 6 }).length;

const sum = (transfers: readonly Transfer[], filter: (transfer: Transfer) => boolean = () => true) =>
  transfers.filter(filter).reduce((total, transfer) => total + transfer.gzipBytes, 0);
const isScript = (transfer: Transfer) => transfer.resourceType === 'script';

/** Collects every response of a page with its body; `settle()` waits until each body has been read. */
function recordResponses(page: Page) {
  const pending: Array<Promise<Transfer | undefined>> = [];
  const onResponse = (response: Response) => {
    pending.push(
      (async () => {
        const status = response.status();
        if (status >= 300 && status < 400) return undefined; // a redirect has no body; its target is recorded
        let body: Buffer;
        try {
          body = await response.body();
        } catch {
          return undefined;
        }
        const url = new URL(response.url());
        return {
          path: url.protocol === 'data:' ? 'data:' : url.pathname + url.search,
          resourceType: response.request().resourceType(),
          status,
          rawBytes: body.byteLength,
          gzipBytes: gzip6(body),
        };
      })(),
    );
  };
  page.on('response', onResponse);
  return {
    /** The transfers recorded so far; starts a new list for what follows. */
    async take(): Promise<Transfer[]> {
      const batch = pending.splice(0, pending.length);
      return (await Promise.all(batch)).filter((transfer): transfer is Transfer => transfer !== undefined);
    },
    stop: () => page.off('response', onResponse),
  };
}

/**
 * Loads `url` as a first-time reader at 1280×800 and measures what was transferred; with `afterLoad`, also what a step
 * of the reader's fetches (until the network is idle plus 1.5 s again); with `firstSearch`, also what the first search
 * fetches. `browser` is any Chromium (Playwright's fixture in tests, playwright-core in the benchmarks). `beforeLoad`
 * prepares the fresh context before the page opens (bench/generated-weight.ts answers the generated apps' API requests
 * there).
 */
export async function measurePage(
  browser: Browser,
  url: string,
  options: {
    firstSearch?: boolean;
    beforeLoad?: (context: BrowserContext) => Promise<void>;
    afterLoad?: (page: Page) => Promise<void>;
  } = {},
): Promise<PageWeight> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    await options.beforeLoad?.(context);
    const page = await context.newPage();
    const recorder = recordResponses(page);
    const response = await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(SETTLE_MS);
    const transfers = await recorder.take();
    const load: LoadWeight = {
      url,
      status: response?.status() ?? 0,
      transfers,
      jsGzip: sum(transfers, isScript),
      allGzip: sum(transfers),
      scripts: transfers.filter(isScript).map((transfer) => transfer.path),
    };
    let afterLoad: StepWeight | undefined;
    if (options.afterLoad) {
      await options.afterLoad(page);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(SETTLE_MS);
      const stepTransfers = await recorder.take();
      afterLoad = {
        transfers: stepTransfers,
        allGzip: sum(stepTransfers),
        jsGzip: sum(stepTransfers, isScript),
        scripts: stepTransfers.filter(isScript).map((transfer) => transfer.path),
      };
    }
    if (!options.firstSearch) return afterLoad ? { load, afterLoad } : { load };

    const searchAnswer = page.waitForResponse((candidate) => {
      const candidateUrl = new URL(candidate.url());
      return candidateUrl.pathname === '/api/search' && candidateUrl.searchParams.get('query') === SEARCH_TEXT;
    });
    await page.keyboard.press('Control+k');
    const field = page
      .getByRole('dialog', { name: 'Search documentation' })
      .getByRole('combobox', { name: 'Search documentation' });
    await field.waitFor({ state: 'visible' });
    await page.keyboard.type(SEARCH_TEXT);
    await searchAnswer;
    const results = page.getByRole('dialog', { name: 'Search documentation' }).getByRole('option');
    await results.first().waitFor({ state: 'visible' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(SETTLE_MS);
    const resultCount = await results.count();
    const searchTransfers = await recorder.take();
    recorder.stop();
    return {
      load,
      ...(afterLoad ? { afterLoad } : {}),
      firstSearch: {
        transfers: searchTransfers,
        allGzip: sum(searchTransfers),
        jsGzip: sum(searchTransfers, isScript),
        resultCount,
      },
    };
  } finally {
    await context.close();
  }
}

export const KiB = 1024;
export const kib = (bytes: number, digits = 1) => (bytes / KiB).toFixed(digits);
