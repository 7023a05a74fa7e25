import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type PackageManager, type TemplateId, TEMPLATE_IDS, composeProject } from '../../src/compose/index.ts';

const ids: readonly TemplateId[] = TEMPLATE_IDS;

function compose(templateId: TemplateId, packageManager: PackageManager = 'npm') {
  return composeProject({ templateId, projectName: 'demo-app', packageManager, cliVersion: '1.2.3' });
}

function text(files: Map<string, string | Uint8Array>, file: string): string {
  const contents = files.get(file);
  if (typeof contents !== 'string') throw new Error(`${file} is missing`);
  return contents;
}

function json<T>(files: Map<string, string | Uint8Array>, file: string): T {
  return JSON.parse(text(files, file)) as T;
}

const isFullStack = (id: TemplateId) => id.startsWith('full-stack');
const hasDb = (id: TemplateId) => !id.endsWith('-no-db');
const hasAuth = (id: TemplateId) => !id.endsWith('-no-db') && !id.endsWith('-no-auth');
const apiDir = (id: TemplateId) => (isFullStack(id) ? 'apps/api/' : '');

const authFiles = [
  'src/lib/auth.ts',
  'src/middleware/require-auth.ts',
  'src/middleware/require-role.ts',
  'src/routes/users.ts',
  'src/routes/profile.ts',
  '.dev.vars.example',
];
const webAuthFiles = ['apps/web/src/lib/auth-client.ts', 'apps/web/src/routes/login.tsx'];
const dbFiles = [
  'src/db/index.ts',
  'src/db/schema.ts',
  'drizzle.config.ts',
  'drizzle/0000_init.sql',
  'src/routes/posts.ts',
];
const alwaysApiFiles = [
  'src/index.ts',
  'src/env.ts',
  'src/routes/health.ts',
  'src/routes/todos.ts',
  'src/lib/create-router.ts',
  'src/lib/schemas.ts',
  'src/middleware/rate-limit.ts',
  'wrangler.jsonc',
  'vitest.config.ts',
];

describe.each(ids)('%s', (id) => {
  it('records the template, the CLI version and the package manager in flarekit.json', async () => {
    expect(json(await compose(id, 'bun'), 'flarekit.json')).toEqual({
      template: id,
      version: '1.2.3',
      packageManager: 'bun',
    });
  });

  it("writes AGENTS.md for its template in the package manager's words, and CLAUDE.md importing it", async () => {
    const files = await compose(id, 'pnpm');
    const agents = text(files, 'AGENTS.md');
    expect(agents).toContain(`create-flarekit 1.2.3 from the template \`${id}\``);
    expect(agents).toContain('`pnpm run typecheck`');
    expect(agents).not.toMatch(/\bnpm (?:run|test|install)\b/);
    expect(agents.includes('## Add a table')).toBe(!id.endsWith('-no-db'));
    expect(agents.includes('generate:client')).toBe(id.startsWith('full-stack-orval'));
    expect(text(files, 'CLAUDE.md')).toBe('@AGENTS.md\n');
  });

  it('has the API files of its variant, and only those', async () => {
    const files = await compose(id);
    const at = (file: string) => `${apiDir(id)}${file}`;
    for (const file of alwaysApiFiles) expect(files.has(at(file)), file).toBe(true);
    for (const file of authFiles) expect(files.has(at(file)), file).toBe(hasAuth(id));
    for (const file of dbFiles) expect(files.has(at(file)), file).toBe(hasDb(id));
    expect([...files.keys()].some((file) => file.startsWith(at('drizzle/')))).toBe(hasDb(id));
  });

  it('places the API at the root only in API-only projects', async () => {
    const files = await compose(id);
    expect(files.has('apps/api/src/index.ts')).toBe(isFullStack(id));
    expect(files.has('src/index.ts')).toBe(!isFullStack(id));
    expect([...files.keys()].some((file) => file.startsWith('apps/web/'))).toBe(isFullStack(id));
  });

  it('names the Worker and the D1 database after the project', async () => {
    const wrangler = json<{
      name: string;
      compatibility_date: string;
      d1_databases?: { binding: string; database_name: string }[];
      assets?: { directory: string };
    }>(await compose(id), `${apiDir(id)}wrangler.jsonc`);
    expect(wrangler.name).toBe('demo-app');
    expect(wrangler.compatibility_date).toBe('2026-10-19');
    expect(wrangler.d1_databases?.map((db) => [db.binding, db.database_name])).toEqual(
      hasDb(id) ? [['DB', 'demo-app-db']] : undefined,
    );
    expect(wrangler.assets?.directory).toBe(isFullStack(id) ? '../web/dist' : 'public');
  });

  it('pins each package at one version in all its package.json files', async () => {
    const files = await compose(id);
    const versions = new Map<string, Set<string>>();
    for (const [file, contents] of files) {
      if (!file.endsWith('package.json') || typeof contents !== 'string') continue;
      const manifest = JSON.parse(contents) as Record<string, Record<string, string> | undefined>;
      for (const field of ['dependencies', 'devDependencies'] as const) {
        for (const [name, version] of Object.entries(manifest[field] ?? {})) {
          versions.set(name, (versions.get(name) ?? new Set()).add(version));
        }
      }
    }
    const differing = [...versions].filter(([, pinned]) => pinned.size > 1).map(([name]) => name);
    expect(differing).toEqual([]);
  });

  if (isFullStack(id)) {
    it('installs wrangler at the root too, so every manager finds the pinned one from the root', async () => {
      const files = await compose(id);
      const root = json<{ devDependencies: Record<string, string> }>(files, 'package.json');
      const api = json<{ devDependencies: Record<string, string> }>(files, 'apps/api/package.json');
      expect(root.devDependencies.wrangler).toBe(api.devDependencies.wrangler);
    });
  }

  it('stores no file under a name npm would drop or act on', async () => {
    const files = await compose(id);
    const names = [...files.keys()];
    expect(names).toContain('.gitignore');
    expect(names.some((file) => file.endsWith('_gitignore'))).toBe(false);
  });

  it('leaves no trace of the placeholder project name', async () => {
    const files = await compose(id);
    for (const file of files.keys()) expect(text(files, file), file).not.toContain('my-flarekit-app');
  });
});

