/**
 * The npm cache every install of the acceptance checks shares (FLAREKIT_MATRIX_CACHE, default
 * <tmp>/flarekit-matrix-npm-cache): the samples' projects, the template matrix and the walkthroughs install the same
 * packages, downloaded once per machine; the walkthroughs' lane without network installs from it alone.
 */
import os from 'node:os';
import path from 'node:path';

export function sharedNpmCache(source: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(source.FLAREKIT_MATRIX_CACHE ?? path.join(os.tmpdir(), 'flarekit-matrix-npm-cache'));
}
