// Where the template matrix works and what it keeps, from the environment:
//
//   FLAREKIT_MATRIX_DIR    the projects and the logs (default: <tmp>/flarekit-matrix); logs/ holds each template's
//                          log, its dev server's, and the screenshots taken again, with a .diff.png beside each that
//                          differs from the site's
//   FLAREKIT_MATRIX_CACHE  the npm cache shared by every install (default: <tmp>/flarekit-matrix-npm-cache)
//   FLAREKIT_MATRIX_KEEP=1   leaves each project's node_modules in place
//   FLAREKIT_MATRIX_REUSE=1  then starts from those installed projects (no pack, generate or install), to rerun the
//                            later steps quickly
//   FLAREKIT_MATRIX_INSTALL_ONLY=1  generates and installs each project, keeps it and stops there: what a lane without
//                                   network (lanes.ts) then checks with FLAREKIT_MATRIX_REUSE=1
import os from 'node:os';
import path from 'node:path';
import { sharedNpmCache } from '../lib/npm-cache.ts';
import { matrixEnv } from '../lib/command-env.ts';

export interface MatrixSettings {
  /** The projects, one folder per template, and logs/. */
  work: string;
  logs: string;
  npmCache: string;
  /** The environment of every command the matrix runs. */
  env: NodeJS.ProcessEnv;
  keep: boolean;
  reuse: boolean;
  installOnly: boolean;
}

export function matrixSettings(source: NodeJS.ProcessEnv = process.env): MatrixSettings {
  const work = path.resolve(source.FLAREKIT_MATRIX_DIR ?? path.join(os.tmpdir(), 'flarekit-matrix'));
  const npmCache = sharedNpmCache(source);
  return {
    work,
    logs: path.join(work, 'logs'),
    npmCache,
    env: matrixEnv(npmCache, path.join(work, 'home')),
    keep: source.FLAREKIT_MATRIX_KEEP === '1' || source.FLAREKIT_MATRIX_INSTALL_ONLY === '1',
    reuse: source.FLAREKIT_MATRIX_REUSE === '1',
    installOnly: source.FLAREKIT_MATRIX_INSTALL_ONLY === '1',
  };
}
