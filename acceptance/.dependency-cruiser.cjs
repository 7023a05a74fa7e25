/**
 * The acceptance layers: lib/ (processes, the browser, sessions, where the products are) is shared and imports none
 * of the suites; bounds/ is used by the matrix and the walkthroughs; the samples checker stands alone. The products are
 * reached only through their packages' `exports` (root .dependency-cruiser.cjs).
 */
module.exports = {
  forbidden: [
    {
      name: 'lib-imports-no-suite',
      comment: 'lib/ is what the suites share: it imports none of them.',
      severity: 'error',
      from: { path: '^lib/' },
      to: { path: '^(matrix|walkthroughs|bounds|samples)/' },
    },
    {
      name: 'samples-stand-alone',
      comment: 'The samples checker needs no running project: it imports neither the matrix nor the walkthroughs.',
      severity: 'error',
      from: { path: '^samples/' },
      to: { path: '^(matrix|walkthroughs|bounds)/' },
    },
    {
      name: 'suites-import-no-runner',
      comment: "A suite's entry point (run.ts, the walkthroughs' walkthroughs.suite.ts) is imported by nothing.",
      severity: 'error',
      from: {},
      to: { path: '/(run|[^/]+\\.suite)\\.ts$' },
    },
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '^\\.cache/'] },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
  },
};
