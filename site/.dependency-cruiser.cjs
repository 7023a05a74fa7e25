/**
 * The site's layers and the direction of imports between them (ARCHITECTURE.md draws them):
 *   browser → shared;  server → shared, browser components;  build → shared, browser;  shared → shared.
 * Tests and benchmarks may import src; nothing in src imports tests/, bench/ or scripts/.
 */
const layer = (name) => `^src/${name}/`;

module.exports = {
  forbidden: [
    {
      name: 'shared-imports-only-shared',
      comment: 'shared/ is used by every layer, so it can depend on none of them.',
      severity: 'error',
      from: { path: layer('shared') },
      to: { path: ['^src/(build|server|browser)/'] },
    },
    {
      name: 'browser-imports-only-shared',
      comment: 'Browser code never reaches into build time or the server.',
      severity: 'error',
      from: { path: layer('browser') },
      to: { path: ['^src/(build|server)/'] },
    },
    {
      name: 'server-imports-shared-and-browser-components',
      comment: 'The server renders browser components (the /search results) but never runs build code.',
      severity: 'error',
      from: { path: layer('server') },
      to: {
        path: ['^src/build/', '^src/browser/'],
        pathNot: '^src/browser/(components/|search/search-result-view\\.ts$)',
      },
    },
    {
      name: 'build-imports-no-server',
      comment: 'The build renders pages from browser components and shared code, never from the server.',
      severity: 'error',
      from: { path: layer('build') },
      to: { path: ['^src/server/'] },
    },
    {
      name: 'src-imports-no-tests-bench-scripts',
      comment: 'The product never depends on its tests, benchmarks or scripts.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: ['^(tests|bench|scripts)/'] },
    },
    {
      name: 'unit-tests-import-no-bench-or-scripts',
      comment: 'Tests of benchmark and script code live next to that code (bench/tests/, scripts/**/*.test.ts).',
      severity: 'error',
      from: { path: '^tests/(unit|helpers)/' },
      to: { path: ['^(bench|scripts)/'] },
    },
    {
      name: 'browser-tests-use-only-the-benchmark-measurements',
      comment:
        'The byte budgets measure with the benchmarks’ own code, and the Worker parity test replays their queries, ' +
        'so a budget and its benchmark cannot disagree; nothing else of bench/ or scripts/.',
      severity: 'error',
      from: { path: '^tests/e2e/' },
      to: {
        path: ['^(bench|scripts)/'],
        pathNot: '^bench/(lib/(page-load|reader-features-size)|search-quality/queries)\\.ts$',
      },
    },
    {
      name: 'bench-and-scripts-import-no-tests',
      comment: 'Benchmarks and scripts never depend on tests; only test files may use the test helpers.',
      severity: 'error',
      from: { path: '^(bench|scripts)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^tests/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^dist/'] },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
