/** A diagram opened full size is an asset served with the site's content security policy: it keeps its colours. */
import { expect, test, type Page } from '@playwright/test';
import { pages } from '../content.ts';

const onPhone = (page: Page) => page.viewportSize()!.width === 375;

test.describe('diagrams at 375 px', () => {
  test.beforeEach(({ page }) => test.skip(!onPhone(page), 'a phone layout'));
  const withDiagram = pages
    .map((page) => ({ page, alt: /^```mermaid .*\balt="([^"]+)"/m.exec(page.markdown)?.[1] }))
    .filter((entry): entry is { page: (typeof pages)[number]; alt: string } => entry.alt !== undefined);

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`"Open the diagram full size" shows the ${colorScheme} picture on its own, in its colours`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme });
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !/favicon|status of 404/.test(message.text())) problems.push(message.text());
      });
      await page.goto(withDiagram[0]!.page.href);
      const link = page.getByRole('link', { name: 'Open the diagram full size' });
      await expect(link).toHaveCount(1);
      await link.scrollIntoViewIfNeeded();
      await link.click();
      await expect(page).toHaveURL(/\/assets\/diagrams\/[0-9a-f]+\.svg$/);
      // Under the site's content security policy an inline style is refused, and every shape would paint black.
      const fills = await page
        .locator('svg rect, svg text, svg polygon')
        .evaluateAll((shapes) => shapes.map((shape) => getComputedStyle(shape).fill));
      expect(fills.length).toBeGreaterThan(3);
      expect(fills.filter((fill) => fill === 'rgb(0, 0, 0)')).toEqual([]);
      const background = colorScheme === 'dark' ? 'rgb(15, 17, 21)' : 'rgb(255, 255, 255)';
      expect(fills[0], 'the background of the theme').toBe(background);
      expect(problems).toEqual([]);
    });
  }
});
