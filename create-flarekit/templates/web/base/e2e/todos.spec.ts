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

test('a todo added while the list is still loading shows up', async ({ page }) => {
  await signIn(page);
  // The list's first answer is read from the API at once but held back until the todo is added,
  // so the list on screen was read before the todo existed and must be asked for again.
  let todoAdded!: () => void;
  const added = new Promise<void>((resolve) => (todoAdded = resolve));
  let held = false;
  await page.route(
    (url) => url.pathname === '/api/todos',
    async (route) => {
      if (held || route.request().method() !== 'GET') return route.continue();
      held = true;
      const response = await route.fetch();
      await added;
      await route.fulfill({ response });
    },
  );
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/todos') todoAdded();
  });
  await page.goto('/dashboard');
  const title = `Added while loading ${Date.now()}`;
  await page.getByLabel('New todo').fill(title);
  await page.getByRole('button', { name: 'Add', exact: true }).click();

  await expect(page.getByRole('listitem').filter({ hasText: title })).toBeVisible();
});
