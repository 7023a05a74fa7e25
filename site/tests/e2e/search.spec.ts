import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Request } from '@playwright/test';
import { pages } from './content.ts';

const start = pages[1]!;
const isWide = (page: Page) => page.viewportSize()!.width >= 640;
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search documentation' });
const field = (page: Page) => dialog(page).getByRole('combobox', { name: 'Search documentation' });
const options = (page: Page) => dialog(page).getByRole('option');

/** The trigger a reader sees: the read-only search box on wide screens, the search icon on small ones. */
function trigger(page: Page) {
  return isWide(page)
    ? page.getByRole('searchbox', { name: 'Search documentation' })
    : page.getByRole('button', { name: 'Search', exact: true });
}

async function openSearch(page: Page) {
  await trigger(page).click();
  await expect(dialog(page)).toBeVisible();
}

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

test('results show document title, section title and a snippet with the query words highlighted', async ({ page }) => {
  await page.goto(start.href);
  await openSearch(page);
  await field(page).fill('deploy');
  const option = options(page).first();
  await expect(option).toBeVisible();
  await expect(option.locator('.search-result-document')).not.toBeEmpty();
  await expect(option.locator('.search-result-snippet')).not.toBeEmpty();
  // Every highlight is the word typed or one of its spellings (synonyms: deployment, ship), and the word typed is one.
  await expect(dialog(page).locator('mark').first()).toBeVisible();
  for (const mark of await dialog(page).locator('mark').allTextContents())
    expect(mark).toMatch(/^(deploy|deploying|deployment|deployments|deploys|deployed|ship|ships|shipping|shipped)$/i);
  await expect(
    dialog(page)
      .locator('mark', { hasText: /deploy/i })
      .first(),
  ).toBeVisible();
  // Wide screens: at most 32rem of results. Phones: the full-screen dialog's height (phone.spec.ts).
  if (isWide(page)) await expect(dialog(page).getByRole('listbox')).toHaveCSS('max-height', '512px');
  else await expect(dialog(page).getByRole('listbox')).toHaveCSS('max-height', 'none');
  await expect(dialog(page).getByRole('status')).toHaveText(/\d+ results?/);
});

test('a query with a typo still finds the page', async ({ page }) => {
  await page.goto(start.href);
  await openSearch(page);
  await field(page).fill('templte');
  await expect(options(page).first()).toBeVisible();
  await expect(dialog(page).locator('mark').first()).toHaveText(/templ/i);
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

test('no results says so', async ({ page }) => {
  await page.goto(start.href);
  await openSearch(page);
  await field(page).fill('xqzzyvvv');
  await expect(dialog(page).getByRole('status')).toHaveText('No results for “xqzzyvvv”');
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

/** The text of every highlight in `container`, in order. */
const marks = (container: ReturnType<Page['locator']>) => container.locator('mark').allTextContents();

for (const [name, query, expected] of [
  ['a synonym', 'log in', /^(login|sign-in|signin|auth)$/i],
  ['a swap of two letters', 'wrnagler', /^wrangler$/i],
] as const) {
  test(`the dialog, the API and the no-JS page agree for ${name} ("${query}"): same results, same highlighted words`, async ({
    page,
  }) => {
    const api = (await (await page.request.get(`/api/search?query=${encodeURIComponent(query)}`)).json()) as Array<{
      metadata: { path: string };
    }>;
    expect(api.length).toBeGreaterThan(0);

    await page.goto(start.href);
    await openSearch(page);
    await field(page).fill(query);
    await expect(options(page)).toHaveCount(api.length);
    const dialogPaths = await options(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    const dialogMarks = await marks(dialog(page).getByRole('listbox'));

    await page.goto(`/search?query=${encodeURIComponent(query)}`);
    const list = page.locator('.search-results-page');
    const pagePaths = await list
      .locator('a.search-result')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    const pageMarks = await marks(list);

    expect(dialogPaths).toEqual(api.map((result) => result.metadata.path));
    expect(pagePaths).toEqual(dialogPaths);
    expect(pageMarks).toEqual(dialogMarks);
    expect(dialogMarks.length).toBeGreaterThan(0);
    expect(dialogMarks.some((mark) => expected.test(mark))).toBe(true);
  });
}

test('a query that finds nothing offers "did you mean" and the search page; choosing a suggestion searches it', async ({
  page,
}) => {
  const apiRequests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) apiRequests.push(`${url.pathname}${url.search}`);
  });
  await page.goto(start.href);
  await openSearch(page);
  await field(page).fill('authetnicaiton');
  await expect(dialog(page).getByRole('status')).toHaveText('No results for “authetnicaiton”');
  await expect(dialog(page).getByText('Did you mean')).toBeVisible();
  await expect(dialog(page).getByRole('link', { name: 'Open the search page' })).toHaveAttribute(
    'href',
    '/search?query=authetnicaiton',
  );
  // One request answered both: the results ([], the spec's shape) and the suggestions, in a header of the same answer.
  expect(apiRequests).toEqual(['/api/search?query=authetnicaiton']);
  const answer = await page.request.get('/api/search?query=authetnicaiton');
  expect(await answer.json()).toEqual([]);
  expect(answer.headers()['search-suggestions']).toMatch(/(^|, )authentication(,|$)/);
  await dialog(page).getByRole('button', { name: 'authentication' }).click();
  await expect(field(page)).toHaveValue('authentication');
  await expect(field(page)).toBeFocused();
  await expect(options(page).first()).toBeVisible();
  await expect(dialog(page).getByText('Did you mean')).toBeHidden();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search page offers the same suggestions as links', async ({ page }) => {
    await page.goto('/search?query=authetnicaiton');
    await expect(page.getByText('No results for “authetnicaiton”')).toBeVisible();
    await page.locator('.search-suggestions').getByRole('link', { name: 'authentication' }).click();
    await expect(page).toHaveURL(/\/search\?query=authentication$/);
    await expect(page.locator('.search-results-page a.search-result').first()).toBeVisible();
  });
});
