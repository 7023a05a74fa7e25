/**
 * `create-flarekit doctor`, the built CLI, run in projects composed as the CLI writes them: a clean one (exit 0, every
 * check ok), then one row per problem seeded into it, each asserting the exit code and the finding's id and level, in
 * the text and in `--json`. No run may print a value of .dev.vars.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import type { TemplateId } from '../../src/compose/index.ts';
import { cliVersion } from '../../src/cli/version.ts';
import { parseDevVars } from '../../src/compose/dev-vars.ts';
import type { DoctorReport, Finding } from '../../src/doctor/finding.ts';
import { runBin, tempDir } from '../cli/helpers.ts';
import { cleanProject, editJson, editWrangler, migrateLocally, SECRETS, type Seeded, setDevVar } from './seed.ts';

/** Runs `doctor` (text, then --json) in `cwd`: neither prints a secret, and both exit alike. */
function runDoctor(cwd: string, args: string[] = []): { status: number | null; text: string; report: DoctorReport } {
  const text = runBin(['doctor', ...args], cwd);
  const json = runBin(['doctor', '--json', ...args], cwd);
  // The seeded values, and whatever .dev.vars holds now (a row may have shortened one).
  const secrets = [...Object.values(SECRETS), ...devVarsSecrets(cwd)];
  for (const output of [text.stdout, text.stderr, json.stdout, json.stderr]) {
    for (const secret of secrets) expect(output).not.toContain(secret);
  }
  expect(json.stderr).toBe('');
  expect(json.status).toBe(text.status);
  return { status: text.status, text: text.stdout + text.stderr, report: JSON.parse(json.stdout) as DoctorReport };
}

/** The secret values of the .dev.vars of the project `cwd` is in (none outside one). */
function devVarsSecrets(cwd: string): string[] {
  for (let dir = cwd; ; dir = path.dirname(dir)) {
    for (const file of [path.join(dir, 'apps', 'api', '.dev.vars'), path.join(dir, '.dev.vars')]) {
      if (!existsSync(path.join(dir, 'flarekit.json')) || !existsSync(file)) continue;
      const vars = parseDevVars(readFileSync(file, 'utf8'));
      return ['BETTER_AUTH_SECRET', 'DISCORD_CLIENT_SECRET']
        .map((name) => vars.get(name) ?? '')
        .filter((value) => value.length >= 8);
    }
    if (path.dirname(dir) === dir) return [];
  }
}

function findingOf(report: DoctorReport, id: string): Finding {
  const found = report.findings.find((item) => item.id === id);
  if (!found) throw new Error(`no finding ${id} in ${JSON.stringify(report.findings.map((item) => item.id))}`);
  return found;
}

const MARK = { ok: '✔', warning: '▲', error: '✖' } as const;