describe('.gitignore', () => {
  // What the tools write while the project is developed, relative to the project root: git must not show any of it.
  const written = [
    'node_modules/x/index.js',
    'apps/web/dist/index.html',
    'apps/web/.tanstack/tmp/a1b2-routeTree.gen.ts',
    'apps/api/.wrangler/state/v3/d1/db.sqlite',
    'apps/api/.dev.vars',
    'apps/web/playwright-report/index.html',
    'apps/web/test-results/.last-run.json',
  ];
  it.each(ids.filter(isFullStack))('%s: git ignores what the dev tools write', async (id) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'flarekit-gitignore-'));
    writeFileSync(path.join(dir, '.gitignore'), text(await compose(id), '.gitignore'));
    const git = (...args: string[]) => spawnSync('git', args, { cwd: dir, encoding: 'utf8' });
    expect(git('init', '--quiet').status).toBe(0);
    const checked = git('check-ignore', '--no-index', '--verbose', '--non-matching', ...written).stdout;
    const notIgnored = checked
      .split('\n')
      .filter((line) => line.startsWith('::'))
      .map((line) => line.replace(/^::\s*/, ''));
    expect(notIgnored).toEqual([]);
  });
});

describe('full-stack web files', () => {
  it.each(ids.filter(isFullStack))('%s has the auth pages only with auth', async (id) => {
    const files = await compose(id);
    for (const file of webAuthFiles) expect(files.has(file), file).toBe(hasAuth(id));
    expect(files.has('apps/web/src/routes/posts/index.tsx')).toBe(hasDb(id));
    expect(files.has('apps/web/src/routes/posts/$postId.tsx')).toBe(hasDb(id));
    for (const page of ['index.tsx', 'dashboard.tsx', 'about.tsx', '__root.tsx']) {
      expect(files.has(`apps/web/src/routes/${page}`), page).toBe(true);
    }
  });

  it.each(ids.filter(isFullStack))('%s has exactly one API client', async (id) => {
    const files = await compose(id);
    const orval = id.includes('orval');
    expect(files.has('apps/web/orval.config.ts')).toBe(orval);
    expect(files.has('apps/web/src/lib/fetcher.ts')).toBe(orval);
    expect(files.has('apps/web/src/api/generated/todos/todos.ts')).toBe(orval);
    expect(files.has('apps/web/src/api/generated/posts/posts.ts')).toBe(orval && hasDb(id));
    expect(files.has('apps/web/src/api/generated/users/users.ts')).toBe(orval && hasAuth(id));
    expect(files.has('apps/web/src/lib/api.ts')).toBe(!orval);
  });

  it.each(ids.filter(isFullStack))(
    '%s: the end-to-end tests start once the API answers through the Vite proxy',
    async (id) => {
      const files = await compose(id);
      // Vite listens seconds before wrangler dev: waiting for Vite alone let the first test meet a page still waiting
      // for its session. /health is proxied to the API, so it answers 200 only when both servers are up.
      expect(text(files, 'apps/web/playwright.config.ts')).toContain("url: 'http://localhost:5173/health',");
      expect(text(files, 'apps/web/vite.config.ts')).toContain("'/health': 'http://localhost:8787',");
    },
  );
});

