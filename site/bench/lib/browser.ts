/**
 * Debian's full Chromium (`apt-get install chromium`) with the same flags as the browser tests (playwright.config.ts), for
 * the benchmarks: they measure pages as a reader's browser loads them, and their figures were taken with it. The tests
 * run the lighter headless shell (scripts/chromium.ts).
 */
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../playwright.config.ts';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export { CHROMIUM_ARGS };

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}
