/**
 * Where a run of the walkthroughs keeps its files, and the environment every command runs in.
 * FLAREKIT_WALKTHROUGH_DIR (default: <tmp>/flarekit-walkthroughs) holds the projects, the prepared copies and the
 * logs; the npm cache is the template matrix's (FLAREKIT_MATRIX_CACHE, default <tmp>/flarekit-matrix-npm-cache).
 */
import os from 'node:os';
import path from 'node:path';
import { sharedNpmCache } from '../../lib/npm-cache.ts';
import { matrixEnv } from '../../lib/command-env.ts';

export const work = path.resolve(
  process.env.FLAREKIT_WALKTHROUGH_DIR ?? path.join(os.tmpdir(), 'flarekit-walkthroughs'),
);
export const npmCache = sharedNpmCache();
export const logs = path.join(work, 'logs');
/** The projects a walkthrough's first steps made, kept to be copied by later walkthroughs (prepared.ts). */
export const preparedDir = path.join(work, 'prepared');
/**
 * The package managers a page may pick with `--pm` (managers.ts). The CLI installs with npm from the shared cache, as
 * the matrix does; CLI Options' --pm pnpm and --pm bun install from the registry with these.
 */
export const managersDir = path.join(work, 'bin');

export const env: NodeJS.ProcessEnv = {
  ...matrixEnv(npmCache, path.join(work, 'home')),
  npm_config_prefer_offline: 'true',
  PATH: `${managersDir}${path.delimiter}${process.env.PATH ?? ''}`,
};