describe('auth URL in development', () => {
  it.each(ids.filter(hasAuth))('%s sets BETTER_AUTH_URL to the origin the browser uses', async (id) => {
    const files = await compose(id);
    const example = files.get(isFullStack(id) ? 'apps/api/.dev.vars.example' : '.dev.vars.example');
    // Full stack: the browser talks to Vite, which proxies /api; API only: to wrangler dev itself.
    expect(example).toContain(`BETTER_AUTH_URL=http://localhost:${isFullStack(id) ? 5173 : 8787}\n`);
  });
});

describe('local settings', () => {
  it.each(ids.filter(hasAuth))('%s writes .dev.vars with a new 44-character secret, once per project', async (id) => {
    const read = async () => text(await compose(id), `${apiDir(id)}.dev.vars`);
    const [first, second] = [await read(), await read()];
    const secret = (vars: string) => /^BETTER_AUTH_SECRET=(.*)$/m.exec(vars)?.[1] ?? '';
    expect(secret(first)).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(secret(second)).not.toBe(secret(first));
    // Everything else is the example's.
    const example = text(await compose(id), `${apiDir(id)}.dev.vars.example`);
    expect(first.replace(secret(first), '')).toBe(example);
  });

  it.each(ids.filter((id) => !hasAuth(id)))('%s has no .dev.vars (nothing to configure)', async (id) => {
    const files = await compose(id);
    expect([...files.keys()].filter((file) => file.includes('.dev.vars'))).toEqual([]);
  });
});

describe('README', () => {
  it.each(ids)('%s has the first-run steps of its variant', async (id) => {
    const readme = text(await compose(id), 'README.md');
    expect(readme).not.toContain('<!-- first-run -->');
    expect(readme).toContain('## First run');
    expect(readme.includes('npm run db:migrate:local')).toBe(hasDb(id));
    expect(readme.includes(`cp ${apiDir(id)}.dev.vars.example ${apiDir(id)}.dev.vars`)).toBe(hasAuth(id));
    const redirect = `http://localhost:${isFullStack(id) ? 5173 : 8787}/api/auth/callback/discord`;
    expect(readme.includes(redirect)).toBe(hasAuth(id));
  });
});

describe('CI workflow', () => {
  it.each(ids)('%s runs its own scripts, in order, as its package manager writes them', async (id) => {
    const workflow = text(await compose(id, 'pnpm'), '.github/workflows/ci.yml');
    const runs = [...workflow.matchAll(/^\s+(?:- )?run: (.*)$/gm)].map((match) => match[1]);
    expect(runs.slice(0, 4)).toEqual([
      'pnpm install --frozen-lockfile',
      'pnpm run typecheck',
      'pnpm run lint',
      'pnpm run test',
    ]);
    expect(runs).toContain('pnpm exec wrangler deploy --dry-run --outdir .wrangler/dry-run');
    expect(runs.includes('pnpm run test:e2e')).toBe(isFullStack(id));
    expect(runs.includes('pnpm run db:migrate:local')).toBe(isFullStack(id) && hasDb(id));
    expect(runs.some((run) => run?.includes('.dev.vars'))).toBe(isFullStack(id) && hasAuth(id));
  });

  it('sets up each package manager on the runner', async () => {
    const setup = async (pm: PackageManager) => text(await compose('api', pm), '.github/workflows/ci.yml');
    expect(await setup('npm')).toContain('cache: npm');
    expect(await setup('pnpm')).toContain('uses: pnpm/action-setup@v4');
    expect(await setup('bun')).toContain('uses: oven-sh/setup-bun@v2');
    expect(await setup('yarn')).toContain('run: yarn install --frozen-lockfile');
  });
});

