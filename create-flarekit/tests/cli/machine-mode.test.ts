/**
 * The CLI driven by a program: `--json` prints one JSON document on stdout and nothing else, never asks (not even in a
 * terminal), and names each failure with a code; `--dry-run` checks everything and writes nothing. Each row of the
 * table is one way a run ends: its exit code and its JSON code, from the built CLI.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Created, Failure, FailureCode, Outcome } from '../../src/cli/outcome.ts';
import { BIN, cleanEnv, fakePnpm, listFiles, runBin, snapshot, tempDir } from './helpers.ts';
import { Terminal } from './terminal.ts';
import { composed } from '../projects.ts';

/** A folder with `taken/` holding a file of the user's. */
function workspace(): string {
  const cwd = tempDir();
  mkdirSync(path.join(cwd, 'taken'));
  writeFileSync(path.join(cwd, 'taken', 'notes.txt'), 'keep');
  return cwd;
}

/** Runs the CLI with --json: stdout must be exactly one JSON document, stderr empty. */
function runJson(args: string[], cwd: string, env?: NodeJS.ProcessEnv): { status: number | null; outcome: Outcome } {
  const result = runBin(['--json', ...args], cwd, env ? { env } : {});
  expect(result.stderr).toBe('');
  expect(result.stdout.endsWith('}\n')).toBe(true);
  return { status: result.status, outcome: JSON.parse(result.stdout) as Outcome };
}

describe('--json: the exit code and the code of each way a run ends', () => {
  test.each<[string, string[], number, FailureCode | 'created', boolean]>([
    ['created', ['my-app', '-y', '--no-install', '--no-git'], 0, 'created', true],
    ['an unknown flag', ['my-app', '-y', '--bogus'], 1, 'invalid-arguments', false],
    ['an invalid name', ['My_App', '-y'], 1, 'invalid-project-name', false],
    // --json comes first: doctor, not the first argument, is a project name, which the rule refuses.
    ['the name of a command', ['doctor', '-y'], 1, 'invalid-project-name', false],
    ['a folder with files', ['taken', '-y'], 1, 'folder-not-empty', false],
    ['a question without its flag', ['my-app', '--no-install'], 1, 'answers-needed', false],
  ])('%s: exit %i, %s', (_case, args, exitCode, code, written) => {
    const cwd = workspace();
    const before = snapshot(cwd);
    const { status, outcome } = runJson(args, cwd);
    expect(status).toBe(exitCode);
    expect(outcome.ok ? 'created' : outcome.error.code).toBe(code);
    if (!written) expect(snapshot(cwd)).toEqual(before);
    else expect(existsSync(path.join(cwd, 'my-app', 'flarekit.json'))).toBe(true);
  });

  test.skipIf(process.platform === 'win32')(
    'a failed install: exit 1, install-failed, the files kept, what is left',
    () => {
      const cwd = tempDir();
      const { status, outcome } = runJson(['my-app', '-y', '--pm', 'pnpm'], cwd, fakePnpm(1));
      expect(status).toBe(1);
      const { error } = outcome as Failure;
      expect(error).toMatchObject({
        code: 'install-failed',
        message: 'Installing dependencies (pnpm install) failed: pnpm exited with code 1.',
        written: true,
        folder: 'my-app',
        output: 'ERR_PNPM_FAKE the registry is unreachable',
      });
      expect(error.remaining?.[0]).toBe('pnpm install');
      expect(error.remaining?.[1]).toMatch(/^git init/);
      expect(existsSync(path.join(cwd, 'my-app', 'flarekit.json'))).toBe(true);
    },
  );

  test.skipIf(process.platform === 'win32')('an install that works: installed, and the next steps without it', () => {
    const cwd = tempDir();
    const { status, outcome } = runJson(['my-app', '-y', '--no-git', '--pm', 'pnpm'], cwd, fakePnpm(0));
    expect(status).toBe(0);
    expect(outcome).toMatchObject({
      ok: true,
      installed: true,
      git: 'not-run',
      commands: ['pnpm install'],
      nextSteps: ['cd my-app', 'pnpm run db:migrate:local', 'pnpm run dev'],
    });
  });

  test('an empty folder is used as it is; the result lists every file written, the project and the next steps', () => {
    const cwd = tempDir();
    mkdirSync(path.join(cwd, 'apps', 'api'), { recursive: true });
    const { status, outcome } = runJson(
      ['apps/api', '-y', '--type', 'api-only', '--no-install', '--no-git', '--pm', 'bun'],
      cwd,
    );
    expect(status).toBe(0);
    const created = outcome as Created;
    expect(created).toMatchObject({
      ok: true,
      dryRun: false,
      project: { name: 'api', path: path.join(cwd, 'apps', 'api'), cd: 'apps/api' },
      template: 'api',
      packageManager: 'bun',
      commands: [],
      installed: false,
      git: 'not-run',
      nextSteps: ['cd apps/api', 'bun install', 'bun run db:migrate:local', 'bun run dev'],
      notices: [],
    });
    expect(created.files).toEqual(listFiles(path.join(cwd, 'apps', 'api')).sort());
    const settings = JSON.parse(readFileSync(path.join(cwd, 'apps', 'api', 'flarekit.json'), 'utf8')) as unknown;
    expect(settings).toMatchObject({ template: 'api', packageManager: 'bun' });
  });

  test('standard input left open (a pipe nobody writes to): the run ends at once, asking nothing', async () => {
    const cwd = tempDir();
    const child = spawn(process.execPath, [BIN, 'my-app', '--json'], { cwd, env: cleanEnv(), stdio: 'pipe' });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(status).toBe(1);
    expect((JSON.parse(stdout) as Failure).error.code).toBe('answers-needed');
  });

  test.skipIf(process.platform === 'win32')('in a terminal too, --json asks nothing', async () => {
    const cwd = tempDir();
    const term = new Terminal(['my-app', '--json'], cwd);
    expect(await term.exited).toBe(1);
    expect(term.text).toContain('"code": "answers-needed"');
    expect(term.text).not.toContain('◆');
  });
});

