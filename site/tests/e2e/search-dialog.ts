/** The search dialog as a reader finds it, for the browser tests of search. */
import { expect, type Page } from '@playwright/test';
import { pages } from './content.ts';

export const start = pages[1]!;
export const isWide = (page: Page) => page.viewportSize()!.width >= 640;
export const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search documentation' });
export const field = (page: Page) => dialog(page).getByRole('combobox', { name: 'Search documentation' });
export const options = (page: Page) => dialog(page).getByRole('option');

/** The trigger a reader sees: the read-only search box on wide screens, the search icon on small ones. */
export function trigger(page: Page) {
  return isWide(page)
    ? page.getByRole('searchbox', { name: 'Search documentation' })
    : page.getByRole('button', { name: 'Search', exact: true });
}

export async function openSearch(page: Page) {
  await trigger(page).click();
  await expect(dialog(page)).toBeVisible();
}
