/** Makes sure the browser tests' Chromium is installed (scripts/chromium.ts), installing it with apt-get as root. */
import { ensureChromium } from './chromium.ts';

try {
  console.log(`Browser tests use ${ensureChromium()}.`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
