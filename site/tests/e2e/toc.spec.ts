import { expect, test, type Page } from '@playwright/test';
import { createSlugger } from '../../src/build/pipeline/slugger.ts';
import { longestPage } from './content.ts';

const slug = createSlugger();
const headings = longestPage.headings.map((text) => ({ text, slug: slug(text) }));
const first = headings[0]!;
const last = headings[headings.length - 1]!;
const middle = headings[Math.floor(headings.length / 2)]!;

function toc(page: Page) {
  return page
    .getByRole('complementary', { name: 'Table of contents' })
    .getByRole('navigation', { name: 'On this page' });
}

/** On narrow screens the list is a disclosure: open it. */
async function openToc(page: Page) {
  const toggle = toc(page).getByRole('button', { name: 'On this page' });
  if (await toggle.isVisible()) {
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
}

const active = (page: Page) => toc(page).locator('a[aria-current="true"]');

test.beforeAll(() => {
  expect(headings.length).toBeGreaterThan(5);
});

test('headed "On this page", lists the h2/h3 headings as anchor links', async ({ page }) => {
  await page.goto(longestPage.href);
  await openToc(page);
  await expect(toc(page).getByRole('heading', { name: 'On this page' })).toBeVisible();
  await expect(toc(page).getByRole('link')).toHaveText(headings.map((h) => h.text));
  await expect(toc(page).getByRole('link').first()).toHaveAttribute('href', `#${first.slug}`);
});

test('at the start the first heading is active', async ({ page }) => {
  await page.goto(longestPage.href);
  await expect(active(page)).toHaveCount(1);
  await expect(active(page)).toHaveText(first.text);
});

test('clicking a link makes it active and the heading lands below the sticky header', async ({ page }) => {
  await page.goto(longestPage.href);
  await openToc(page);
  await toc(page).getByRole('link', { name: middle.text, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#${middle.slug}$`));
  await expect(active(page)).toHaveText(middle.text);
  const headerBottom = (await page.locator('.site-header').boundingBox())!.height;
  const headingTop = (await page.locator(`[id="${middle.slug}"]`).boundingBox())!.y;
  expect(headingTop).toBeGreaterThanOrEqual(headerBottom);
});

test('scrolling to the bottom makes the last heading active, and it stays visible in the list', async ({ page }) => {
  await page.goto(longestPage.href);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(active(page)).toHaveText(last.text);
  if (page.viewportSize()!.width >= 1280) {
    const list = (await page.locator('.toc-list').boundingBox())!;
    const link = (await active(page).boundingBox())!;
    expect(link.y).toBeGreaterThanOrEqual(list.y - 1);
    expect(link.y + link.height).toBeLessThanOrEqual(list.y + list.height + 1);
  }
});

test('scrolling through the page moves the active heading with it', async ({ page }) => {
  await page.goto(longestPage.href);
  const header = (await page.locator('.site-header').boundingBox())!.height;
  await page.locator(`[id="${middle.slug}"]`).evaluate((element, offset) => {
    window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - offset);
  }, header + 8);
  await expect(active(page)).toHaveText(middle.text);
});

test('opening a URL with #slug makes that heading active', async ({ page }) => {
  await page.goto(`${longestPage.href}#${middle.slug}`);
  await expect(active(page)).toHaveText(middle.text);
  const second = headings[1]!;
  await page.goto(`${longestPage.href}#${last.slug}`);
  await expect(active(page)).toHaveText(last.text);
  await page.goto(`${longestPage.href}#${second.slug}`);
  await expect(active(page)).toHaveText(second.text);
});

test('pages without a table of contents show none', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'On this page' })).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: 'Table of contents' })).toHaveCount(0);
});
