/**
 * The built CLI run as a process, with a pipe instead of a terminal: bad input is refused before anything is written,
 * generation writes exactly what the composer returns, later steps that fail name themselves and keep the files.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { nodeNotice } from '../../src/cli/summary.ts';
import { WORKER_NAME_RULE } from '../../src/cli/project-name-rule.ts';
import { cleanEnv, fakePnpm, listFiles, runBin, snapshot, tempDir } from './helpers.ts';
import { composed } from '../projects.ts';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };

// One case of each kind the process refuses; every message of the flags and the name rule is a table test of its own
// (args.test.ts, project-name-rule.test.ts, project-name.test.ts).
describe('bad input: exit 1, one message, nothing written or changed', () => {
  test.each<[string, string[], string]>([
    ['unknown flag', ['my-app', '--bogus'], 'Unknown option --bogus.'],
    ['invalid name', ['My App', '-y'], '"My App" cannot be the project name: it has uppercase letters and " ".'],
    ['non-empty folder', ['taken', '-y'], 'The folder taken already exists and is not empty.'],
    ['default name taken', ['-y'], 'The folder my-flarekit-app already exists and is not empty.'],
    ['no terminal for the prompts', ['my-app'], 'There is no terminal to ask questions in'],
    [
      'no terminal for the API client',
      ['my-app', '--type', 'full-stack', '--no-db', '--pm', 'npm', '--no-git', '--no-install'],
      'Which API client?',
    ],
  ])('%s', (_case, args, message) => {
    const cwd = tempDir();
    for (const folder of ['taken', 'my-flarekit-app']) {
      mkdirSync(path.join(cwd, folder));
      writeFileSync(path.join(cwd, folder, 'notes.txt'), `keep ${folder}`);
    }
    const before = snapshot(cwd);
    const result = runBin(args, cwd);
    expect(result.stderr).toContain(message);
    expect(result.stderr.trim().startsWith('✖')).toBe(true);
    expect(result.stdout).toBe('');
    expect(result.status).toBe(1);
    expect(snapshot(cwd)).toEqual(before);
  });
});

test('the current folder as the project: refused when it is not empty', () => {
  const cwd = path.join(tempDir(), 'my-app');
  mkdirSync(cwd);
  writeFileSync(path.join(cwd, 'notes.txt'), 'keep');
  const before = snapshot(cwd);
  const result = runBin(['.', '-y'], cwd);
  expect(result).toEqual({
    status: 1,
    stdout: '',
    stderr: '✖ The current folder is not empty. Choose another project name, or empty the folder.\n',
  });
  expect(snapshot(cwd)).toEqual(before);
});

test('--help and --version', () => {
  const cwd = tempDir();
  const help = runBin(['--help'], cwd);
  expect(help.status).toBe(0);
  expect(help.stdout).toContain('npm create flarekit@latest [project-name] -- [options]');
  for (const flag of [
    '--type <type>',
    '--client <name>',
    '--no-db',
    '--no-auth',
    '--pm <name>',
    '--no-git',
    '--no-install',
    '-y, --yes',
  ]) {
    expect(help.stdout).toContain(flag);
  }
  expect(help.stdout.replace(/\s+/g, ' ')).toContain(
    `must be a valid Worker name: ${WORKER_NAME_RULE} (for example my-app)`,
  );
  expect(runBin(['--version'], cwd)).toEqual({ status: 0, stdout: `${pkg.version}\n`, stderr: '' });
  expect(snapshot(cwd)).toEqual({});
});

test('-y --no-install --no-git writes exactly the composed template and prints the summary', async () => {
  const cwd = tempDir();
  const result = runBin(['my-app', '-y', '--no-install', '--no-git'], cwd);
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  // On a Node.js older than the project needs (not the one the tests run on), the notice comes before the steps.
  const notice = nodeNotice(process.version, false);
  expect(result.stdout).toBe(
    [
      '',
      '✔ Created my-app from template full-stack-orval',
      '',
      ...(notice.length > 0 ? [...notice, ''] : []),
      'Next steps:',
      ...(notice.length > 0 ? ['  use Node.js 22.18 or newer'] : []),
      '  cd my-app',
      '  npm install',
      '  npm run db:migrate:local',
      '  npm run dev',
      '',
    ].join('\n'),
  );
  const expected = await composed('full-stack-orval');
  const dir = path.join(cwd, 'my-app');
  expect(listFiles(dir)).toEqual([...expected.keys()].sort());
  for (const [file, contents] of expected) {
    const written = readFileSync(path.join(dir, file));
    // .dev.vars holds a secret generated for each project: the same file but for the secret's value.
    const secret = /^BETTER_AUTH_SECRET=.*$/m;
    if (file.endsWith('/.dev.vars'))
      expect(written.toString().replace(secret, ''), file).toBe(String(contents).replace(secret, ''));
    else expect(written.equals(Buffer.from(contents)), file).toBe(true);
  }
  expect(existsSync(path.join(dir, '.git'))).toBe(false);
});

describe('git', () => {
  const gitEnv = (home: string, identity: boolean) =>
    cleanEnv({
      HOME: home,
      XDG_CONFIG_HOME: home,
      GIT_CONFIG_NOSYSTEM: '1',
      // Git would otherwise make up an identity from the user and host names on some machines.
      GIT_CONFIG_COUNT: '1',
      GIT_CONFIG_KEY_0: 'user.useConfigOnly',
      GIT_CONFIG_VALUE_0: 'true',
      ...(identity
        ? {
            GIT_AUTHOR_NAME: 'Ada',
            GIT_AUTHOR_EMAIL: 'ada@example.com',
            GIT_COMMITTER_NAME: 'Ada',
            GIT_COMMITTER_EMAIL: 'ada@example.com',
          }
        : {}),
    });
  const git = (dir: string, env: NodeJS.ProcessEnv, ...args: string[]) =>
    spawnSync('git', args, { cwd: dir, env, encoding: 'utf8' });

  test('with an identity: one commit holding every file', () => {
    const cwd = tempDir();
    const env = gitEnv(tempDir(), true);
    const result = runBin(['api', '-y', '--type', 'api-only', '--no-db', '--no-install'], cwd, { env });
    expect(result.status).toBe(0);
    const dir = path.join(cwd, 'api');
    expect(git(dir, env, 'log', '--format=%s %an').stdout).toBe('Initial commit from create-flarekit Ada\n');
    expect(git(dir, env, 'status', '--porcelain').stdout).toBe('');
  });

  test('inside an existing work tree (a monorepo): no nested repository', () => {
    const cwd = tempDir();
    const env = gitEnv(tempDir(), true);
    expect(git(cwd, env, 'init', '--quiet').status).toBe(0);
    const result = runBin(['packages/api', '-y', '--type', 'api-only', '--no-db', '--no-install'], cwd, { env });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(
      'The folder is inside an existing git repository: no new repository was initialised.',
    );
    expect(existsSync(path.join(cwd, 'packages', 'api', '.git'))).toBe(false);
    expect(existsSync(path.join(cwd, 'packages', 'api', 'flarekit.json'))).toBe(true);
  });

  test('git missing: exit 1, the step named, the files kept', () => {
    const cwd = tempDir();
    // An empty PATH: the CLI itself is started by absolute path, git cannot be found.
    const result = runBin(['api', '-y', '--type', 'api-only', '--no-db', '--no-install'], cwd, {
      env: cleanEnv({ PATH: tempDir() }),
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('✖ git init failed: git was not found. Is it installed and on your PATH?');
    expect(result.stderr).toContain(
      'The project files are in place in api. Fix the cause, then run there:\n    git init && git add -A',
    );
    expect(existsSync(path.join(cwd, 'api', 'flarekit.json'))).toBe(true);
  });

  test('without an identity: files staged, not committed, the run still succeeds', () => {
    const cwd = tempDir();
    const env = gitEnv(tempDir(), false);
    const result = runBin(['api', '-y', '--type', 'api-only', '--no-db', '--no-install'], cwd, { env });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Git has no user name or e-mail set, so the files are staged but not committed.');
    expect(result.stdout).toContain('✔ Created api from template api-no-db');
    const dir = path.join(cwd, 'api');
    expect(git(dir, env, 'rev-parse', '--verify', 'HEAD').status).not.toBe(0);
    expect(git(dir, env, 'diff', '--cached', '--name-only').stdout.split('\n')).toContain('flarekit.json');
  });
});

describe('install with the chosen package manager', () => {
  test.skipIf(process.platform === 'win32')('success: installed in the project folder, no install step left', () => {
    const cwd = tempDir();
    const result = runBin(['my-app', '-y', '--no-git', '--pm', 'pnpm'], cwd, { env: fakePnpm(0) });
    expect(result.status).toBe(0);
    expect(readFileSync(path.join(cwd, 'my-app', 'install.log'), 'utf8')).toBe('pnpm install in my-app\n');
    expect(result.stdout).toContain('Installed dependencies with pnpm');
    expect(result.stdout).toContain('Next steps:\n  cd my-app\n  pnpm run db:migrate:local\n  pnpm run dev\n');
    expect(existsSync(path.join(cwd, 'my-app', 'pnpm-workspace.yaml'))).toBe(true);
  });

  test.skipIf(process.platform === 'win32')('failure: exit 1, the step named with its output, the files kept', () => {
    const cwd = tempDir();
    const result = runBin(['my-app', '-y', '--pm', 'pnpm'], cwd, { env: fakePnpm(1) });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('ERR_PNPM_FAKE the registry is unreachable');
    expect(result.stderr).toContain('✖ Installing dependencies (pnpm install) failed: pnpm exited with code 1.');
    expect(result.stderr).toContain(
      'The project files are in place in my-app. Fix the cause, then run there:\n    pnpm install\n    git init',
    );
    expect(existsSync(path.join(cwd, 'my-app', 'flarekit.json'))).toBe(true);
    expect(existsSync(path.join(cwd, 'my-app', '.git'))).toBe(false);
  });
});
