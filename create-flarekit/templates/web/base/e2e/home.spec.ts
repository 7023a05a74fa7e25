import { expect, test } from '@playwright/test';

test('the home page links to the dashboard', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Open your dashboard' })).toBeVisible();
});
