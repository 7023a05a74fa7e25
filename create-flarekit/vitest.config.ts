import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    // The process-level tests start the built CLI; packing and installing it takes longer.
    testTimeout: 30_000,
  },
});
