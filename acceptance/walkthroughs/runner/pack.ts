/** The CLI as `npm create` gets it: this repository's create-flarekit packed once per run. */
import path from 'node:path';
import { packCopy } from 'create-flarekit/pack-copy';
import { runCommand } from 'flarekit-docs/processes';
import { env, logs, work } from './settings.ts';

/** Packs create-flarekit into the work folder (from a copy of its sources: other lanes pack too); resolves with its path. */
export async function pack(): Promise<string> {
  return packCopy(work, (args, cwd) => runCommand('npm', args, { cwd, env, logFile: path.join(logs, 'pack.log') }));
}
