import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    // One temporary folder for the run, removed at its end (TMPDIR).
    globalSetup: ['tests/temp-root.ts'],
    // The process-level tests start the built CLI; packing and installing it takes longer.
    testTimeout: 30_000,
    // One file at a time: `npm pack` rebuilds dist/ (prepack) while other files run the built CLI, and the terminal
    // tests measure nothing useful on two busy cores.
    fileParallelism: false,
  },
});
