// The site's screenshots taken again from the running default template and compared with the site's.
import { mkdir } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { captureScreenshots, compareScreenshots, SCREENSHOT_TEMPLATE, SITE_SCREENSHOTS } from './screenshot-capture.ts';

/**
 * Takes the site's screenshots again from the running project into `out` and compares them with the site's (the pages
 * show those), so a change to how the app looks fails here until they are retaken.
 */
export async function screenshotCheck(browser: Browser, base: string, out: string): Promise<string> {
  await mkdir(out, { recursive: true });
  const files = await captureScreenshots(browser, base, out);
  const differences = await compareScreenshots(SITE_SCREENSHOTS, out, files);
  if (differences.length > 0) {
    const lines = differences.map((difference) => `  ${difference.file}: ${difference.reason}`);
    throw new Error(
      `${differences.length} of the site's screenshots (site/content/screenshots/${SCREENSHOT_TEMPLATE}) differ from ` +
        `the project (taken now: ${out}, with a .diff.png beside each):\n${lines.join('\n')}\n` +
        'If the change is intended, retake them: npm run screenshots -w acceptance',
    );
  }
  return `${files.length} pictures match`;
}
