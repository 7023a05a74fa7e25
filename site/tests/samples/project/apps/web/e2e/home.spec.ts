import { expect, test } from '@playwright/test';

test('the home page links to the dashboard', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Open your dashboard' })).toBeVisible();
});

test('the dashboard sends signed-out visitors to /login', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});
