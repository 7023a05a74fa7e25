/**
 * `npm pack` of create-flarekit from a copy of its sources, so that packs and builds running at the same time never
 * meet: `prepack` rebuilds dist/ (removes it, then compiles), and a second pack, a test running dist/bin.js or a build
 * started meanwhile would otherwise read a dist/ half gone (`create-flarekit: not found` from the tarball it packed).
 * The copy sits under .cache/ in this package, so its build finds the same installed tools and dependencies.
 */
import { cp, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * What the build and the tarball read: the package's manifest, readme, changelog, build settings, sources, templates
 * and the records of released versions (upgrade's bases).
 */
const SOURCES = [
  'package.json',
  'README.md',
  'CHANGELOG.md',
  'tsconfig.json',
  'tsconfig.build.json',
  'src',
  'templates',
  'versions',
];

/** Runs npm with these arguments in `cwd`; rejects when it fails. */
export type RunNpm = (args: string[], cwd: string) => Promise<unknown>;

/** Packs the package into `destination` with `runNpm`; resolves with the tarball's path. */
export async function packCopy(destination: string, runNpm: RunNpm): Promise<string> {
  await mkdir(path.join(PACKAGE_DIR, '.cache'), { recursive: true });
  const copy = await mkdtemp(path.join(PACKAGE_DIR, '.cache', 'pack-'));
  try {
    for (const entry of SOURCES) await cp(path.join(PACKAGE_DIR, entry), path.join(copy, entry), { recursive: true });
    await mkdir(destination, { recursive: true });
    await runNpm(['pack', '--pack-destination', destination], copy);
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
  const tarball = (await readdir(destination)).find((file) => /^create-flarekit-.*\.tgz$/.test(file));
  if (!tarball) throw new Error(`npm pack wrote no create-flarekit-*.tgz in ${destination}`);
  return path.join(destination, tarball);
}
