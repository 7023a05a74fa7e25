import { defineConfig, devices } from '@playwright/test';

// Playwright's own Chromium (`npx playwright install chromium`), or the browser CHROMIUM_PATH names.
const executablePath = process.env.CHROMIUM_PATH;

export default defineConfig({
  testDir: './e2e',
  use: { baseURL: 'http://localhost:5173', launchOptions: executablePath ? { executablePath } : {} },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'npm run dev',
    cwd: '../..',
    // Ready when the API answers through Vite's proxy, not when Vite alone is up: `wrangler dev` starts later, and
    // the first test would meet a page still waiting for its session.
    url: 'http://localhost:5173/health',
    reuseExistingServer: !process.env.CI,
  },
});
