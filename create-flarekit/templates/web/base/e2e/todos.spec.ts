import { expect, test } from '@playwright/test';
import { signIn } from './session';

test('the dashboard adds, completes and deletes a todo', async ({ page }) => {
  await signIn(page);
  await page.goto('/dashboard');
  const title = `Write the launch post ${Date.now()}`;
  await page.getByLabel('New todo').fill(title);
  await page.getByRole('button', { name: 'Add', exact: true }).click();

  const item = page.getByRole('listitem').filter({ hasText: title });
  await expect(item).toBeVisible();
  await item.getByRole('checkbox').click();
  await expect(item.getByRole('checkbox')).toBeChecked();
  await page.reload();
  await expect(item.getByRole('checkbox')).toBeChecked();

  await item.getByRole('button', { name: `Delete "${title}"` }).click();
  await expect(item).toHaveCount(0);
});
