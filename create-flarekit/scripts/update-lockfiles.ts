// Regenerates templates/lockfiles/<id>.json: the npm lockfile each template ships, resolved from its
// package.json files. Run after changing a version in a template: node scripts/update-lockfiles.ts [--keep] [id…]
// Without --keep every package is resolved afresh (the newest versions the ranges allow); with --keep npm starts from
// the lockfile shipped now and resolves only what the package.json files changed, so nothing else moves.
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { TEMPLATE_IDS } from '../src/compose/index.ts';
import { writeProject } from './write-project.ts';

const exec = promisify(execFile);
const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const keep = process.argv.includes('--keep');
const wanted = process.argv.slice(2).filter((arg) => arg !== '--keep');
const work = await mkdtemp(path.join(os.tmpdir(), 'flarekit-lockfiles-'));
const lockfiles = path.join(packageRoot, 'templates', 'lockfiles');
await mkdir(lockfiles, { recursive: true });

try {
  for (const id of TEMPLATE_IDS.filter((t) => wanted.length === 0 || wanted.includes(t))) {
    // The placeholder name: composeProject puts the project's own name into the lockfile.
    const dir = path.join(work, id, 'my-flarekit-app');
    await writeProject(id, dir, '0.0.0');
    if (!keep) await rm(path.join(dir, 'package-lock.json'), { force: true });
    const started = Date.now();
    await exec('npm', ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: dir });
    await copyFile(path.join(dir, 'package-lock.json'), path.join(lockfiles, `${id}.json`));
    console.log(`${id}: lockfile written (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
} finally {
  await rm(work, { recursive: true, force: true });
}
