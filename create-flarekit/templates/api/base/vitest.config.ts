import { cloudflareTest } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';

// @cloudflare/vitest-pool-workers 0.23.0 (its last release) runs workerd 1.20260815, which supports
// compatibility dates up to 2026-08-22: the tests use that date, wrangler.jsonc keeps 2026-10-01.
const TEST_COMPATIBILITY_DATE = '2026-08-22';

// The tests run inside workerd with the bindings of wrangler.jsonc.
export default defineConfig({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: './wrangler.jsonc' },
      miniflare: { compatibilityDate: TEST_COMPATIBILITY_DATE },
    }),
  ],
});
