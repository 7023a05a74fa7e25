import path from 'node:path';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';

// @cloudflare/vitest-pool-workers 0.23.0 (its last release) runs workerd 1.20260815, which supports
// compatibility dates up to 2026-08-22: the tests use that date, wrangler.jsonc keeps 2026-10-01.
const TEST_COMPATIBILITY_DATE = '2026-08-22';

export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, 'drizzle'));

  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: './wrangler.jsonc' },
        miniflare: {
          compatibilityDate: TEST_COMPATIBILITY_DATE,
          bindings: {
            TEST_MIGRATIONS: migrations,
            // Test-only values: .dev.vars is git-ignored and not needed to run the tests.
            BETTER_AUTH_SECRET: 'test-secret-at-least-32-characters-long',
            BETTER_AUTH_URL: 'http://localhost:5173',
            DISCORD_CLIENT_ID: 'test-client-id',
            DISCORD_CLIENT_SECRET: 'test-client-secret',
          },
        },
      }),
    ],
    test: {
      setupFiles: ['./test/apply-migrations.ts'],
    },
  };
});
