/**
 * The package-manager tabs, run for real: every converted command of the table is executed with the pinned yarn
 * (Yarn 1, the one without `dlx`), pnpm and bun, in a throw-away project, offline, and must do what npm's command does.
 *
 * - scripts and project binaries: the probe project's scripts and node_modules/.bin entries print what ran and with
 *   which arguments; each manager's output line must equal npm's;
 * - installs: a local `file:` package is added (as a devDependency with -D); a clean install from the lockfile passes,
 *   and fails once package.json no longer matches the lockfile;
 * - create: the manager has the verb (`--help`), since the package is not published from here.
 */
import { execFile } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PROJECT_BINARIES, convertCommand } from '../../src/build/pipeline/package-managers.ts';
import { COMMAND_CASES, type CommandCase } from '../fixtures/package-manager-commands.ts';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const MANAGERS = ['yarn', 'pnpm', 'bun'] as const;
const SCRIPTS = ['dev', 'deploy', 'build', 'test', 'start', 'db:migrate:local'];

let work: string;
let env: NodeJS.ProcessEnv;

function writeJson(file: string, value: unknown): void {
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

/** Runs a command line (no shell) in `cwd`; resolves with the exit code and the combined output. */
async function sh(line: string, cwd: string): Promise<{ code: number; output: string }> {
  const [file = '', ...args] = line.trim().split(/\s+/);
  try {
    const { stdout, stderr } = await run(file, args, { cwd, env, timeout: 60_000 });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return {
      code: typeof failed.code === 'number' ? failed.code : 1,
      output: `${failed.stdout ?? ''}${failed.stderr ?? ''}`,
    };
  }
}

/** The probe's own line: `script:<name> <args>` or `bin:<name> <args>`. */
function probeLine(output: string): string | undefined {
  return output
    .split('\n')
    .find((line) => /^(script|bin):/.test(line))
    ?.trim();
}

/** A fresh project: the scripts and binaries print what ran; a local package to install. */
let projects = 0;
function makeProject(name: string): string {
  const dir = path.join(work, `${name}-${++projects}`);
  mkdirSync(path.join(dir, 'node_modules', '.bin'), { recursive: true });
  writeFileSync(path.join(dir, 'probe.cjs'), 'console.log(process.argv.slice(2).join(" "));\n');
  writeJson(path.join(dir, 'package.json'), {
    name: 'probe',
    version: '1.0.0',
    private: true,
    scripts: Object.fromEntries(SCRIPTS.map((script) => [script, `node probe.cjs script:${script}`])),
  });
  for (const binary of Object.keys(PROJECT_BINARIES)) {
    const file = path.join(dir, 'node_modules', '.bin', binary);
    writeFileSync(file, `#!/bin/sh\necho "bin:${binary} $*"\n`);
    chmodSync(file, 0o755);
  }
  for (const dep of ['local-dep', 'other-dep']) {
    mkdirSync(path.join(dir, dep));
    writeJson(path.join(dir, dep, 'package.json'), { name: dep, version: '1.0.0' });
  }
  return dir;
}

beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'pm-commands-'));
  // The pinned managers: yarn and pnpm from the site's devDependencies, bun's Linux x64 binary (also as `bunx`).
  const bin = path.join(work, 'bin');
  mkdirSync(bin);
  const bun = path.join(path.dirname(require.resolve('@oven/bun-linux-x64/package.json')), 'bin', 'bun');
  symlinkSync(bun, path.join(bin, 'bun'));
  symlinkSync(bun, path.join(bin, 'bunx'));
  const managers = { yarn: require.resolve('yarn/package.json'), pnpm: require.resolve('pnpm/package.json') };
  for (const [name, manifestPath] of Object.entries(managers)) {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { bin: Record<string, string> };
    symlinkSync(path.join(path.dirname(manifestPath), manifest.bin[name] ?? ''), path.join(bin, name));
  }
  env = {
    PATH: `${bin}:${process.env.PATH ?? ''}`,
    HOME: path.join(work, 'home'),
    XDG_CACHE_HOME: path.join(work, 'cache'),
    XDG_DATA_HOME: path.join(work, 'data'),
    XDG_CONFIG_HOME: path.join(work, 'config'),
    npm_config_cache: path.join(work, 'npm-cache'),
    npm_config_update_notifier: 'false',
    YARN_CACHE_FOLDER: path.join(work, 'yarn-cache'),
    BUN_INSTALL_CACHE_DIR: path.join(work, 'bun-cache'),
    CI: 'true',
  };
});

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

const runnable = COMMAND_CASES.filter((row) => /^\s*(npm (run|test|start|exec)|npx)\b/.test(row.npm));

describe('scripts and project binaries', () => {
  it.each(runnable)('$npm', async (row: CommandCase) => {
    const project = makeProject('run');
    const expected = probeLine((await sh(row.npm, project)).output);
    expect(expected, `npm itself must run ${row.npm}`).toBeDefined();
    for (const manager of MANAGERS) {
      const converted = convertCommand(row.npm, manager);
      expect(converted).toBe(row[manager]);
      const { code, output } = await sh(converted, project);
      expect({ manager, code, ran: probeLine(output) }, output).toEqual({ manager, code: 0, ran: expected });
    }
  });
});

describe('installs', () => {
  it.each(MANAGERS)(
    '%s adds a devDependency, installs, and a frozen install refuses a changed package.json',
    async (manager) => {
      const project = makeProject(`install-${manager}`);
      const add = await sh(convertCommand('npm install -D file:./local-dep', manager), project);
      expect(add.code, add.output).toBe(0);
      const manifest = JSON.parse(readFileSync(path.join(project, 'package.json'), 'utf8')) as {
        devDependencies?: Record<string, string>;
      };
      expect(Object.keys(manifest.devDependencies ?? {})).toEqual(['local-dep']);

      const install = await sh(convertCommand('npm install', manager), project);
      expect(install.code, install.output).toBe(0);
      const frozen = await sh(convertCommand('npm ci', manager), project);
      expect(frozen.code, frozen.output).toBe(0);

      writeJson(path.join(project, 'package.json'), { ...manifest, dependencies: { 'other-dep': 'file:./other-dep' } });
      const stale = await sh(convertCommand('npm ci', manager), project);
      expect(stale.code, `${manager}: a frozen install must fail when package.json changed\n${stale.output}`).not.toBe(
        0,
      );
    },
  );

  it.each(MANAGERS)('%s removes a dependency', async (manager) => {
    const project = makeProject(`remove-${manager}`);
    expect((await sh(convertCommand('npm install file:./local-dep', manager), project)).code).toBe(0);
    const removed = await sh(convertCommand('npm uninstall local-dep', manager), project);
    expect(removed.code, removed.output).toBe(0);
    const manifest = JSON.parse(readFileSync(path.join(project, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    expect(Object.keys(manifest.dependencies ?? {})).toEqual([]);
  });
});

describe('create', () => {
  it.each(MANAGERS)('%s has the create verb', async (manager) => {
    const [tool = '', verb = ''] = convertCommand('npm create flarekit@latest my-app', manager).split(' ');
    const { code, output } = await sh(`${tool} ${verb} --help`, work);
    expect(code, output).toBe(0);
    expect(output.toLowerCase()).toContain('create');
  });
});
