/**
 * A project an earlier create-flarekit made, for the page that upgrades one (`Walkthrough.olderProject`): the files
 * that version generated with the default answers and npm, from its record in create-flarekit's `versions/` (the
 * record `upgrade` merges from), with the local settings create writes, committed to git and installed, as a reader's
 * project is when they run `upgrade`. A record leaves out the lockfile: the project gets the one this version writes
 * for the same template, and `npm install` settles any difference with the record's package.json files.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { composeProject, withNewSecret } from 'create-flarekit/compose';
import { DEFAULT_CHOICE, templateFor } from 'create-flarekit/compose/templates';
import { readSnapshot, snapshotProject } from 'create-flarekit/upgrade/snapshot';
import { type Context, StepFailure, tail, took } from './context.ts';
import { shell } from './shell.ts';

export interface OlderProject {
  /** The version of create-flarekit that made it: one `versions/` holds a record of. */
  version: string;
  /** Its folder, inside the walkthrough's, and its name. */
  name: string;
}

export async function writeOlderProject(older: OlderProject, context: Context): Promise<void> {
  const started = performance.now();
  const template = templateFor(DEFAULT_CHOICE);
  const snapshot = readSnapshot(older.version);
  const files = snapshot && snapshotProject(snapshot, template.id, 'npm', older.name);
  if (!files) throw new StepFailure(`create-flarekit has no record of the projects ${older.version} generated`);
  const current = await composeProject({
    templateId: template.id,
    projectName: older.name,
    packageManager: 'npm',
    cliVersion: older.version,
  });
  const lockfile = current.get('package-lock.json');
  if (typeof lockfile === 'string') files.set('package-lock.json', lockfile);
  for (const [file, contents] of [...files]) {
    if (file.endsWith('.dev.vars.example')) files.set(file.replace(/\.example$/, ''), withNewSecret(contents));
  }
  const root = path.join(context.cwd, older.name);
  for (const [file, contents] of files) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), contents);
  }
  const result = await shell(
    'git init -q && git add -A && git commit -q -m "Project created by create-flarekit" && npm install',
    { ...context, cwd: root },
  );
  if (result.code !== 0)
    throw new StepFailure(`the project ${older.version} made, installed: exit ${result.code}\n${tail(result.stderr)}`);
  context.report.push(
    `  the project create-flarekit ${older.version} made (${template.id}, its record), committed and installed${took(started)}`,
  );
}
