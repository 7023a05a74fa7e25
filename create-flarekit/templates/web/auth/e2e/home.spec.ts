import { expect, test } from '@playwright/test';

test("the home page's main button asks a visitor to sign in", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign in to get started' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});