describe('--dry-run: everything checked, nothing written', () => {
  test('it lists the files a real run writes and the commands it would run, and writes nothing', async () => {
    const cwd = tempDir();
    const args = ['my-app', '-y', '--client', 'rpc', '--no-auth', '--pm', 'npm'];
    const dry = runJson([...args, '--dry-run'], cwd);
    expect(dry.status).toBe(0);
    expect(snapshot(cwd)).toEqual({});
    const planned = dry.outcome as Created;
    expect(planned).toMatchObject({ ok: true, dryRun: true, template: 'full-stack-rpc-no-auth', installed: false });
    expect(planned.commands).toEqual([
      'npm install',
      'git init && git add -A && git commit -m "Initial commit from create-flarekit"',
    ]);
    expect(planned.files).toEqual([...(await composed('full-stack-rpc-no-auth')).keys()].sort());

    const real = runJson(
      ['my-app', '-y', '--client', 'rpc', '--no-auth', '--pm', 'npm', '--no-install', '--no-git'],
      cwd,
    );
    expect(listFiles(path.join(cwd, 'my-app')).sort()).toEqual(planned.files);
    expect(real.status).toBe(0);
  });

  test('as text: the files, then the commands, and the same refusals as a real run', () => {
    const cwd = workspace();
    const before = snapshot(cwd);
    const result = runBin(['my-app', '-y', '--pm', 'npm', '--dry-run'], cwd);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Dry run: nothing was written. my-app would hold template full-stack-orval, ');
    expect(result.stdout).toContain('\n  apps/api/src/index.ts\n');
    expect(result.stdout).toMatch(/\nThen, in my-app:\n {2}npm install\n {2}git init/);
    expect(snapshot(cwd)).toEqual(before);

    const refused = runBin(['taken', '-y', '--dry-run'], cwd);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('The folder taken already exists and is not empty.');
    expect(snapshot(cwd)).toEqual(before);
  });
});
