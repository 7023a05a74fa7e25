import { expect, test, type Page } from '@playwright/test';
import { pages } from './content.ts';

const withTabs = pages.filter((page) => page.markdown.includes('```npm'));
const withCode = pages.find((page) => page.markdown.includes('```ts'))!;

test.describe('code blocks', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('the copy button (keyboard reachable) puts the code on the clipboard and announces "Copied"', async ({
    page,
  }) => {
    await page.goto(withCode.href);
    const block = page
      .locator('.doc-body figure.code-block')
      .filter({ has: page.locator('pre.shiki') })
      .first();
    await expect(block.getByRole('button', { name: 'Copy', exact: true })).toBeVisible();
    const button = block.locator('button[data-copy]'); // stays the same element while its name changes
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveText('Copied');
    await expect(page.locator('#announcer')).toHaveText('Copied');
    const expected = (await block.locator('pre').textContent())!.replace(/\n$/, '');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  });

  test('the package-manager choice applies to every tab group and persists across pages', async ({ page }) => {
    expect(withTabs.length).toBeGreaterThan(1);
    await page.goto(withTabs[0]!.href);
    const firstGroup = page.locator('.pm-tabs').first();
    await firstGroup.getByRole('tab', { name: 'pnpm' }).click();
    await expect(firstGroup.getByRole('tab', { name: 'pnpm' })).toHaveAttribute('aria-selected', 'true');
    await expect(firstGroup.getByRole('tabpanel')).toContainText('pnpm');
    for (const tab of await page.getByRole('tab', { name: 'npm', exact: true }).all())
      await expect(tab).toHaveAttribute('aria-selected', 'false');

    await page.goto(withTabs[1]!.href);
    const group = page.locator('.pm-tabs').first();
    await expect(group.getByRole('tab', { name: 'pnpm' })).toHaveAttribute('aria-selected', 'true');
    await expect(group.getByRole('tabpanel')).toBeVisible();
    await expect(group.getByRole('tabpanel')).toContainText('pnpm');

    await group.getByRole('tab', { name: 'pnpm' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(group.getByRole('tab', { name: 'bun' })).toBeFocused();
    await expect(group.getByRole('tab', { name: 'bun' })).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('project variants', () => {
  const withVariants = pages.filter(
    (page) => /template="full-stack-rpc"/.test(page.markdown) && /template="full-stack-orval"/.test(page.markdown),
  );
  const clientGroup = (page: Page) =>
    // includeHidden: without JavaScript the tablist is not shown, and the group is found all the same.
    page
      .locator('.variants', {
        has: page.getByRole('tablist', { name: 'Your project: API client', includeHidden: true }),
      })
      .first();

  test('the API client choice shows one version, applies to every group and persists across pages', async ({
    page,
  }) => {
    expect(withVariants.length).toBeGreaterThan(1);
    await page.goto(withVariants[0]!.href);
    const group = clientGroup(page);
    const tabs = group.getByRole('tablist', { name: 'Your project: API client' });
    await expect(tabs.getByRole('tab', { name: 'Orval client' })).toHaveAttribute('aria-selected', 'true');
    await expect(group.getByRole('tabpanel', { name: 'Orval client' })).toBeVisible();
    await expect(group.getByRole('tabpanel', { name: 'RPC client' })).toBeHidden();
    await expect(group.getByText('Orval client', { exact: true }).and(page.locator('.variant-label'))).toBeHidden();

    await tabs.getByRole('tab', { name: 'RPC client' }).click();
    await expect(tabs.getByRole('tab', { name: 'RPC client' })).toHaveAttribute('aria-selected', 'true');
    await expect(group.getByRole('tabpanel', { name: 'RPC client' })).toBeVisible();
    await expect(group.getByRole('tabpanel', { name: 'RPC client' })).toContainText('api.api.');
    await expect(group.getByRole('tabpanel', { name: 'Orval client' })).toBeHidden();

    // Remembered: the next page shows its RPC version from the first paint, before any bundle runs.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(withVariants[1]!.href);
    const next = clientGroup(page);
    await expect(next.getByRole('tabpanel', { name: 'RPC client' })).toBeVisible();
    await expect(next.getByRole('tabpanel', { name: 'Orval client' })).toBeHidden();
    await page.unroute('**/assets/*.js');

    await page.reload();
    const tab = clientGroup(page).getByRole('tab', { name: 'RPC client' });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await tab.focus();
    await page.keyboard.press('ArrowRight');
    const orval = clientGroup(page).getByRole('tab', { name: 'Orval client' });
    await expect(orval).toBeFocused();
    await expect(orval).toHaveAttribute('aria-selected', 'true');
    await expect(clientGroup(page).getByRole('tabpanel', { name: 'Orval client' })).toBeVisible();
  });

  test('each answer is its own choice: the project type does not change with the API client', async ({ page }) => {
    await page.goto('/docs/development/authentication');
    const typeGroup = page.locator('.variants', {
      has: page.getByRole('tablist', { name: 'Your project: Project type' }),
    });
    await expect(typeGroup.getByRole('tabpanel', { name: 'Full stack' })).toContainText('localhost:5173');
    await expect(typeGroup.getByRole('tabpanel', { name: 'API only' })).toBeHidden();
    await clientGroup(page).getByRole('tab', { name: 'RPC client' }).click();
    await expect(typeGroup.getByRole('tabpanel', { name: 'Full stack' })).toBeVisible();
    await typeGroup.getByRole('tab', { name: 'API only' }).click();
    await expect(typeGroup.getByRole('tabpanel', { name: 'API only' })).toContainText('localhost:8787');
    await expect(typeGroup.getByRole('tabpanel', { name: 'Full stack' })).toBeHidden();
    await expect(clientGroup(page).getByRole('tabpanel', { name: 'RPC client' })).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('every version is shown under its label, with no tabs', async ({ page }) => {
      await page.goto(withVariants[0]!.href);
      const group = clientGroup(page);
      await expect(group.getByRole('tablist')).toBeHidden();
      for (const label of ['Orval client', 'RPC client']) {
        await expect(group.locator('.variant-label', { hasText: label })).toBeVisible();
        await expect(
          group.locator('.variant', { has: page.locator('.variant-label', { hasText: label }) }).locator('pre'),
        ).toBeVisible();
      }
    });
  });
});

test('callouts render with their title', async ({ page }) => {
  const withCallout = pages.find((p) => /> \[!(NOTE|TIP|WARNING|IMPORTANT|CAUTION)\]/.test(p.markdown))!;
  await page.goto(withCallout.href);
  const callout = page.getByRole('note').first();
  await expect(callout).toBeVisible();
  await expect(callout.locator('.callout-title')).toHaveText(/^(Note|Tip|Important|Warning|Caution)$/);
});

test('previous and next links follow the navigation order', async ({ page }) => {
  for (const index of [0, 5, pages.length - 1]) {
    await page.goto(pages[index]!.href);
    const nav = page.getByRole('navigation', { name: 'Previous and next pages' });
    const previous = nav.locator('a[rel="prev"]');
    const next = nav.locator('a[rel="next"]');
    if (index > 0) await expect(previous).toHaveAttribute('href', pages[index - 1]!.href);
    else await expect(previous).toHaveCount(0);
    if (index < pages.length - 1) await expect(next).toHaveAttribute('href', pages[index + 1]!.href);
    else await expect(next).toHaveCount(0);
  }
  await page.getByRole('navigation', { name: 'Previous and next pages' }).locator('a[rel="prev"]').click();
  await expect(page).toHaveURL(pages[pages.length - 2]!.href);
});

test('breadcrumbs with BreadcrumbList data, an edit link and the last update', async ({ page }) => {
  const target = pages[4]!;
  await page.goto(target.href);
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('listitem')).toHaveCount(3);
  await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(target.title);
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(data['@type']).toBe('BreadcrumbList');
  expect(data.itemListElement.map((item: { name: string }) => item.name).at(-1)).toBe(target.title);
  await expect(page.getByRole('link', { name: 'Edit this page' })).toHaveAttribute(
    'href',
    new RegExp(`/content/docs/${target.path}\\.md$`),
  );
  await expect(page.locator('.doc-meta time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
});

test.describe('screenshots of the generated app', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`show the ${colorScheme} pictures, the phone ones on a phone, loaded and described`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto('/docs/templates/full-stack');
      const figures = page.locator('figure.screenshot');
      await expect(figures).toHaveCount(3);
      const phone = page.viewportSize()!.width < 640;
      for (const figure of await figures.all()) {
        // One picture shows, the one of the site's theme; its image is loaded, at the size of the viewport it shows.
        const shown = figure.getByRole('img');
        await expect(shown).toHaveCount(1);
        await shown.scrollIntoViewIfNeeded();
        await expect(shown).toHaveAccessibleName(/^The .{60,}/);
        await expect
          .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBe(phone ? 375 : 1280);
        await expect(figure.locator(`.screenshot-${colorScheme}`)).toBeVisible();
      }
    });
  }
});