const fullStackScripts = ['dev', 'dev:web', 'dev:api', 'build', 'typecheck', 'lint', 'test', 'test:e2e', 'deploy'];
const dbScripts = ['db:generate', 'db:migrate:local', 'db:migrate:remote', 'db:studio'];

describe('root scripts', () => {
  it.each(ids)('%s has the documented scripts', async (id) => {
    const pkg = json<{ scripts: Record<string, string>; engines: { node: string } }>(await compose(id), 'package.json');
    const expected = [
      ...(isFullStack(id) ? fullStackScripts : ['dev', 'deploy', 'typecheck', 'lint', 'test']),
      ...(hasDb(id) ? dbScripts : []),
      ...(id.includes('orval') ? ['generate:client'] : []),
    ];
    expect(Object.keys(pkg.scripts).sort()).toEqual(expected.sort());
    expect(pkg.engines.node).toBe('>=22.18');
  });

  it('runs wrangler on port 8787 in API-only projects and D1 migrations by binding', async () => {
    const pkg = json<{ scripts: Record<string, string> }>(await compose('api'), 'package.json');
    // With sign-in, .dev.vars is checked first (it only prints).
    expect(pkg.scripts.dev).toBe('node scripts/check-dev-vars.mjs && wrangler dev');
    const noAuth = json<{ scripts: Record<string, string> }>(await compose('api-no-auth'), 'package.json');
    expect(noAuth.scripts.dev).toBe('wrangler dev');
    expect(pkg.scripts['db:migrate:local']).toBe('wrangler d1 migrations apply DB --local');
    expect(pkg.scripts['db:migrate:remote']).toBe('wrangler d1 migrations apply DB --remote');
  });
});

describe('package managers', () => {
  it.each<[PackageManager, string, string]>([
    ['npm', 'npm run dev --workspace api', 'npm run build && npm run deploy --workspace api'],
    ['yarn', 'yarn workspace api dev', 'yarn build && yarn workspace api deploy'],
    ['pnpm', 'pnpm --filter api run dev', 'pnpm run build && pnpm --filter api run deploy'],
    ['bun', 'bun run --filter api dev', 'bun run build && bun run --filter api deploy'],
  ])('%s: workspace scripts use its own commands', async (pm, devApi, deploy) => {
    const pkg = json<{ scripts: Record<string, string> }>(await compose('full-stack-rpc', pm), 'package.json');
    expect(pkg.scripts['dev:api']).toBe(devApi);
    expect(pkg.scripts.deploy).toBe(deploy);
  });

  it('adds pnpm-workspace.yaml to pnpm projects only: the apps of a full-stack one, and the builds pnpm may run', async () => {
    expect(text(await compose('full-stack-orval', 'pnpm'), 'pnpm-workspace.yaml')).toBe(
      'packages:\n  - apps/api\n  - apps/web\n\nallowBuilds:\n  "@scarf/scarf": false\n  esbuild: true\n  workerd: true\n',
    );
    expect(text(await compose('api', 'pnpm'), 'pnpm-workspace.yaml')).toBe(
      'allowBuilds:\n  "@scarf/scarf": false\n  esbuild: true\n  workerd: true\n',
    );
    expect((await compose('full-stack-orval', 'npm')).has('pnpm-workspace.yaml')).toBe(false);
    expect((await compose('api', 'yarn')).has('pnpm-workspace.yaml')).toBe(false);
  });

  it('ships the tested npm lockfile only to npm projects, under the project name', async () => {
    const npm = await compose('full-stack-orval', 'npm');
    expect(json<{ name: string }>(npm, 'package-lock.json').name).toBe('demo-app');
    expect((await compose('full-stack-orval', 'yarn')).has('package-lock.json')).toBe(false);
  });
});

it('refuses an unknown template', async () => {
  await expect(compose('full-stack' as TemplateId)).rejects.toThrow('unknown template "full-stack"');
});
