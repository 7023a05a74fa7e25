import { chromium } from 'playwright-core';
import type { MatrixTemplate } from './templates.ts';
import type { TestUser } from './sessions.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

interface PageCheck {
  path: string;
  /** Text the rendered page must show. */
  text: string;
  signedIn?: boolean;
}

function pagesOf(template: MatrixTemplate): PageCheck[] {
  return [
    { path: '/', text: 'Open your dashboard' },
    ...(template.auth
      ? [
          { path: '/login', text: 'Continue with Discord' },
          { path: '/dashboard', text: 'Welcome, alice', signedIn: true },
        ]
      : [{ path: '/dashboard', text: 'Todos' }]),
    ...(template.db ? [{ path: '/posts/', text: 'Hello from the matrix' }] : []),
    { path: '/about', text: 'Generated with Flarekit' },
  ];
}

/**
 * Opens each page of the web app in headless Chromium through the Vite dev server and fails on any
 * console error or uncaught exception, or when the page does not show its text.
 */
export async function checkPages(
  template: MatrixTemplate,
  base: string,
  alice: TestUser | undefined,
): Promise<string[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const checked: string[] = [];
  try {
    for (const page of pagesOf(template)) {
      const context = await browser.newContext();
      if (page.signedIn && alice) {
        const [name, value] = alice.cookie.split(/=(.*)/s);
        await context.addCookies([{ name: name ?? '', value: value ?? '', url: base }]);
      }
      const tab = await context.newPage();
      const errors: string[] = [];
      tab.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      tab.on('pageerror', (error) => errors.push(error.message));
      await tab.goto(`${base}${page.path}`, { waitUntil: 'networkidle', timeout: 60_000 });
      await tab.getByText(page.text).first().waitFor({ timeout: 15_000 });
      await context.close();
      if (errors.length > 0) throw new Error(`${page.path}: console errors:\n${errors.join('\n')}`);
      checked.push(page.path);
    }
  } finally {
    await browser.close();
  }
  return checked;
}
