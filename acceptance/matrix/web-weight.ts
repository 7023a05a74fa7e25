// The default template's home page as a first-time visitor loads it from the built app, measured against its byte
// budget: the method of the site's generated-weight benchmark (Chromium, empty cache, every response until the network
// is idle plus 1.5 s, each body gzipped at level 6), as a test.
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { visitor } from '../lib/browser.ts';

/**
 * At most 75 % of Better-T-Stack's home page JS + CSS, 202.7 KiB gzip (site/BENCHMARKS.md, "Generated app weight",
 * create-better-t-stack 3.44.1): Tailwind and the ui components have to fit in it beside React and the router.
 */
export const WEB_GZIP_BUDGET_BYTES = Math.floor(0.75 * 202.7 * 1024);

const SETTLE_MS = 1500;

export interface PageWeight {
  js: number;
  css: number;
  /** Each script and stylesheet: its path and gzip size. */
  files: { path: string; gzip: number }[];
}

/** The scripts and stylesheets `url` loads in a new visitor's browser (1280 × 800), gzip level 6. */
export async function homePageWeight(browser: Browser, url: string): Promise<PageWeight> {
  const context = await visitor(browser);
  try {
    const page = await context.newPage();
    const pending: Promise<{ type: string; path: string; gzip: number }>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      const path = new URL(response.url()).pathname;
      pending.push(response.body().then((body) => ({ type, path, gzip: gzipSync(body, { level: 6 }).byteLength })));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(SETTLE_MS);
    const files = await Promise.all(pending);
    const sum = (type: string) => files.filter((file) => file.type === type).reduce((total, f) => total + f.gzip, 0);
    return {
      js: sum('script'),
      css: sum('stylesheet'),
      files: files.map(({ path, gzip }) => ({ path, gzip })).sort((a, b) => b.gzip - a.gzip),
    };
  } finally {
    await context.close();
  }
}
