/**
 * `create-flarekit upgrade` from 0.1.0, whose projects versions/0.1.0.json records: for every template, a project
 * as 0.1.0 wrote it (its lockfile and .dev.vars as create made them) becomes, file by file, the project this version
 * creates, the lockfile aside (the install updates it); and your changes survive.
 */
import { appendFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { cliVersion } from '../../src/cli/version.ts';
import { parseDevVars } from '../../src/compose/dev-vars.ts';
import { type PackageManager, type TemplateId, withNewSecret } from '../../src/compose/index.ts';
import { TEMPLATE_IDS } from '../../src/compose/templates.ts';
import { upgradeProject } from '../../src/upgrade/index.ts';
import { readSnapshot, snapshotProject } from '../../src/upgrade/snapshot.ts';
import { listFiles, runBin } from '../cli/helpers.ts';
import { commitAll, committedProject, composed, readText as read } from '../projects.ts';

const OLD = '0.1.0';

/** A project as create-flarekit 0.1.0 wrote it, committed. */
async function oldProject(templateId: TemplateId, packageManager: PackageManager = 'npm'): Promise<string> {
  const snapshot = readSnapshot(OLD);
  const files = snapshot && snapshotProject(snapshot, templateId, packageManager, 'my-app');
  if (!files) throw new Error(`versions/${OLD}.json has no ${templateId}/${packageManager}`);
  const lockfile = (await composed(templateId, packageManager, OLD)).get('package-lock.json');
  if (lockfile !== undefined) files.set('package-lock.json', String(lockfile));
  for (const [file, contents] of files)
    if (file.endsWith('.dev.vars.example')) files.set(file.replace(/\.example$/, ''), withNewSecret(contents));
  return committedProject(files, `Initial commit from create-flarekit ${OLD}`);
}

describe(`upgrade from ${OLD}`, () => {
  test('this version is newer', () => expect(cliVersion()).not.toBe(OLD));

  const rows: [TemplateId, PackageManager][] = [...TEMPLATE_IDS.map((id): [TemplateId, PackageManager] => [id, 'npm'])];
  rows.push(['full-stack-rpc', 'pnpm']);
  test.each(rows)('%s (%s): the tree this version creates', async (templateId, packageManager) => {
    const root = await oldProject(templateId, packageManager);
    const outcome = await upgradeProject({ argv: ['--no-install'], cwd: root });
    expect(outcome).toMatchObject({ ok: true, from: OLD, to: cliVersion(), template: templateId });
    const expected = await composed(templateId, packageManager);
    expect(listFiles(root, (file) => file === '.git')).toEqual([...expected.keys()].sort());
    for (const [file, contents] of expected) {
      if (file === 'package-lock.json') continue;
      if (path.posix.basename(file) === '.dev.vars') {
        const [got, want] = [parseDevVars(read(root, file)), parseDevVars(String(contents))];
        expect([...got.keys()]).toEqual([...want.keys()]);
        continue;
      }
      expect(read(root, file), file).toBe(contents);
    }
  });

  test('your changes stay; the compatibility date moves', async () => {
    const root = await oldProject('api-no-auth');
    appendFileSync(path.join(root, 'src/routes/todos.ts'), '\n// my note\n');
    writeFileSync(path.join(root, 'src/mine.ts'), 'export const mine = 1;\n');
    commitAll(root, 'mine');
    const outcome = await upgradeProject({ argv: ['--no-install'], cwd: root });
    expect(outcome.ok || outcome.error).toBe(true);
    expect(read(root, 'src/routes/todos.ts')).toContain('// my note\n');
    expect(read(root, 'src/mine.ts')).toBe('export const mine = 1;\n');
    expect(read(root, 'wrangler.jsonc')).toContain('"compatibility_date": "2026-10-19"');
    expect(JSON.parse(read(root, 'flarekit.json'))).toMatchObject({ version: cliVersion() });
  });

  test('the built CLI: upgrade --json moves a project, and a second run has nothing to do', async () => {
    const root = await oldProject('api-no-db');
    const first = runBin(['upgrade', '--no-install', '--json'], root);
    expect(first.status).toBe(0);
    expect(JSON.parse(first.stdout)).toMatchObject({ ok: true, from: OLD, to: cliVersion() });
    commitAll(root, 'upgraded');
    const again = runBin(['upgrade'], root);
    expect(again.status).toBe(0);
    expect(again.stdout).toContain(`The project is at create-flarekit ${cliVersion()} already: nothing to upgrade.`);
  });
});
