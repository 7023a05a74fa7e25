import path from 'node:path';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, 'drizzle'));

  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: './wrangler.jsonc' },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            // Test-only values, in place of those of .dev.vars (git-ignored, not needed to run the tests). The tests
            // run as production; those of development-only behaviour set ENVIRONMENT themselves.
            ENVIRONMENT: 'production',
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
