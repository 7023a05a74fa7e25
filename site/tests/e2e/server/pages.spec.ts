/** The pages over HTTP: prerendered HTML, the 404 page, one canonical URL form, caching and compression headers, and
 * every page under the content security policy the server sends. */
import { expect, test } from '@playwright/test';
import { escapeHtml } from '../../../src/shared/escape.ts';
import { pages } from '../content.ts';
import { onWorker } from '../servers.ts';

test.describe('every page is prerendered', () => {
  test.skip(({ viewport }) => viewport!.width < 1024, 'an HTTP request: the viewport changes nothing, once is enough');

  for (const page of pages) {
    test(`${page.href} renders title, summary, code and heading anchors in the HTML itself`, async ({ request }) => {
      const response = await request.get(page.href);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      const html = await response.text();
      expect(html).toContain(`<h1>${escapeHtml(page.title)}</h1>`);
      expect(html).toContain(escapeHtml(page.summary));
      if (page.markdown.includes('```ts')) expect(html).toMatch(/<pre class="shiki[^"]*"/);
      if (page.headings.length > 0) expect(html).toContain('class="heading-anchor"');
      expect(html).not.toContain('style="color');
    });
  }
});

test('an unknown path answers the 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/docs/nope/nothing-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Quick Start' }).first()).toBeVisible();
});

test('one canonical URL form: a trailing slash or .html redirects to the clean path', async ({ request }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'an HTTP request: the viewport changes nothing, once is enough');
  const page = pages[0]!;
  for (const variant of [`${page.href}/`, `${page.href}.html`]) {
    const response = await request.get(variant, { maxRedirects: 0 });
    expect([301, 307, 308]).toContain(response.status());
    expect(new URL(response.headers().location!, 'http://x').pathname).toBe(page.href);
  }
});

test('hashed assets are immutable, pages revalidate, responses are compressed', async ({
  request,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'an HTTP request: the viewport changes nothing, once is enough');
  const page = await request.get(pages[0]!.href, { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(page.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
  const script = /<script type="module" src="([^"]+)"/.exec(await page.text())![1]!;
  const asset = await request.get(script, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // On Workers, compression happens at Cloudflare's edge, not in workerd: checked on the Node server only.
  if (!onWorker({ baseURL })) {
    expect(page.headers()['content-encoding']).toBe('br');
    expect(asset.headers()['content-encoding']).toBe('gzip');
  }
});

test.describe('content security policy: every page works under it, with no violation and no console error', () => {
  test.skip(({ viewport }) => viewport!.width < 1024, 'once is enough');
  test.skip(
    onWorker,
    'the Worker answers every page with the HTML and headers of the Node server (worker-parity.spec.ts)',
  );

  for (const path of ['/', ...pages.map((p) => p.href), '/search?query=deploy', '/nope']) {
    test(path, async ({ page }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
        );
      });
      const response = await page.goto(path);
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self' 'sha256-");
      await page.waitForLoadState('networkidle');
      // The 404 page's own status is reported by the browser as a console error; nothing else may be.
      expect(problems.filter((problem) => path !== '/nope' || !/status of 404/.test(problem))).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toMatch(/^(light|dark)$/);
    });
  }
});
