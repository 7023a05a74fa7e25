import { expect, test } from '@playwright/test';

test('the dashboard sends signed-out visitors to /login', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});
