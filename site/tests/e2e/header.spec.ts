/**
 * The header at 375 and 1280 px, light and dark: the repository link, the CLI version the pages document, and the theme
 * toggle (one button, named with the theme now and the next, by pointer and by keyboard); then where a page says which
 * versions its samples were checked with: at its foot, after the content.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { SITE } from '../../src/shared/site-config.ts';
import { CLI_VERSION, pages } from './content.ts';

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`header, ${colorScheme} system theme`, () => {
    test.use({ colorScheme });

    test('links the repository and names the CLI version', async ({ page }) => {
      await page.goto(pages[2]!.href);
      const banner = page.getByRole('banner');
      const repository = banner.getByRole('link', { name: 'Flarekit on GitHub' });
      await expect(repository).toBeVisible();
      await expect(repository).toHaveAttribute('href', SITE.repositoryUrl);
      const version = banner.getByRole('link', { name: `create-flarekit v${CLI_VERSION}` });
      await expect(version).toBeVisible();
      await expect(version).toHaveText(`create-flarekit v${CLI_VERSION}`, { useInnerText: false });
      await version.click();
      await expect(page).toHaveURL('/docs/getting-started/cli-options');
    });

    test('the theme toggle cycles system, light, dark by pointer and keyboard, and the choice persists', async ({
      page,
    }) => {
      await page.goto(pages[2]!.href);
      const html = page.locator('html');
      const banner = page.getByRole('banner');
      const other = colorScheme === 'light' ? 'dark' : 'light';
      await expect(html).toHaveAttribute('data-theme', colorScheme);
      const toggle = banner.getByRole('button', { name: /^Theme: / });
      await expect(toggle).toHaveCount(1);
      await expect(toggle).toHaveAccessibleName('Theme: System, switch to Light');
      await expect(toggle).toBeVisible();

      await toggle.click();
      await expect(html).toHaveAttribute('data-theme', 'light');
      await expect(toggle).toHaveAccessibleName('Theme: Light, switch to Dark');
      await expect(toggle).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(html).toHaveAttribute('data-theme', 'dark');
      await expect(toggle).toHaveAccessibleName('Theme: Dark, switch to System');

      await page.reload();
      await expect(html).toHaveAttribute('data-theme', 'dark');
      await expect(toggle).toHaveAccessibleName('Theme: Dark, switch to System');
      // The icon shown is the preference's: the moon, and only it.
      await expect(toggle.locator('svg:visible')).toHaveCount(1);
      await expect(toggle.locator('.theme-icon-dark')).toBeVisible();

      // Only the inline head script may run: the theme is still dark on the very first paint.
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.reload();
      await expect(html).toHaveAttribute('data-theme', 'dark');
      await page.unroute('**/assets/*.js');
      await page.reload();

      await toggle.focus();
      await page.keyboard.press('Space');
      await expect(toggle).toHaveAccessibleName('Theme: System, switch to Light');
      await expect(html).toHaveAttribute('data-theme', colorScheme);
      await page.emulateMedia({ colorScheme: other });
      await expect(html).toHaveAttribute('data-theme', other);
    });

    test('no axe violations in the header', async ({ page }) => {
      await page.goto(pages[2]!.href);
      await expect(page.getByRole('banner').getByRole('button', { name: /^Theme: / })).toBeVisible();
      const results = await new AxeBuilder({ page }).include('.site-header').analyze();
      expect(results.violations).toEqual([]);
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header keeps the repository link and the version; the theme toggle, which needs a script, is hidden', async ({
    page,
  }) => {
    await page.goto(pages[2]!.href);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Flarekit on GitHub' })).toBeVisible();
    await expect(banner.getByRole('link', { name: `create-flarekit v${CLI_VERSION}` })).toBeVisible();
    await expect(banner.getByRole('button', { name: /^Theme: / })).toBeHidden();
  });
});

test('the versions the samples were checked with are at the foot of the page, after the content', async ({ page }) => {
  await page.goto('/docs/development/api-design');
  const article = page.getByRole('main').getByRole('article');
  const provenance = article.getByText(/^Samples checked with /);
  await expect(provenance).toHaveCount(1);
  await expect(provenance).toContainText('@hono/zod-openapi');
  // Between the summary and the content there is nothing of it: the first paragraph follows the page's actions.
  const body = page.locator('.doc-body');
  const after = await provenance.evaluate(
    (element, bodyElement) => Boolean(bodyElement!.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING),
    await body.elementHandle(),
  );
  expect(after, 'after the whole content').toBe(true);
  const [bodyBox, provenanceBox] = [await body.boundingBox(), await provenance.boundingBox()];
  expect(provenanceBox!.y).toBeGreaterThanOrEqual(bodyBox!.y + bodyBox!.height);
  await expect(article.getByRole('link', { name: 'Edit this page' })).toBeVisible();
});
