import { defineConfig } from 'vitest/config';

// The table tests of the checks' own logic (how a page's commands are read, how an answer is compared, which
// requests a bound makes, how a picture is compared). The checks themselves run from package.json's scripts; the
// template matrix is a node:test suite, matrix/matrix.suite.ts, named so that this include leaves it out.
export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**', '.cache/**'],
    environment: 'node',
    testTimeout: 30_000,
  },
});
