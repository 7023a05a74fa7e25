import path from 'node:path';
import { defineConfig } from '@playwright/test';

import { CHROMIUM_ARGS, CHROMIUM_PATH, VIEWPORTS } from './scripts/chromium.ts';
import { NODE_PORT, NODE_URL, SERVER_SPECS_FOLDER, WORKER_PORT, WORKER_URL } from './tests/e2e/servers.ts';

/**
 * Browser tests: Debian's headless Chromium (scripts/ensure-chromium.ts installs it) against the built site served by the
 * real server (`npm start`), at a phone width (375 px) and a desktop width (1280 px); and the server's specs
 * (tests/e2e/server/) again against the site as a Cloudflare Worker in workerd (`wrangler dev`, offline, no login).
 * Playwright starts both servers; `npm run build` comes first.
 */

// Chromium writes its profile and caches under XDG folders: keep them inside the project's ignored .cache folder.
process.env.XDG_CONFIG_HOME ??= path.resolve('.cache/xdg/config');
process.env.XDG_CACHE_HOME ??= path.resolve('.cache/xdg/cache');

export { CHROMIUM_ARGS };

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  // A bound that catches a hung test, not a time budget (the benchmarks measure speed). CI runs the other suites on
  // the same two cores at once: twice the local bound there.
  timeout: process.env.CI ? 60_000 : 30_000,
  use: {
    baseURL: NODE_URL,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'off',
  },
  projects: [
    { name: 'desktop', use: { viewport: VIEWPORTS.desktop } },
    { name: 'phone', use: { viewport: VIEWPORTS.phone } },
    // The Worker serves the same HTML, scripts and API answers as the Node server (server/worker-parity.spec.ts), so
    // how a page lays out at 375 px is the same on both: the Worker is checked at 1280 px only.
    {
      name: 'worker',
      testMatch: `${SERVER_SPECS_FOLDER}/**/*.spec.ts`,
      use: { viewport: VIEWPORTS.desktop, baseURL: WORKER_URL },
    },
  ],
  webServer: [
    {
      command: 'node src/server/node.ts',
      url: `${NODE_URL}/api/search?query=`,
      env: { PORT: String(NODE_PORT), HOST: '127.0.0.1' },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `wrangler dev --ip 127.0.0.1 --port ${WORKER_PORT} --log-level warn`,
      url: `${WORKER_URL}/api/search?query=`,
      // Off the network; out of the home folder through the XDG folders above.
      env: { WRANGLER_SEND_METRICS: 'false', WRANGLER_HIDE_BANNER: 'true', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
