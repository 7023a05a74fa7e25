/**
 * How fast the first search opens on a page whose scripts are in the browser's cache: a reader who searched on an
 * earlier page opens a new one and presses Ctrl+K. Nothing of the search dialog runs on the page yet (it loads on first
 * use), so this is the cost of loading its island from the cache, React included, and rendering it.
 *
 * One browser context (one cache): a first page load and search fill the cache; then, for each run, the page is loaded
 * afresh, the network settles, and the time from the key press (the keydown event's timestamp) to the first animation
 * frame in which the open dialog has a size is read in the page.
 */
import type { Browser } from 'playwright-core';
import { SETTLE_MS, VIEWPORT } from './page-load.ts';

export interface SearchOpening {
  /** Milliseconds from the shortcut's keydown to the first frame showing the dialog, one per run. */
  runs: number[];
}

const DIALOG = 'dialog[aria-label="Search documentation"][open]';

export async function measureSearchOpening(browser: Browser, url: string, runs = 9): Promise<SearchOpening> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.keyboard.press('Control+k');
    await page.locator(DIALOG).waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.waitForTimeout(SETTLE_MS);
      await page.evaluate((selector) => {
        const timing = window as unknown as { searchOpened?: Promise<number> };
        timing.searchOpened = new Promise<number>((resolve) => {
          let pressed: number | undefined;
          document.addEventListener('keydown', (event) => (pressed ??= event.timeStamp), { capture: true });
          const check = () => {
            const dialog = document.querySelector(selector);
            if (pressed !== undefined && dialog && dialog.getBoundingClientRect().height > 0) {
              resolve(performance.now() - pressed);
            } else {
              requestAnimationFrame(check);
            }
          };
          requestAnimationFrame(check);
        });
      }, DIALOG);
      await page.keyboard.press('Control+k');
      times.push(await page.evaluate(() => (window as unknown as { searchOpened: Promise<number> }).searchOpened));
    }
    return { runs: times };
  } finally {
    await context.close();
  }
}
