import { defineConfig } from 'vitest/config';

/** The package-manager tabs run with the real yarn, pnpm and bun (`npm run test:managers`). */
export default defineConfig({
  test: {
    include: ['tests/managers/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
  },
});
