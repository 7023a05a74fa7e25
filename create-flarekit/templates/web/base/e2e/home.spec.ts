import { expect, test } from '@playwright/test';

test("the home page's main button opens the dashboard", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Open your dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Todos' })).toBeVisible();
});
