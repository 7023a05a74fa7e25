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
    url: 'http://localhost:5173',
    reuseExistingServer: !process.env.CI,
  },
});
