// ESLint for the whole repository (flat config). Formatting is Prettier's job, so no stylistic rules here.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/.cache/',
      '**/test-results/',
      '**/playwright-report/',
      '**/.wrangler/',
      // Each template is a project of its own, linted and formatted by its own Biome config (the template matrix runs it).
      'create-flarekit/templates/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat['recommended-latest'] ?? reactHooks.configs['recommended-latest'],
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // The checks of both products together: each function does one thing, short enough to read whole. Two table
    // tests of the walkthroughs are left out: their length is the table, data rather than logic.
    files: ['acceptance/**/*.ts'],
    ignores: ['acceptance/walkthroughs/commands.test.ts', 'acceptance/walkthroughs/extract.test.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    // Playwright reads a test's fixtures from its first parameter, which must be a destructuring pattern, even empty.
    files: ['site/tests/e2e/**'],
    rules: { 'no-empty-pattern': 'off' },
  },
);
