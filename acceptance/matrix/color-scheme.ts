// The generated web app follows the system's colour scheme through a listener (src/lib/theme.ts) that puts the `dark`
// class on <html>: after switching the emulated scheme, a check waits for the app's colours before it reads them.
import type { Page } from 'playwright-core';
import type { ColorScheme } from '../lib/browser.ts';

/** Emulates `colorScheme` and waits until the app shows it, its transitions held back (no colour half-way). */
export async function showColorScheme(page: Page, colorScheme: ColorScheme): Promise<void> {
  await page.emulateMedia({ colorScheme });
  await page.waitForFunction(
    (dark) =>
      document.documentElement.classList.contains('dark') === dark &&
      !document.documentElement.classList.contains('theme-switching'),
    colorScheme === 'dark',
  );
}
