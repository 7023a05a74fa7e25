import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Unit tests mirror src/ under tests/unit/; tests of benchmark code sit next to it.
    include: ['tests/unit/**/*.test.{ts,tsx}', 'bench/tests/**/*.test.ts'],
    // The real site is compiled once per run and handed to the test files that need it (tests/helpers/site.ts).
    globalSetup: ['tests/helpers/real-site.global.ts'],
    // Test files share each worker's modules: the markdown pipeline and the highlighter load once per worker, not once
    // per file (halves the suite's CPU time). Tests that change globals restore them (vi.unstubAllGlobals).
    isolate: false,
    environment: 'node',
    testTimeout: 30_000,
  },
  oxc: {
    jsx: { runtime: 'automatic' },
  },
});
