import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DRY_RUN_WRANGLER,
  type ManagerRun,
  includesHeaders,
  outputInManager,
  planCommand,
  splitCurlOutput,
  unpinnedPackages,
} from './commands.ts';

const TARBALL = '/tmp/create-flarekit-0.1.0.tgz';
const EXEC = `npm exec --yes --package=${TARBALL} -- create-flarekit`;

describe('planCommand', () => {
  // [command, shell that runs, mode]
  const cases: Array<[string, string, string]> = [
    ['npm create flarekit@latest my-app', `${EXEC} my-app`, 'prompts'],
    ['npm create flarekit@latest my-app -- -y', `${EXEC} my-app -y`, 'run'],
    ['npm create flarekit@latest my-api -- --type api-only', `${EXEC} my-api --type api-only`, 'prompts'],
    ['npm create flarekit@latest -- --yes', `${EXEC} --yes`, 'run'],
    ['npm create flarekit@latest my-app -- -y -- x', `${EXEC} my-app -y -- x`, 'run'],
    [
      'npm create flarekit@latest my-app -- -y --no-git || echo "Flarekit failed with exit code $?"',
      `${EXEC} my-app -y --no-git || echo "Flarekit failed with exit code $?"`,
      'run',
    ],
    ['npm create flarekit@latest my-app && cd my-app', `${EXEC} my-app && cd my-app`, 'prompts'],
    ['npm run dev', 'npm run dev', 'background'],
    ['npm run deploy', 'npm run deploy', 'run'],
    ['cd my-app', 'cd my-app', 'run'],
    ['curl https://my-app.<your-subdomain>.workers.dev/health', 'curl http://localhost:8787/health', 'run'],
  ];
  for (const [command, shell, mode] of cases) {
    it(command, () => {
      const plan = planCommand(command, TARBALL);
      expect(plan.shell).toBe(shell);
      expect(plan.mode).toBe(mode);
    });
  }

  it('names every substitution and none for commands run as written', () => {
    expect(planCommand('npm create flarekit@latest my-app', TARBALL).substitutions).toEqual([
      'runs the packed CLI: npm exec --yes --package=<create-flarekit tarball> -- create-flarekit my-app',
      'answers every question with Enter',
    ]);
    expect(planCommand('npm run deploy', TARBALL)).toMatchObject({ dryRunDeploy: true });
    expect(planCommand('npm run db:migrate:local', TARBALL).substitutions).toEqual([]);
  });

  it('puts a signed-in session in place of the placeholder cookie, and needs one', () => {
    const command = 'curl -b "better-auth.session_token=…" http://localhost:5173/api/todos';
    expect(planCommand(command, TARBALL, { cookie: 'better-auth.session_token=abc.sig' }).shell).toBe(
      'curl -b "better-auth.session_token=abc.sig" http://localhost:5173/api/todos',
    );
    expect(() => planCommand(command, TARBALL)).toThrow(/needs a signed-in session/);
  });

  it("puts the id an earlier answer generated in place of the page's example id, and says so", () => {
    const real = 'a1b2c3d4-0000-4000-8000-00000000000a';
    const ids = new Map([['3f0c6a52', real]]);
    const command = 'curl -X DELETE http://localhost:5173/api/todos/3f0c6a52-9d1e-4a51-8f8e-2a4e0f6b9c11';
    expect(planCommand(command, TARBALL, { ids })).toMatchObject({
      shell: `curl -X DELETE http://localhost:5173/api/todos/${real}`,
      substitutions: ["the id an earlier answer generated in place of the page's 3f0c6a52-9d1e-4a51-8f8e-2a4e0f6b9c11"],
    });
    const unknown = 'curl http://localhost:5173/api/todos/7d2e1b90-9d1e-4a51-8f8e-2a4e0f6b9c11';
    expect(planCommand(unknown, TARBALL, { ids })).toMatchObject({ shell: unknown, substitutions: [] });
  });

  it('asks the local Worker in place of a deployed one, and says so', () => {
    expect(planCommand('curl -i https://app.example.com/health', TARBALL).substitutions).toEqual([
      'asks the local wrangler dev (http://localhost:8787) in place of the deployed https://app.example.com',
    ]);
  });

  it('waits for Drizzle Studio on its own port, and for the dev servers as the runner knows them', () => {
    expect(planCommand('npm run db:studio', TARBALL).serves).toBe('http://127.0.0.1:4983/');
    expect(planCommand('npm run dev', TARBALL).serves).toBeUndefined();
    expect(planCommand('npm run dev:web', TARBALL).serves).toBe('http://localhost:5173/');
  });

  describe("in another manager's tab", () => {
    const pnpm: ManagerRun = { name: 'pnpm', userAgent: 'pnpm/12.21.0 npm/? node/v24.21.0 linux x64' };
    // [page's command, what the reader types, shell that runs, mode]
    const cases: Array<[string, string, string, string]> = [
      [
        'npm create flarekit@latest my-app',
        'pnpm create flarekit my-app',
        `npm_config_user_agent='pnpm/12.21.0 npm/? node/v24.21.0 linux x64' ${EXEC} my-app`,
        'prompts',
      ],
      ['npm run dev', 'pnpm run dev', 'pnpm run dev', 'background'],
      ['npm run deploy', 'pnpm run deploy', 'pnpm run deploy', 'run'],
      ['npx wrangler d1 list', 'pnpm exec wrangler d1 list', 'pnpm exec wrangler d1 list', 'run'],
    ];
    for (const [command, typed, shell, mode] of cases) {
      it(`${command} → ${typed}`, () => {
        expect(planCommand(command, TARBALL, { manager: pnpm })).toMatchObject({ typed, shell, mode });
      });
    }

    it('names the user agent it starts the CLI with, and keeps the dry-run deploy', () => {
      expect(planCommand('npm create flarekit@latest my-app -- -y', TARBALL, { manager: pnpm }).substitutions).toEqual([
        'runs the packed CLI: npm exec --yes --package=<create-flarekit tarball> -- create-flarekit my-app -y',
        "with pnpm's user agent (pnpm/12.21.0), as pnpm create sets it",
      ]);
      expect(planCommand('npm run deploy', TARBALL, { manager: pnpm })).toMatchObject({ dryRunDeploy: true });
    });
  });

  it('refuses an npm create it cannot map word by word', () => {
    expect(() => planCommand('npm create flarekit@latest "my app"', TARBALL)).toThrow(/not supported/);
    expect(() => planCommand('npm create flarekit@latest my-app||ls', TARBALL)).toThrow(/not supported/);
  });
});

