// The root scripts a pnpm project is written with, run by pnpm itself: the version the repository pins and pnpm 10,
// which the generated CI workflow sets up. Each workspace's scripts are replaced by ones that print what ran, so no
// install is needed.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { composed } from '../projects.ts';

const require = createRequire(import.meta.url);
/** The command that starts a package's `pnpm` binary: pnpm 12 ships a native one, pnpm 10 a Node.js script. */
function pnpmCommand(manifest: string): string[] {
  const { bin } = require(manifest) as { bin: Record<string, string> };
  const file = path.join(path.dirname(manifest), bin.pnpm!);
  return /\.[cm]?js$/.test(file) ? [process.execPath, file] : [file];
}
const PNPM = [
  { name: 'the pinned pnpm', command: pnpmCommand(require.resolve('pnpm/package.json')) },
  // pnpm 10's "exports" maps the package itself to its package.json.
  { name: 'pnpm 10', command: pnpmCommand(require.resolve('pnpm-10')) },
];
const SCRIPTS = ['dev', 'build', 'deploy', 'test', 'test:e2e', 'db:migrate:local', 'generate:client'];

/** A full-stack pnpm project's root files as the CLI writes them, with workspaces whose scripts say what ran. */
async function project(): Promise<string> {
  const files = await composed('full-stack-orval', 'pnpm');
  const dir = mkdtempSync(path.join(tmpdir(), 'flarekit-pnpm-'));
  for (const file of ['package.json', 'pnpm-workspace.yaml']) writeFileSync(path.join(dir, file), files.get(file)!);
  for (const app of ['api', 'web']) {
    mkdirSync(path.join(dir, 'apps', app), { recursive: true });
    const scripts = Object.fromEntries(
      SCRIPTS.map((script) => [script, `node -e "console.log('ran ${app} ${script}')"`]),
    );
    writeFileSync(path.join(dir, 'apps', app, 'package.json'), JSON.stringify({ name: app, private: true, scripts }));
  }
  return dir;
}

describe.each(PNPM)('$name', ({ command }) => {
  let dir = '';
  let env: NodeJS.ProcessEnv = {};
  beforeAll(async () => {
    dir = await project();
    // The scripts call `pnpm` again: the same version, first on PATH.
    const bin = path.join(dir, '.bin');
    mkdirSync(bin);
    writeFileSync(path.join(bin, 'pnpm'), `#!/bin/sh\nexec ${command.map((part) => `'${part}'`).join(' ')} "$@"\n`, {
      mode: 0o755,
    });
    env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` };
  });
  const pnpm = (...args: string[]) => spawnSync('pnpm', args, { cwd: dir, env, encoding: 'utf8' });

  it.each([
    ['deploy', ['ran web build', 'ran api deploy']],
    ['db:migrate:local', ['ran api db:migrate:local']],
    ['generate:client', ['ran web generate:client']],
    ['test', ['ran api test']],
  ])('pnpm run %s runs the workspace scripts', (script, expected) => {
    const result = pnpm('run', script);
    expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
    for (const line of expected) expect(result.stdout).toContain(line);
  });
});