describe('doctor in a project', () => {
  test.each<TemplateId>(['full-stack-orval', 'api', 'api-no-db'])(
    'a clean %s project: exit 0, every finding ok',
    async (templateId) => {
      const { root } = await cleanProject(templateId);
      const { status, text, report } = runDoctor(root);
      expect(report.findings.filter((item) => item.level !== 'ok')).toEqual([]);
      expect(status).toBe(0);
      expect(report.ok).toBe(true);
      expect(report.project).toEqual({
        path: root,
        template: templateId,
        version: cliVersion(),
        packageManager: 'npm',
      });
      const ids = report.findings.map((item) => item.id);
      const withDb = templateId !== 'api-no-db';
      expect(ids).toEqual([
        'node-version',
        ...(withDb ? ['dev-vars-secret', 'dev-vars-url', 'dev-vars-discord'] : []),
        'worker-name',
        ...(withDb ? ['d1-database-id', 'migrations'] : []),
        'compatibility-date',
        'pins',
      ]);
      expect(text).toContain('0 errors, 0 warnings.');
    },
  );

  test('from a folder inside the project, the same project', async () => {
    const { root, api } = await cleanProject();
    const { status, report } = runDoctor(path.join(api, 'src'));
    expect(status).toBe(0);
    expect(report.project?.path).toBe(root);
  });

  // [problem, seed it, finding id, level, exit code, text the finding shows]
  test.each<[string, (project: Seeded) => void, string, Finding['level'], number, string]>([
    [
      'a Node.js older than the project declares',
      ({ root }) => editJson(path.join(root, 'package.json'), (pkg) => (pkg.engines = { node: '>=99.1' })),
      'node-version',
      'error',
      1,
      'is older than the project\'s ">=99.1"',
    ],
    [
      '.dev.vars missing',
      ({ api }) => rmSync(path.join(api, '.dev.vars')),
      'dev-vars-missing',
      'error',
      1,
      'cp apps/api/.dev.vars.example apps/api/.dev.vars',
    ],
    [
      'a secret too short',
      ({ api }) => setDevVar(api, 'BETTER_AUTH_SECRET', SECRETS.BETTER_AUTH_SECRET.slice(0, 20)),
      'dev-vars-secret',
      'error',
      1,
      'BETTER_AUTH_SECRET is 20 characters long',
    ],
    [
      'an empty secret',
      ({ api }) => setDevVar(api, 'BETTER_AUTH_SECRET', ''),
      'dev-vars-secret',
      'error',
      1,
      'BETTER_AUTH_SECRET is empty',
    ],
    [
      'a base URL that is not http(s)',
      ({ api }) => setDevVar(api, 'BETTER_AUTH_URL', 'localhost:5173'),
      'dev-vars-url',
      'error',
      1,
      'BETTER_AUTH_URL=http://localhost:5173',
    ],
    [
      'the Discord secret empty',
      ({ api }) => setDevVar(api, 'DISCORD_CLIENT_SECRET', ''),
      'dev-vars-discord',
      'warning',
      0,
      'DISCORD_CLIENT_SECRET is empty',
    ],
    [
      'a Worker name the rule refuses',
      ({ api }) => editWrangler(api, (config) => (config.name = 'My_App')),
      'worker-name',
      'error',
      1,
      '"My_App" (the "name" in apps/api/wrangler.jsonc) cannot be the project name',
    ],
    [
      'the D1 database_id placeholder',
      ({ api }) =>
        editWrangler(api, (config) => {
          for (const database of config.d1_databases as Record<string, unknown>[]) {
            database.database_id = '00000000-0000-0000-0000-000000000000';
          }
        }),
      'd1-database-id',
      'warning',
      0,
      'npx wrangler d1 create my-app-db --binding DB',
    ],
    [
      'no local database yet',
      ({ api }) => rmSync(path.join(api, '.wrangler'), { recursive: true }),
      'migrations',
      'error',
      1,
      'The local database is not migrated',
    ],
    [
      'a migration not applied locally',
      ({ api }) =>
        writeFileSync(path.join(api, 'drizzle', '0001_add_column.sql'), 'ALTER TABLE todos ADD note text;\n'),
      'migrations',
      'error',
      1,
      '1 migration is not applied to the local database: 0001_add_column.sql.',
    ],
    [
      'a compatibility date older than 180 days',
      ({ api }) => editWrangler(api, (config) => (config.compatibility_date = '2024-09-23')),
      'compatibility-date',
      'warning',
      0,
      'compatibility_date 2024-09-23 is',
    ],
    [
      'a pin that drifted',
      ({ api }) =>
        editJson(
          path.join(api, 'package.json'),
          (pkg) => ((pkg.dependencies as Record<string, string>).hono = '4.0.0'),
        ),
      'pins',
      'warning',
      0,
      'hono 4.0.0 (template: ',
    ],
    [
      'a pin that drifted, in a project an older create-flarekit created',
      ({ root, api }) => {
        editJson(path.join(root, 'flarekit.json'), (settings) => (settings.version = '0.0.1'));
        editJson(
          path.join(api, 'package.json'),
          (pkg) => ((pkg.dependencies as Record<string, string>).hono = '4.0.0'),
        );
      },
      'pins',
      'warning',
      0,
      `The project was created with create-flarekit 0.0.1; this compares it with create-flarekit ${cliVersion()}'s template full-stack-orval`,
    ],
  ])('%s: %s, %s, exit %i', async (_problem, seed, id, level, exitCode, shown) => {
    const project = await cleanProject();
    seed(project);
    const { status, text, report } = runDoctor(project.root);
    expect(status).toBe(exitCode);
    expect(report.ok).toBe(exitCode === 0);
    const found = findingOf(report, id);
    expect(found.level).toBe(level);
    expect(found.fix).not.toBe('');
    expect(found.page).toMatch(/^\/docs\/[a-z-]+\/[a-z-]+#[a-z0-9-]+$/);
    expect(`${found.message}\n${found.fix}`).toContain(shown);
    expect(text).toContain(`${MARK[level]} ${found.message}`);
    expect(text).toContain(`  https://flarekit.dev${found.page}`);
    // The seeded problem is the only one.
    expect(report.findings.filter((item) => item.level !== 'ok').map((item) => item.id)).toEqual([id]);
  });

  test('an API-only project: its paths at the root', async () => {
    const { root } = await cleanProject('api');
    rmSync(path.join(root, '.wrangler'), { recursive: true });
    rmSync(path.join(root, '.dev.vars'));
    const { status, report } = runDoctor(root);
    expect(status).toBe(1);
    expect(findingOf(report, 'dev-vars-missing').fix).toMatch(/^cp \.dev\.vars\.example \.dev\.vars,/);
    expect(findingOf(report, 'migrations').message).toContain('under .wrangler/state/v3/d1/');
  });

  test.each<[string, (root: string) => void, string]>([
    [
      'flarekit.json says pnpm',
      (root) => editJson(path.join(root, 'flarekit.json'), (s) => (s.packageManager = 'pnpm')),
      'pnpm run db:migrate:local',
    ],
    [
      'no packageManager, a yarn.lock',
      (root) => {
        editJson(path.join(root, 'flarekit.json'), (s) => delete s.packageManager);
        rmSync(path.join(root, 'package-lock.json'));
        writeFileSync(path.join(root, 'yarn.lock'), '');
      },
      'yarn db:migrate:local',
    ],
    [
      'no packageManager, package-lock.json',
      (root) => editJson(path.join(root, 'flarekit.json'), (s) => delete s.packageManager),
      'npm run db:migrate:local',
    ],
  ])("the fix in the project manager's words: %s", async (_case, seed, fix) => {
    const { root, api } = await cleanProject();
    rmSync(path.join(api, '.wrangler'), { recursive: true });
    seed(root);
    const { report } = runDoctor(root);
    expect(findingOf(report, 'migrations').fix).toBe(fix);
  });

  test('a database migrated before the latest migration names only the missing one', async () => {
    const { root, api } = await cleanProject();
    rmSync(path.join(api, '.wrangler'), { recursive: true });
    migrateLocally(api, []);
    const { status, report } = runDoctor(root);
    expect(status).toBe(1);
    expect(findingOf(report, 'migrations').message).toBe(
      '1 migration is not applied to the local database: 0000_init.sql.',
    );
  });
});

describe('doctor outside a project, or with other arguments', () => {
  test('no flarekit.json here or above: exit 1, the fix says where to run it', () => {
    const cwd = tempDir();
    mkdirSync(path.join(cwd, 'empty'));
    const { status, text, report } = runDoctor(path.join(cwd, 'empty'));
    expect(status).toBe(1);
    expect(report).toEqual({
      ok: false,
      findings: [
        {
          id: 'no-project',
          level: 'error',
          message: 'No flarekit.json in this folder or its parents: doctor checks a project create-flarekit generated.',
          fix: "cd into the project's folder (the one holding flarekit.json) and run create-flarekit doctor [--json] again.",
          page: '/docs/getting-started/cli-options#checking-a-project-doctor',
        },
      ],
    });
    expect(text).toContain('✖ No flarekit.json in this folder or its parents');
  });

  test.each([['--yes'], ['my-app'], ['--pm', 'pnpm']])('doctor %s: refused, exit 1', async (...args) => {
    const { root } = await cleanProject();
    const { status, report } = runDoctor(root, args);
    expect(status).toBe(1);
    expect(report.findings.map((item) => [item.id, item.level])).toEqual([['invalid-arguments', 'error']]);
  });
});
