/**
 * The package as `npm create flarekit` gets it: packed with `npm pack` (which rebuilds through `prepack`), run with
 * `npm exec` from the tarball, its dependencies installed from the registry.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { packCopy } from '../../scripts/pack-copy.ts';
import { readSnapshot, snapshotProject } from '../../src/upgrade/snapshot.ts';
import { cleanEnv, listFiles, NPM_CACHE, PACKAGE_DIR, strip, tempDir } from './helpers.ts';
import { composed } from '../projects.ts';

const pkg = JSON.parse(readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8')) as { version: string };
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const env = cleanEnv({
  npm_config_cache: NPM_CACHE,
  npm_config_update_notifier: 'false',
  npm_config_fund: 'false',
  npm_config_audit: 'false',
});

function npmRun(args: string[], cwd: string) {
  const result = spawnSync(npm, args, {
    cwd,
    env,
    encoding: 'utf8',
    timeout: 240_000,
    shell: process.platform === 'win32',
  });
  return { status: result.status, stdout: strip(result.stdout), stderr: strip(result.stderr) };
}

describe('npm pack and npm exec', () => {
  let tarball = '';
  let shipped: string[] = [];

  beforeAll(async () => {
    const destination = tempDir('flarekit-pack-');
    let stdout = '';
    // From a copy of the sources, as the matrix packs: this run's other tests read dist/, which prepack rebuilds.
    tarball = await packCopy(destination, async (args, cwd) => {
      const packed = npmRun([...args, '--json'], cwd);
      expect(packed.status, packed.stderr).toBe(0);
      stdout = packed.stdout;
    });
    // prepack's build output comes first on stdout; the JSON report is the last thing printed.
    const report = JSON.parse(stdout.slice(stdout.lastIndexOf('\n[\n') + 1)) as [
      { filename: string; files: { path: string }[] },
    ];
    expect(path.basename(tarball)).toBe(report[0].filename);
    shipped = report[0].files.map((file) => file.path).sort();
  }, 240_000);

  test('ships the built JavaScript for every source module, the templates, the records of released versions, and nothing else', () => {
    const sources = listFiles(path.join(PACKAGE_DIR, 'src')).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.d.ts'),
    );
    const templates = listFiles(path.join(PACKAGE_DIR, 'templates'));
    const versions = listFiles(path.join(PACKAGE_DIR, 'versions'));
    expect(templates.length).toBeGreaterThan(0);
    expect(versions).toContain('0.1.0.json');
    expect(shipped).toEqual(
      [
        'package.json',
        'README.md',
        'CHANGELOG.md',
        ...sources.map((file) => `dist/${file.replace(/\.ts$/, '.js')}`),
        ...templates.map((file) => `templates/${file}`),
        ...versions.map((file) => `versions/${file}`),
      ].sort(),
    );
    expect(shipped).toContain('dist/bin.js');
    expect(readFileSync(path.join(PACKAGE_DIR, 'dist', 'bin.js'), 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(
      true,
    );
  });

  test('npm exec runs the packed bin: --version', () => {
    const result = npmRun(['exec', '--yes', `--package=${tarball}`, '--', 'create-flarekit', '--version'], tempDir());
    expect(result.stdout, result.stderr).toBe(`${pkg.version}\n`);
    expect(result.status).toBe(0);
  }, 240_000);

  test('npm exec generates a project from the shipped templates, dotfiles restored', async () => {
    const cwd = tempDir();
    const result = npmRun(
      ['exec', '--yes', `--package=${tarball}`, '--', 'create-flarekit', 'my-app', '-y', '--no-install', '--no-git'],
      cwd,
    );
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain('✔ Created my-app from template full-stack-orval');
    const expected = await composed('full-stack-orval');
    const written = listFiles(path.join(cwd, 'my-app'));
    expect(written).toEqual([...expected.keys()].sort());
    expect(written).toContain('.gitignore');
  }, 240_000);

  test('npm exec upgrades a project 0.1.0 made from the shipped record of 0.1.0', async () => {
    const project = tempDir();
    const files = snapshotProject(readSnapshot('0.1.0')!, 'api', 'npm', 'my-api')!;
    for (const [file, contents] of files) {
      mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
      writeFileSync(path.join(project, file), contents);
    }
    const result = npmRun(
      ['exec', '--yes', `--package=${tarball}`, '--', 'create-flarekit', 'upgrade', '--dry-run', '--json'],
      project,
    );
    expect(result.status, result.stderr).toBe(0);
    const outcome = JSON.parse(result.stdout) as { from: string; to: string; changes: { path: string }[] };
    expect([outcome.from, outcome.to]).toEqual(['0.1.0', pkg.version]);
    expect(outcome.changes.map((change) => change.path)).toContain('wrangler.jsonc');
  }, 240_000);
});
