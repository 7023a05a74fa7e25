import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { orderedCategories, pages } from './content.ts';

const current = pages[3]!;
const isDesktop = (page: Page) => page.viewportSize()!.width >= 1024;

async function navigation(page: Page) {
  if (isDesktop(page)) return page.getByRole('navigation', { name: 'Documentation' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('dialog', { name: 'Menu' }).getByRole('navigation', { name: 'Documentation' });
}

test('categories and pages follow the configured order and titles; the current page is marked', async ({ page }) => {
  await page.goto(current.href);
  const nav = await navigation(page);
  await expect(nav.getByRole('heading', { level: 2 })).toHaveText(orderedCategories.map((c) => c.title));
  await expect(nav.getByRole('link')).toHaveText(pages.map((p) => p.title));
  const currentLinks = nav.locator('a[aria-current="page"]');
  await expect(currentLinks).toHaveCount(1);
  await expect(currentLinks).toHaveText(current.title);
  await expect(currentLinks).toHaveAttribute('href', current.href);
});

test.describe('desktop', () => {
  test.skip(({ viewport }) => viewport!.width < 1024, 'desktop only');

  test('the sidebar is shown and the menu button is not', async ({ page }) => {
    await page.goto(current.href);
    await expect(page.getByRole('navigation', { name: 'Documentation' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  });

  test('no axe violations in the header, sidebar and table of contents', async ({ page }) => {
    await page.goto(current.href);
    const results = await new AxeBuilder({ page })
      .include('.site-header')
      .include('.sidebar')
      .include('.toc-column')
      .analyze();
    expect(results.violations).toEqual([]);
  });
});

test.describe('mobile menu', () => {
  test.skip(({ viewport }) => viewport!.width >= 1024, 'below the large breakpoint only');

  test('opens from the left at 4/5 of the width, with a home link, a close button and the navigation', async ({
    page,
  }) => {
    await page.goto(current.href);
    await expect(page.getByRole('navigation', { name: 'Documentation' })).toBeHidden();
    const button = page.getByRole('button', { name: 'Open menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveAttribute('aria-controls', 'mobile-menu');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeVisible();
    await expect(menu.getByRole('navigation', { name: 'Documentation' })).toBeVisible();
    await expect.poll(async () => (await menu.boundingBox())?.x).toBe(0);
    const box = (await menu.boundingBox())!;
    expect(box.width).toBeCloseTo(page.viewportSize()!.width * 0.8, 0);
  });

  test('the page behind does not scroll while it is open, and scrolls again after', async ({ page }) => {
    await page.goto(current.href);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    const width = page.viewportSize()!.width;
    await page.mouse.move(width - 20, 400); // over the page behind the panel
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole('button', { name: 'Close menu' }).click();
    await page.mouse.move(width - 20, 400);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('the close button and Escape close it and return focus to the menu button', async ({ page }) => {
    await page.goto(current.href);
    const button = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await button.click();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('the rest of the page is inert while it is open', async ({ page }) => {
    await page.goto(current.href);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      const inMenu = await page.evaluate(() => Boolean(document.activeElement?.closest('#mobile-menu')));
      expect(inMenu).toBe(true);
    }
  });

  test('choosing a link closes it and navigates', async ({ page }) => {
    await page.goto(current.href);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const target = pages[0]!;
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: target.title, exact: true }).click();
    await expect(page).toHaveURL(target.href);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });

  test('widening the window past the breakpoint closes it', async ({ page }) => {
    await page.goto(current.href);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.setViewportSize({ width: 1100, height: 800 });
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
  });

  test('no axe violations in the open menu', async ({ page }) => {
    await page.goto(current.href);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    const results = await new AxeBuilder({ page }).include('#mobile-menu').analyze();
    expect(results.violations).toEqual([]);
  });
});