describe('splitCurlOutput', () => {
  it('splits the status line off the body', () => {
    expect(splitCurlOutput('{"a":1}\n201')).toEqual({ status: 201, body: '{"a":1}' });
    expect(() => splitCurlOutput('{"a":1}')).toThrow(/no status/);
  });

  it('takes the headers of curl -i off the body, keeping the status line', () => {
    const output = 'HTTP/1.1 401 Unauthorized\r\nContent-Type: application/json\r\n\r\n{"error":"Unauthorized"}\n401';
    expect(splitCurlOutput(output, true)).toEqual({
      status: 401,
      statusLine: 'HTTP/1.1 401 Unauthorized',
      headers: ['Content-Type: application/json'],
      body: '{"error":"Unauthorized"}',
    });
    expect(splitCurlOutput('HTTP/1.1 204 No Content\r\n\r\n\n204', true)).toEqual({
      status: 204,
      statusLine: 'HTTP/1.1 204 No Content',
      headers: [],
      body: '',
    });
    // curl -I: the headers alone.
    expect(splitCurlOutput('HTTP/1.1 200 OK\r\nCache-Control: no-cache\r\nETag: "1"\r\n\r\n\n200', true)).toEqual({
      status: 200,
      statusLine: 'HTTP/1.1 200 OK',
      headers: ['Cache-Control: no-cache', 'ETag: "1"'],
      body: '',
    });
    expect(() => splitCurlOutput('{"a":1}\n200', true)).toThrow(/printed no headers/);
  });
});

describe('includesHeaders', () => {
  const cases: Array<[string, boolean]> = [
    ['curl -i http://localhost:8787/api/profile', true],
    ['curl --include http://localhost:8787/', true],
    ['curl -X POST http://localhost:8787/ -i', true],
    ['curl -I http://localhost:8787/', true],
    ['curl --head http://localhost:8787/', true],
    ['curl -H "X-Id: 1" http://localhost:8787/', false],
  ];
  for (const [command, expected] of cases) it(command, () => expect(includesHeaders(command)).toBe(expected));
});

describe('the dry-run wrangler', () => {
  it('makes deploy a dry run, passes everything else on, and runs the original from its own folder', () => {
    const bin = mkdtempSync(path.join(os.tmpdir(), 'walkthrough-bin-'));
    const wrangler = path.join(bin, 'wrangler');
    // Like pnpm's shims, the original finds its files from its own path.
    writeFileSync(wrangler, '#!/bin/sh\necho "$(basename "$(dirname "$0")") $*"\n');
    chmodSync(wrangler, 0o755);
    renameSync(wrangler, `${wrangler}.walkthrough-original`);
    writeFileSync(wrangler, DRY_RUN_WRANGLER, { mode: 0o755 });
    const run = (...args: string[]) => execFileSync(wrangler, args, { encoding: 'utf8' }).trim();
    const folder = path.basename(bin);
    expect(run('deploy', '--env', 'staging')).toBe(`${folder} deploy --dry-run --env staging`);
    expect(run('dev', '--port', '8788')).toBe(`${folder} dev --port 8788`);
    expect(run('d1', 'list', 'deploy')).toBe(`${folder} d1 list deploy`);
  });
});

describe('outputInManager', () => {
  it("writes an npm command of the output as the tab shows it, and the word npm elsewhere as the manager's name", () => {
    const printed = [
      '◇ Which package manager?                  npm',
      '✔ Created my-app from template full-stack-orval',
      'Next steps:',
      '  cd my-app',
      '  npm run db:migrate:local',
      '  npx wrangler login',
    ].join('\n');
    expect(outputInManager(printed, 'pnpm').split('\n')).toEqual([
      '◇ Which package manager?                  pnpm',
      '✔ Created my-app from template full-stack-orval',
      'Next steps:',
      '  cd my-app',
      '  pnpm run db:migrate:local',
      '  pnpm exec wrangler login',
    ]);
  });
});

describe('unpinnedPackages', () => {
  // [command, the packages it installs without an exact version]
  const cases: Array<[string, string[]]> = [
    ['npm install -D @tanstack/react-query-devtools', ['@tanstack/react-query-devtools']],
    ['npm install -D @tanstack/react-query-devtools@5.107.1', []],
    ['npm i hono@^4.13.0 zod@4.1.12', ['hono@^4.13.0']],
    ['npm add react@latest', ['react@latest']],
    ['pnpm add -D vitest@3.2.4 --save-exact', []],
    ['yarn add better-auth', ['better-auth']],
    ['bun add x@1.0.0-rc.1', []],
    ['npm install', []],
    ['npm install --prefer-offline', []],
    ['npm ci', []],
  ];
  for (const [command, unpinned] of cases) it(command, () => expect(unpinnedPackages(command)).toEqual(unpinned));
});
