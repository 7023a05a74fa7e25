import { defineConfig } from 'vitest/config';

// Three projects: "unit", the table tests of the checks' own logic (how a page's commands are read, how an answer is
// compared, which requests a bound makes, how a picture is compared), `npm test`; "matrix", the template matrix
// (matrix/matrix.suite.ts), and "walkthroughs", the pages' commands run (walkthroughs/walkthroughs.suite.ts), which
// `npm run test:matrix` and `npm run test:walkthroughs` run in lanes (their run.ts). The page samples run from
// package.json's scripts.
export default defineConfig({
  test: {
    environment: 'node',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['**/*.test.ts'],
          exclude: ['**/node_modules/**', '.cache/**'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        // A template's steps, or a page's commands, take minutes, and the hooks pack the CLI and remove installed
        // projects: bounds that catch a hang, not time budgets.
        test: {
          name: 'matrix',
          include: ['matrix/matrix.suite.ts'],
          testTimeout: 60 * 60_000,
          hookTimeout: 10 * 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'walkthroughs',
          include: ['walkthroughs/walkthroughs.suite.ts'],
          testTimeout: 60 * 60_000,
          hookTimeout: 10 * 60_000,
        },
      },
    ],
  },
});
