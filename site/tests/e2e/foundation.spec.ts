import { expect, test } from '@playwright/test';
import { pages } from './content.ts';

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a page is readable and navigable', async ({ page }) => {
    const [first, second] = pages;
    await page.goto(first!.href);
    await expect(page.getByRole('heading', { level: 1, name: first!.title })).toBeVisible();
    await expect(page.locator('main')).toContainText(first!.summary);
    const viewport = page.viewportSize()!;
    if (viewport.width >= 1024) {
      await page
        .getByRole('navigation', { name: 'Documentation' })
        .getByRole('link', { name: second!.title, exact: true })
        .click();
    } else {
      await page.goto(second!.href);
    }
    await expect(page).toHaveURL(second!.href);
    await expect(page.getByRole('heading', { level: 1, name: second!.title })).toBeVisible();
  });
});

test('the home page says what Flarekit is and links into the docs', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Flarekit');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('npm create flarekit@latest my-app')).toBeVisible();
  await page.getByRole('link', { name: 'Get started' }).click();
  await expect(page).toHaveURL('/docs/getting-started/quick-start');
});

test('landmarks: banner, named navigation, main, and the table of contents aside', async ({ page }) => {
  await page.goto(pages[2]!.href);
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('complementary', { name: 'Table of contents' })).toHaveCount(1);
  const viewport = page.viewportSize()!;
  if (viewport.width >= 1024) await expect(page.getByRole('navigation', { name: 'Documentation' })).toBeVisible();
});

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  test('pages do not scroll sideways and every header control is on screen', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'one run is enough');
    for (const path of ['/', pages[2]!.href, pages[10]!.href, '/nope']) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
      for (const control of [
        page.getByRole('button', { name: 'Open menu' }),
        page.getByRole('button', { name: 'Search', exact: true }),
        page.getByRole('button', { name: /^Theme: / }),
        page.getByRole('link', { name: 'Flarekit on GitHub' }),
        page.getByRole('link', { name: /^create-flarekit v/ }),
      ]) {
        const box = (await control.boundingBox())!;
        expect(box.x + box.width, path).toBeLessThanOrEqual(320);
      }
    }
  });
});
