/** Debian's Chromium with the same flags as the browser tests (playwright.config.ts), for the benchmarks. */
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../playwright.config.ts';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export { CHROMIUM_ARGS };

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}
