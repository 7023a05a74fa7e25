/** The CLI as `npm create` gets it: this repository's create-flarekit packed once per run. */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { run } from '../../lib/processes.ts';
import { CLI_ROOT } from '../../lib/roots.ts';
import { env, logs, work } from './settings.ts';

/** Packs create-flarekit into the work folder; resolves with the tarball's path. */
export async function pack(): Promise<string> {
  await run('npm', ['pack', '--pack-destination', work], CLI_ROOT, env, path.join(logs, 'pack.log'));
  const tarball = (await readdir(work)).find((file) => /^create-flarekit-.*\.tgz$/.test(file));
  if (!tarball) throw new Error('npm pack wrote no create-flarekit-*.tgz');
  return path.join(work, tarball);
}
