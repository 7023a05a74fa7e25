/**
 * The CLI's layers (ARCHITECTURE.md): bin.ts → cli/ → compose/. compose/ turns a template id into files and knows
 * nothing of prompts, flags or the terminal, so the site and the checks can use it; cli/ asks, writes and installs.
 * The shipped code never depends on its tests. The repository's boundaries between workspaces are checked by the
 * root config.
 */
module.exports = {
  forbidden: [
    {
      name: 'compose-imports-only-compose',
      comment: 'compose/ is what the site and the checks import: no prompts, flags or terminal code in it.',
      severity: 'error',
      from: { path: '^src/compose/' },
      to: { path: '^src/(cli/|bin\\.ts$)' },
    },
    {
      name: 'cli-imports-no-entry',
      comment: 'bin.ts is the entry point only; nothing imports it.',
      severity: 'error',
      from: {},
      to: { path: '^src/bin\\.ts$' },
    },
    {
      name: 'src-imports-no-tests',
      comment: 'The shipped code never depends on its tests.',
      severity: 'error',
      from: { path: '^src/' },
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
    exclude: { path: ['^dist/', '^templates/'] },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
  },
};
