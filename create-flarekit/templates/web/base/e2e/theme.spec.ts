import { expect, test } from '@playwright/test';

test('the theme menu switches to dark, and the choice outlives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await page.getByRole('button', { name: 'Theme: System' }).click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Theme: Dark' })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
});
