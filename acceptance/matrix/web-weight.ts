// The default template's home page as a first-time visitor loads it from the built app, measured against its byte
// budget with the site's generated-weight benchmark's own method (`measurePage`: Chromium, empty cache, every response
// until the network is idle plus 1.5 s, each body gzipped at level 6), as a test.
import { measurePage } from 'flarekit-docs/bench/page-load';
import type { Browser } from 'playwright-core';

/**
 * At most 75 % of Better-T-Stack's home page JS + CSS, 202.7 KiB gzip (site/BENCHMARKS.md, "Generated app weight",
 * create-better-t-stack 3.44.1): Tailwind and the ui components have to fit in it beside React and the router.
 */
export const WEB_GZIP_BUDGET_BYTES = Math.floor(0.75 * 202.7 * 1024);

export interface PageWeight {
  js: number;
  css: number;
  /** Each script and stylesheet: its path and gzip size, largest first. */
  files: { path: string; gzip: number }[];
}

/** The scripts and stylesheets `url` loads in a new visitor's browser (1280 × 800), gzip level 6. */
export async function homePageWeight(browser: Browser, url: string): Promise<PageWeight> {
  const { load } = await measurePage(browser, url);
  const loaded = load.transfers.filter((t) => t.resourceType === 'script' || t.resourceType === 'stylesheet');
  const sum = (type: string) =>
    loaded.filter((t) => t.resourceType === type).reduce((total, t) => total + t.gzipBytes, 0);
  return {
    js: sum('script'),
    css: sum('stylesheet'),
    files: loaded.map((t) => ({ path: t.path, gzip: t.gzipBytes })).sort((a, b) => b.gzip - a.gzip),
  };
}
