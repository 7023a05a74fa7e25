// The generated README's commands, in the package manager the project was created with.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PackageManager, TemplateId } from '../../src/compose/index.ts';
import { PACKAGE_MANAGERS } from '../../src/compose/package-managers.ts';
import { composed } from '../projects.ts';

async function readme(templateId: TemplateId, packageManager: PackageManager): Promise<string> {
  return String((await composed(templateId, packageManager)).get('README.md'));
}

/** What each manager runs: a script with `yarn x`, `pnpm run x`, `bun run x` (bun test is Bun's test runner). */
const COMMANDS: Record<
  PackageManager,
  Record<'install' | 'run' | 'migrate' | 'dev' | 'test' | 'playwright', string>
> = {
  npm: {
    install: 'npm install',
    run: 'npm run',
    migrate: 'npm run db:migrate:local',
    dev: 'npm run dev',
    test: 'npm test',
    playwright: 'npx playwright install chromium',
  },
  yarn: {
    install: 'yarn install',
    run: 'yarn',
    migrate: 'yarn db:migrate:local',
    dev: 'yarn dev',
    test: 'yarn test',
    playwright: 'yarn playwright install chromium',
  },
  pnpm: {
    install: 'pnpm install',
    run: 'pnpm run',
    migrate: 'pnpm run db:migrate:local',
    dev: 'pnpm run dev',
    test: 'pnpm run test',
    playwright: 'pnpm exec playwright install chromium',
  },
  bun: {
    install: 'bun install',
    run: 'bun run',
    migrate: 'bun run db:migrate:local',
    dev: 'bun run dev',
    test: 'bun run test',
    playwright: 'bunx playwright install chromium',
  },
};

describe('README commands', () => {
  it.each(PACKAGE_MANAGERS)('%s: every command in its own words, the tables lined up', async (manager) => {
    const { install, migrate, dev, test, playwright } = COMMANDS[manager];
    const text = await readme('full-stack-orval', manager);
    expect(text).toMatch(new RegExp(`^${install} +# once;`, 'm'));
    expect(text).toMatch(new RegExp(`^${migrate} +# creates the tables`, 'm'));
    expect(text).toContain(`\n${dev}\n\`\`\``);
    expect(text).toContain(`and restart \`${dev}\``);
    expect(text).toContain(`| \`${test}\` `);
    expect(text).toContain(`\`${playwright}\` once, in \`apps/web\``);
    for (const script of ['build', 'typecheck', 'lint', 'test:e2e', 'deploy']) {
      expect(text).toContain(`| \`${COMMANDS[manager].run} ${script}\``);
    }
    if (manager !== 'npm') expect(text).not.toMatch(/\bnp[mx] /);
    // The first-run comments share a column, and every row of the scripts table is as wide as its header.
    expect(text.indexOf('# once;') - text.indexOf(install)).toBe(text.indexOf('# creates') - text.indexOf(migrate));
    const table = text.split('\n').filter((line) => line.startsWith('|'));
    expect(new Set(table.map((line) => line.length)).size).toBe(1);
  });

  it.each(PACKAGE_MANAGERS)('%s: the API-only README too', async (manager) => {
    const text = await readme('api-no-db', manager);
    expect(text).toMatch(new RegExp(`^${COMMANDS[manager].install} +# once;`, 'm'));
    expect(text).toContain(`| \`${COMMANDS[manager].test}\` `);
    if (manager !== 'npm') expect(text).not.toMatch(/\bnp[mx] /);
  });

  it.each(['full-stack', 'api-only'])('npm: the %s README is the template’s as written', async (layer) => {
    const template = readFileSync(path.join(import.meta.dirname, '../../templates/root', layer, 'README.md'), 'utf8');
    const text = await readme(layer === 'full-stack' ? 'full-stack-orval' : 'api', 'npm');
    const after = (marker: string) => (value: string) => value.slice(value.indexOf(marker));
    expect(after('## Scripts')(text)).toBe(after('## Scripts')(template));
  });
});
