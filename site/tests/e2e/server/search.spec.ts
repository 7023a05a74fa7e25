/**
 * Search answered by the server under test: the dialog at both widths (the Worker run's pass through the UI), the dialog,
 * `/api/search` and the no-JS `/search` page agreeing, and the "did you mean" header.
 */
import { expect, test, type Page } from '@playwright/test';
import { dialog, field, isWide, openSearch, options, start } from '../search-dialog.ts';

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
