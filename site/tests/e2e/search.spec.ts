import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Request } from '@playwright/test';
import { dialog, field, isWide, openSearch, options, start, trigger } from './search-dialog.ts';

function searchRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/search') requests.push(request);
  });
  return requests;
}

const queryOf = (request: Request) => new URL(request.url()).searchParams.get('query');

test('the dialog code is not part of the first load; it loads on first open', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(start.href);
  await page.waitForLoadState('networkidle');
  expect(scripts.some((path) => path.includes('SearchDialog'))).toBe(false);
  await openSearch(page);
  expect(scripts.some((path) => path.includes('SearchDialog'))).toBe(true);
});

test('opens from the search box (wide) or the icon (small), with the field focused', async ({ page }) => {
  await page.goto(start.href);
  if (isWide(page)) {
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeHidden();
    await expect(trigger(page)).toHaveAttribute('readonly', '');
  } else {
    await expect(page.getByRole('searchbox', { name: 'Search documentation' })).toBeHidden();
  }
  await openSearch(page);
  await expect(field(page)).toBeFocused();
  await expect(field(page)).toHaveAttribute('aria-expanded', 'false');
});

test('⌘K, Ctrl+K and "/" open it', async ({ page }) => {
  await page.goto(start.href);
  await page.locator('body').click({ position: { x: 5, y: 200 } });
  for (const keys of ['Control+k', 'Meta+k', '/']) {
    await page.keyboard.press(keys);
    await expect(dialog(page), `opened by ${keys}`).toBeVisible();
    await expect(field(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
  }
});

test('wide screens show the "esc" hint, small screens a clear button and Cancel', async ({ page }) => {
  await page.goto(start.href);
  await openSearch(page);
  await field(page).fill('deploy');
  const cancel = dialog(page).getByRole('button', { name: 'Cancel' });
  const clear = dialog(page).getByRole('button', { name: 'Clear search' });
  const escHint = dialog(page).getByText('esc', { exact: true });
  if (isWide(page)) {
    await expect(escHint).toBeVisible();
    await expect(cancel).toBeHidden();
    await expect(clear).toBeHidden();
  } else {
    await expect(escHint).toBeHidden();
    await expect(cancel).toBeVisible();
    await clear.click();
    await expect(field(page)).toHaveValue('');
    await expect(field(page)).toBeFocused();
  }
});

test('debounced: no request for an empty query, one request once typing pauses', async ({ page }) => {
  // The page runs on Playwright's clock. Installed, it still flows with real time; paused, it moves only when the test
  // moves it, so a slow machine cannot stretch the pause between two keys past the 150 ms debounce (which made this
  // test flaky on a loaded machine). Loading the page and opening the search take far less than the minute allowed.
  const installedAt = new Date('2026-01-01T00:00:00Z');
  await page.clock.install({ time: installedAt });
  const requests = searchRequests(page);
  await page.goto(start.href);
  await openSearch(page);
  await page.clock.pauseAt(installedAt.getTime() + 60_000);
  await page.clock.runFor(400);
  expect(requests.map(queryOf)).toEqual([]);
  await field(page).pressSequentially('deploy');
  await page.clock.runFor(149);
  expect(requests.map(queryOf)).toEqual([]);
  await page.clock.runFor(1);
  // Time flows again, for the timers that deliver the answer (TanStack Query batches its updates with setTimeout).
  await page.clock.resume();
  await expect(options(page).first()).toBeVisible();
  expect(requests.map(queryOf)).toEqual(['deploy']);
  await field(page).fill('   ');
  await page.clock.runFor(400);
  expect(requests.map(queryOf)).toEqual(['deploy']);
  await expect(dialog(page).getByRole('listbox')).toBeHidden();
});

test('a 4-letter word one edit from a term finds it; a word of its own one edit away does not', async ({ page }) => {
  await page.goto(start.href);
  await openSearch(page);
  await field(page).fill('orvl');
  await expect(options(page).first()).toHaveAttribute('href', '/docs/templates/orval');
  await expect(dialog(page).locator('mark').first()).toHaveText(/^orval$/i);
  // "helm" is an English word one edit from "help": typed alone, it is meant, and no page answers it.
  await field(page).fill('helm');
  await expect(dialog(page).getByRole('status')).toHaveText(/^No results for “helm”/);
});

test('a page result shows its title in bold, as a section result shows its heading', async ({ page }) => {
  await page.goto(start.href);
  await openSearch(page);
  await field(page).fill('migraton');
  const pageResult = options(page).and(dialog(page).locator('[href="/docs/deployment/migrations"]'));
  await expect(pageResult).toBeVisible();
  const title = pageResult.locator('.search-result-section');
  await expect(title).toHaveText('Migrations');
  await expect(title).toHaveCSS('font-weight', '600');
  const sectionTitle = options(page).first().locator('.search-result-section');
  await expect(sectionTitle).toHaveCSS('font-weight', '600');
});

test('arrow keys and Enter behave exactly as specified', async ({ page }) => {
  await page.goto(start.href);
  await openSearch(page);
  await field(page).fill('deploy');
  await expect(options(page).first()).toBeVisible();
  const count = await options(page).count();
  expect(count).toBeGreaterThan(2);
  const selected = dialog(page).locator('[role="option"][aria-selected="true"]');

  await page.keyboard.press('ArrowUp');
  await expect(selected).toHaveCount(0);
  await expect(field(page)).not.toHaveAttribute('aria-activedescendant');

  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeVisible();
  await expect(page).toHaveURL(start.href);

  await page.keyboard.press('ArrowDown');
  await expect(options(page).nth(0)).toHaveAttribute('aria-selected', 'true');
  const firstId = await options(page).nth(0).getAttribute('id');
  await expect(field(page)).toHaveAttribute('aria-activedescendant', firstId!);

  for (let i = 0; i < count + 3; i++) await page.keyboard.press('ArrowDown');
  await expect(options(page).nth(count - 1)).toHaveAttribute('aria-selected', 'true');
  await expect(options(page).nth(count - 1)).toBeInViewport();

  for (let i = 0; i < count - 1; i++) await page.keyboard.press('ArrowUp');
  await expect(options(page).nth(0)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(selected).toHaveCount(0);

  await page.keyboard.press('ArrowDown');
  const href = await options(page).nth(0).getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(href!);
});

test('closing clears the query, the highlight and the cached results, and returns focus', async ({ page }) => {
  const requests = searchRequests(page);
  await page.goto(start.href);
  await openSearch(page);
  await field(page).fill('deploy');
  await expect(options(page).first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(trigger(page)).toBeFocused();

  await openSearch(page);
  await expect(field(page)).toHaveValue('');
  await expect(options(page)).toHaveCount(0);
  await field(page).fill('deploy');
  await expect(options(page).first()).toBeVisible();
  await expect(dialog(page).locator('[aria-selected="true"]')).toHaveCount(0);
  expect(requests.map(queryOf)).toEqual(['deploy', 'deploy']);
});

test('the cancel button (small screens) and a click outside (wide screens) close it', async ({ page }) => {
  await page.goto(start.href);
  await openSearch(page);
  if (isWide(page)) {
    await page.mouse.click(10, page.viewportSize()!.height - 10);
  } else {
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  }
  await expect(dialog(page)).toBeHidden();
  await expect(trigger(page)).toBeFocused();
});

test('previous results stay on screen, marked busy, while the next query loads', async ({ page }) => {
  await page.goto(start.href);
  await openSearch(page);
  await field(page).fill('deploy');
  await expect(options(page).first()).toBeVisible();
  const before = await options(page).allTextContents();
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested: () => void = () => {};
  const requestMade = new Promise<void>((resolve) => (requested = resolve));
  await page.route('**/api/search?query=database*', async (route) => {
    requested();
    await held;
    await route.continue();
  });
  await field(page).fill('database');
  await expect(dialog(page).getByRole('listbox')).toHaveAttribute('aria-busy', 'true');
  // Past the debounce, with the request in flight: the kept results still show their own snippets and highlights.
  await requestMade;
  expect(await options(page).allTextContents()).toEqual(before);
  release();
  await expect(dialog(page).getByRole('listbox')).toHaveAttribute('aria-busy', 'false');
  await expect(options(page).first()).toContainText(/database/i);
});

test('a failed request shows a message and a retry that recovers', async ({ page }) => {
  await page.route('**/api/search?**', (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.goto(start.href);
  await openSearch(page);
  await field(page).fill('deploy');
  await expect(dialog(page).getByRole('status')).toContainText('Search is unavailable right now.', { timeout: 10_000 });
  await page.unroute('**/api/search?**');
  await dialog(page).getByRole('button', { name: 'Try again' }).click();
  await expect(options(page).first()).toBeVisible();
});

test('no axe violations in the open dialog with results', async ({ page }) => {
  await page.goto(start.href);
  await openSearch(page);
  await field(page).fill('deploy');
  await expect(options(page).first()).toBeVisible();
  const results = await new AxeBuilder({ page }).include('.search-dialog').analyze();
  expect(results.violations).toEqual([]);
});

test('a slow API shows that it is searching, then the results', async ({ page }) => {
  await page.route('**/api/search?**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto(start.href);
  await openSearch(page);
  await field(page).fill('deploy');
  await expect(dialog(page).getByRole('status')).toHaveText('Searching…');
  await expect(options(page).first()).toBeVisible({ timeout: 10_000 });
  await expect(dialog(page).getByRole('status')).toHaveText(/\d+ results?/);
});

test('focus stays inside the open dialog', async ({ page }) => {
  await page.goto(start.href);
  await openSearch(page);
  await field(page).fill('deploy');
  await expect(options(page).first()).toBeVisible();
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')))).toBe(true);
  }
});
