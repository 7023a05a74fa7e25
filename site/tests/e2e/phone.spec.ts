/**
 * A reader on a 375 px phone: code is never under a Copy button, and every page ends with a footer (repository, CLI
 * version).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator } from '@playwright/test';
import { SITE } from '../../src/shared/site-config.ts';
import { pages } from './content.ts';

const CLI_VERSION = (
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../create-flarekit/package.json'), 'utf8')) as {
    version: string;
  }
).version;

/** Each shown Copy button against its code's scroll box: the text of every block where the two rectangles meet. */
function copyButtonsOverCode(buttons: Locator): Promise<string[]> {
  return buttons.evaluateAll((elements) =>
    elements.flatMap((button) => {
      const code = button.closest('figure')?.querySelector('pre');
      if (!code) return [`a Copy button outside a code block`];
      const a = button.getBoundingClientRect();
      const b = code.getBoundingClientRect();
      const meet = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      return meet ? [code.textContent!.slice(0, 60)] : [];
    }),
  );
}

test.describe('the Copy button never covers code', () => {
  test('on the home page, where the whole create command shows', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('figure').filter({ has: page.getByRole('code').getByText(SITE.createCommand) });
    const copy = box.getByRole('button', { name: 'Copy', exact: true });
    await expect(copy).toBeVisible();
    expect(await copyButtonsOverCode(copy)).toEqual([]);
    const scroll = await box
      .getByRole('code')
      .evaluate((code) => ({ width: code.parentElement!.clientWidth, content: code.parentElement!.scrollWidth }));
    expect(scroll.content, 'the command fits its box: no part of it is scrolled out of sight').toBeLessThanOrEqual(
      scroll.width,
    );
  });

  test('on every code block of every docs page', async ({ page }) => {
    test.setTimeout(120_000);
    const covered: string[] = [];
    for (const target of pages.filter((entry) => /^```(?!mermaid|screenshot)/m.test(entry.markdown))) {
      await page.goto(target.href);
      const buttons = page.getByRole('main').getByRole('button', { name: 'Copy', exact: true });
      await expect(buttons.first(), target.href).toBeVisible();
      covered.push(...(await copyButtonsOverCode(buttons)).map((code) => `${target.href}: ${code}`));
    }
    expect(covered).toEqual([]);
  });
});

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
