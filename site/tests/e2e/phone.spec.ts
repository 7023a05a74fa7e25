/**
 * A reader on a 375 px phone: every page ends with a footer (repository, CLI version).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { SITE } from '../../src/shared/site-config.ts';
import { pages } from './content.ts';

const CLI_VERSION = (
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../create-flarekit/package.json'), 'utf8')) as {
    version: string;
  }
).version;

test.describe('the footer names the repository and the CLI version', () => {
  for (const address of ['/', pages[0]!.href, '/docs/no-such-page']) {
    test(address, async ({ page }) => {
      await page.goto(address);
      const footer = page.getByRole('contentinfo');
      await expect(footer).toBeVisible();
      await expect(footer).toContainText(`create-flarekit ${CLI_VERSION}`);
      await expect(footer.getByRole('link', { name: 'Source on GitHub' })).toHaveAttribute('href', SITE.repositoryUrl);
      if (address === pages[0]!.href) {
        // One repository address: "Edit this page" opens the page's file in the repository the footer links.
        const edit = await page.getByRole('link', { name: 'Edit this page' }).getAttribute('href');
        expect(edit!.startsWith(`${SITE.repositoryUrl}/edit/`)).toBe(true);
      }
    });
  }
});
