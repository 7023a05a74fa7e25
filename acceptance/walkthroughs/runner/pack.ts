/** The CLI as `npm create` gets it: this repository's create-flarekit packed once per run. */
import path from 'node:path';
import { packCopy } from 'create-flarekit/pack-copy';
import { run } from '../../lib/processes.ts';
import { env, logs, work } from './settings.ts';

/** Packs create-flarekit into the work folder (from a copy of its sources: other lanes pack too); resolves with its path. */
export async function pack(): Promise<string> {
  return packCopy(work, (args, cwd) => run('npm', args, cwd, env, path.join(logs, 'pack.log')));
}
