import type { Template } from './templates.ts';
import { managerCommands, type PackageManager } from './package-managers.ts';

const SETUP_NODE = (cache?: string) => [
  '- uses: actions/setup-node@v5',
  '  with:',
  '    node-version: 22 # the latest 22.x: the tools need 22.18 or newer',
  ...(cache ? [`    cache: ${cache}`] : []),
];

/** How each package manager is set up on a GitHub runner. */
const SETUP: Record<PackageManager, string[]> = {
  npm: SETUP_NODE('npm'),
  yarn: SETUP_NODE('yarn'),
  pnpm: ['- uses: pnpm/action-setup@v4', '  with:', '    version: 10', ...SETUP_NODE('pnpm')],
  bun: ['- uses: oven-sh/setup-bun@v2', ...SETUP_NODE()],
};

interface Step {
  name?: string;
  workingDirectory?: string;
  run: string;
}

/** The commands of the CI workflow, in order: what `.github/workflows/ci.yml` runs after checkout and setup. */
export function ciSteps({ type, database: db, auth }: Template, packageManager: PackageManager): Step[] {
  const fullStack = type === 'full-stack';
  const pm = managerCommands(packageManager);
  const api = fullStack ? 'apps/api' : '.';
  const steps: Step[] = [
    { run: pm.frozenInstall },
    { run: pm.run('typecheck') },
    { run: pm.run('lint') },
    { run: pm.run('test') },
  ];
  if (fullStack) steps.push({ run: pm.run('build') });
  steps.push({
    name: 'Deploy dry run (the Worker bundled as it would be uploaded; no Cloudflare account needed)',
    ...(fullStack && { workingDirectory: api }),
    run: pm.exec('wrangler deploy --dry-run --outdir .wrangler/dry-run'),
  });
  if (!fullStack) return steps;
  if (auth) {
    steps.push({
      name: 'Local settings for the end-to-end tests (.dev.vars is git-ignored)',
      run: `sed "s|^BETTER_AUTH_SECRET=$|BETTER_AUTH_SECRET=$(openssl rand -base64 32)|" ${api}/.dev.vars.example > ${api}/.dev.vars`,
    });
  }
  if (db) steps.push({ run: pm.run('db:migrate:local') });
  steps.push(
    {
      name: 'Install Chromium for Playwright',
      workingDirectory: 'apps/web',
      run: pm.exec('playwright install --with-deps chromium'),
    },
    { run: pm.run('test:e2e') },
  );
  return steps;
}

/** `.github/workflows/ci.yml` of a generated project. */
export function ciWorkflow(template: Template, packageManager: PackageManager): string {
  const stepLines = ciSteps(template, packageManager).flatMap((step) => {
    const lines = [
      step.name ? `- name: ${step.name}` : undefined,
      step.workingDirectory ? `working-directory: ${step.workingDirectory}` : undefined,
      `run: ${step.run}`,
    ].filter((line): line is string => line !== undefined);
    return lines.map((line, i) => (i === 0 && !line.startsWith('- ') ? `- ${line}` : i === 0 ? line : `  ${line}`));
  });
  const what =
    template.type === 'full-stack'
      ? "types, lint, the API's tests, the web build, a deploy dry run and the end-to-end tests in Chromium"
      : 'types, lint, the tests and a deploy dry run';
  return [
    'name: CI',
    '',
    '# Every push to main and every pull request:',
    `# ${what}.`,
    'on:',
    '  push:',
    '    branches: [main]',
    '  pull_request:',
    '',
    'jobs:',
    '  check:',
    '    runs-on: ubuntu-latest',
    '    steps:',
    ...['- uses: actions/checkout@v5', ...SETUP[packageManager], ...stepLines].map((line) => `      ${line}`),
    '',
  ].join('\n');
}
