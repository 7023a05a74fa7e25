/** What the reader features fetch or link from the server: the `.md` pages, the Open Graph image, sitemap.xml,
 * robots.txt, llms.txt and llms-full.txt, and the no-JS `/search` page. */
import { expect, test } from '@playwright/test';
import { SITE } from '../../../src/shared/site-config.ts';
import { ANNOTATED_PAGES } from '../agent-markdown.ts';
import { pages } from '../content.ts';

const withCode = pages.find((page) => page.path === ANNOTATED_PAGES[0])!;

test.describe('code blocks', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('"Copy page as Markdown" copies the page’s markdown in its standard form', async ({ page, request }) => {
    await page.goto(withCode.href);
    await page.getByRole('button', { name: 'Copy page as Markdown' }).click();
    await expect(page.locator('#announcer')).toHaveText('Copied');
    const markdown = await (await request.get(`${withCode.href}.md`)).text();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    // The .md file: every page's is its markdown in the standard form (markdown-negotiation.spec.ts).
    expect(copied).toBe(markdown);
  });
});

test.describe('"Open in ChatGPT" and "Open in Claude"', () => {
  const assistants = [
    { name: 'ChatGPT', url: 'https://chatgpt.com/' },
    { name: 'Claude', url: 'https://claude.ai/new' },
  ];

  // Each pointing at the page's markdown, on every page: the test below.
  test('are links beside "Copy page" that open a new tab, and say so', async ({ page }) => {
    const target = pages[1]!;
    await page.goto(target.href);
    const actions = page.locator('.doc-actions');
    await expect(actions.getByRole('button', { name: 'Copy page as Markdown' })).toBeVisible();
    for (const assistant of assistants) {
      const link = actions.getByRole('link', { name: `Open in ${assistant.name} (opens in a new tab)`, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener');
    }
  });

  test('are on every docs page, prerendered, each pointing at its own page', async ({ request }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'an HTTP request: the viewport changes nothing, once is enough');
    for (const target of pages) {
      const html = await (await request.get(target.href)).text();
      const hrefs = [...html.matchAll(/<a [^>]*href="(https:\/\/(?:chatgpt\.com|claude\.ai)[^"]*)"/g)].map(
        (match) => new URL(match[1]!.replaceAll('&amp;', '&')),
      );
      expect(
        hrefs.map((href) => href.origin + href.pathname),
        target.href,
      ).toEqual(assistants.map((assistant) => assistant.url));
      for (const href of hrefs)
        expect(href.searchParams.get('q'), target.href).toContain(`${SITE.url}${target.href}.md,`);
    }
  });
});

test('SEO: title, description, canonical, Open Graph and Twitter tags, a generated image', async ({
  page,
  request,
}) => {
  const target = pages[2]!;
  await page.goto(target.href);
  await expect(page).toHaveTitle(`${target.title} | Flarekit`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', target.summary);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${target.href}$`));
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', target.title);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  const image = new URL((await page.locator('meta[property="og:image"]').getAttribute('content'))!);
  const response = await request.get(image.pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  expect((await response.body()).subarray(1, 4).toString()).toBe('PNG');
});

test('sitemap.xml, robots.txt, llms.txt, llms-full.txt and .md pages cover every page', async ({
  request,
}, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'an HTTP request: the viewport changes nothing, once is enough');
  // A request per page: a bound that catches a hang on a loaded machine, not a time budget.
  test.setTimeout(120_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const llms = await (await request.get('/llms.txt')).text();
  const full = await (await request.get('/llms-full.txt')).text();
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap:');
  for (const page of pages) {
    expect(sitemap).toContain(`${page.href}</loc>`);
    expect(llms).toContain(`${page.href}.md): ${page.summary}`);
    expect(full).toContain(`# ${page.title}\n`);
    const markdown = await request.get(`${page.href}.md`);
    expect(markdown.status()).toBe(200);
    expect(markdown.headers()['content-type']).toContain('text/markdown');
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header search box submits to /search, which lists results with snippets', async ({ page }) => {
    await page.goto(pages[0]!.href);
    const viewport = page.viewportSize()!;
    if (viewport.width >= 640) {
      const box = page.getByRole('searchbox', { name: 'Search documentation' });
      await box.fill('auth');
      await box.press('Enter');
    } else {
      await page.goto('/search?query=auth');
    }
    await expect(page).toHaveURL(/\/search\?query=auth$/);
    const results = page.locator('.search-results-page > li');
    await expect(results.first()).toBeVisible();
    expect(await results.count()).toBeGreaterThan(3);
    // "auth" is one spelling of the synonyms group login / log in / sign in / signin / auth: any of them is marked.
    await expect(results.first().locator('mark').first()).toHaveText(
      /^(auth\w*|login|log in|sign in|signin|sign-in)$/i,
    );
    await expect(page.getByRole('status').filter({ hasText: 'results for “auth”' })).toBeVisible();
    await expect(page.locator('#search-page-query')).toHaveValue('auth');
  });

  test('the search page escapes what it is given', async ({ page }) => {
    await page.goto(`/search?query=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    await expect(page.locator('#search-page-query')).toHaveValue('<img src=x onerror=alert(1)>');
  });
});
