// create-flarekit as a user gets it: packed by `npm pack`, and run by `npm exec` as `npm create` runs it.
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { packCopy } from 'create-flarekit/pack-copy';
import { runCommand } from 'flarekit-docs/processes';
import { PROJECT_NAME, type Project } from './project.ts';
import type { MatrixSettings } from './settings.ts';

/** Packs the CLI into the matrix's folder (from a copy of its sources: other lanes pack too); resolves with its path. */
export async function pack(settings: MatrixSettings): Promise<string> {
  const log = path.join(settings.logs, 'pack.log');
  const packed = await packCopy(settings.work, (args, cwd) =>
    runCommand('npm', args, { cwd, env: settings.env, logFile: log }),
  );
  await forgetNpxInstalls(settings.npmCache, packed);
  return packed;
}

/**
 * Removes what `npm exec` installed for this tarball's path in an earlier run (its `_npx` folder in the npm cache):
 * it would run that earlier CLI, or fail with "not found" where that run was stopped halfway.
 */
async function forgetNpxInstalls(npmCache: string, tarball: string): Promise<void> {
  const npx = path.join(npmCache, '_npx');
  const folders = await readdir(npx).catch(() => [] as string[]);
  for (const folder of folders) {
    const manifest = await readFile(path.join(npx, folder, 'package.json'), 'utf8').catch(() => '');
    if (manifest.includes(JSON.stringify(tarball))) await rm(path.join(npx, folder), { recursive: true, force: true });
  }
}

/** Generates the project with the flags that select its template; resolves with the command as a user types it. */
export async function generate(project: Project, tarball: string): Promise<string> {
  const { template, settings } = project;
  const args = ['exec', '--yes', `--package=${tarball}`, '--', 'create-flarekit', PROJECT_NAME, ...template.flags];
  const parent = path.dirname(project.dir);
  await mkdir(parent, { recursive: true });
  await runCommand('npm', [...args, '--no-git', '--no-install', '--pm', 'npm', '-y'], {
    cwd: parent,
    env: settings.env,
    logFile: project.log,
  });
  return `create-flarekit ${PROJECT_NAME} ${template.flags.join(' ')} --no-git --no-install --pm npm -y`;
}
