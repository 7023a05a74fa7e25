/**
 * A reader on a 375 px phone: code is never under a Copy button, diagrams keep readable labels, the search results use
 * the whole screen, inline code in a table stays in one piece, every page ends with a footer (repository, CLI version),
 * and the home page's cards fill their rows.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { SITE } from '../../src/shared/site-config.ts';
import { CLI_VERSION, pages } from './content.ts';

const onPhone = (page: Page) => page.viewportSize()!.width === 375;

/** Each shown Copy button against its code's scroll box: the text of every block where the two rectangles meet. */
function copyButtonsOverCode(buttons: Locator): Promise<string[]> {
  return buttons.evaluateAll((elements) =>
    elements.flatMap((button) => {
      const code = button.closest('figure')?.querySelector('pre');
      if (!code) return [`a Copy button outside a code block`];
      const a = button.getBoundingClientRect();
      const b = code.getBoundingClientRect();
      const meet = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      return meet ? [code.textContent!.slice(0, 60)] : [];
    }),
  );
}

test.describe('the Copy button never covers code', () => {
  test('on the home page, where the whole create command shows', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('figure').filter({ has: page.getByRole('code').getByText(SITE.createCommand) });
    const copy = box.getByRole('button', { name: 'Copy', exact: true });
    await expect(copy).toBeVisible();
    expect(await copyButtonsOverCode(copy)).toEqual([]);
    const scroll = await box
      .getByRole('code')
      .evaluate((code) => ({ width: code.parentElement!.clientWidth, content: code.parentElement!.scrollWidth }));
    expect(scroll.content, 'the command fits its box: no part of it is scrolled out of sight').toBeLessThanOrEqual(
      scroll.width,
    );
  });

  test('on every code block of every docs page', async ({ page }) => {
    test.setTimeout(120_000);
    const covered: string[] = [];
    for (const target of pages.filter((entry) => /^```(?!mermaid|screenshot)/m.test(entry.markdown))) {
      await page.goto(target.href);
      const buttons = page.getByRole('main').getByRole('button', { name: 'Copy', exact: true });
      await expect(buttons.first(), target.href).toBeVisible();
      covered.push(...(await copyButtonsOverCode(buttons)).map((code) => `${target.href}: ${code}`));
    }
    expect(covered).toEqual([]);
  });
});

test.describe('diagrams at 375 px', () => {
  test.beforeEach(({ page }) => test.skip(!onPhone(page), 'a phone layout'));
  const withDiagram = pages
    .map((page) => ({ page, alt: /^```mermaid .*\balt="([^"]+)"/m.exec(page.markdown)?.[1] }))
    .filter((entry): entry is { page: (typeof pages)[number]; alt: string } => entry.alt !== undefined);

  for (const { page: target, alt } of withDiagram) {
    test(`${target.href}: the picture keeps its own size and scrolls sideways, by keyboard too`, async ({ page }) => {
      await page.goto(target.href);
      const image = page.getByRole('img', { name: alt, exact: true });
      await image.scrollIntoViewIfNeeded();
      const size = await image.evaluate((img: HTMLImageElement) => ({
        shown: img.getBoundingClientRect().width,
        own: Number(img.getAttribute('width')),
      }));
      expect(size.own).toBeGreaterThan(0);
      // Its labels are 11 to 13 px at its own size: shown at that size, not shrunk to the screen's width.
      expect(size.shown / size.own).toBeGreaterThanOrEqual(0.99);

      const frame = page.getByRole('group', { name: 'Diagram' }).filter({ has: image });
      await expect(frame).toHaveAttribute('tabindex', '0');
      const overflow = await frame.evaluate((element) => element.scrollWidth - element.clientWidth);
      if (overflow > 0) {
        await frame.focus();
        await expect(frame).toBeFocused();
        await page.keyboard.press('End');
        await expect.poll(() => frame.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
      }
    });
  }
});

test('at 375 px the search results use the full-screen dialog down to the status line', async ({ page }) => {
  test.skip(!onPhone(page), 'a phone layout');
  await page.goto(pages[1]!.href);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Search documentation' });
  await dialog.getByRole('combobox', { name: 'Search documentation' }).fill('deploy');
  const list = dialog.getByRole('listbox', { name: 'Search results' });
  await expect(list.getByRole('option').first()).toBeVisible();
  const status = dialog.getByRole('status');
  await expect(status).toHaveText(/\d+ results?/);
  const [dialogBox, listBox, statusBox] = await Promise.all([
    dialog.boundingBox(),
    list.boundingBox(),
    status.boundingBox(),
  ]);
  expect(dialogBox!.height).toBeGreaterThanOrEqual(page.viewportSize()!.height - 1);
  expect(listBox!.y + listBox!.height).toBeGreaterThanOrEqual(statusBox!.y - 1);
  expect(
    dialogBox!.y + dialogBox!.height - (statusBox!.y + statusBox!.height),
    'no empty space under the status',
  ).toBeLessThanOrEqual(1);
  expect(await list.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
});

test.describe('inline code in a table cell stays in one piece at 375 px', () => {
  test.beforeEach(({ page }) => test.skip(!onPhone(page), 'a phone layout'));

  test('"API (wrangler dev)" on Quick Start', async ({ page }) => {
    await page.goto('/docs/getting-started/quick-start');
    const code = page.getByRole('cell', { name: 'API (wrangler dev)' }).getByRole('code');
    await expect(code).toHaveText('wrangler dev');
    expect(await code.evaluate((element) => element.getClientRects().length)).toBe(1);
  });

  test('every one, on every docs page', async ({ page }) => {
    test.setTimeout(120_000);
    const broken: string[] = [];
    for (const target of pages.filter((entry) => /^\|.*`[^`]+`.*\|\s*$/m.test(entry.markdown))) {
      await page.goto(target.href);
      const codes = page.getByRole('main').getByRole('table').getByRole('code');
      await expect(codes.first(), target.href).toBeAttached();
      const pieces = await codes.evaluateAll((elements) =>
        elements.filter((element) => element.getClientRects().length > 1).map((element) => element.textContent),
      );
      broken.push(...pieces.map((code) => `${target.href}: ${code}`));
    }
    expect(broken).toEqual([]);
  });
});

test.describe('the footer names the repository and the CLI version', () => {
  for (const address of ['/', pages[0]!.href, '/docs/no-such-page']) {
    test(address, async ({ page }) => {
      await page.goto(address);
      const footer = page.getByRole('contentinfo');
      await expect(footer).toBeVisible();
      await expect(footer).toContainText(`create-flarekit ${CLI_VERSION}`);
      await expect(footer.getByRole('link', { name: 'Source on GitHub' })).toHaveAttribute('href', SITE.repositoryUrl);
      if (address === pages[0]!.href) {
        // One repository address: "Edit this page" opens the page's file in the repository the footer links.
        const edit = await page.getByRole('link', { name: 'Edit this page' }).getAttribute('href');
        expect(edit!.startsWith(`${SITE.repositoryUrl}/edit/`)).toBe(true);
      }
    });
  }
});

test('the home page cards fill every row, from 375 px to wide screens', async ({ page }) => {
  test.skip(!onPhone(page), 'one run resizes through the widths');
  await page.goto('/');
  const cards = page.getByRole('region', { name: 'Find your way' }).getByRole('listitem');
  await expect(cards).toHaveCount(6);
  for (const width of [375, 560, 700, 900, 1024, 1280, 1600]) {
    await page.setViewportSize({ width, height: 800 });
    const tops = await cards.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    const rows = [...new Set(tops)].map((top) => tops.filter((other) => other === top).length);
    expect(new Set(rows).size, `${width} px: cards per row ${rows.join(', ')}`).toBe(1);
  }
});
