/**
 * The projects the pages are checked against: for each template, exactly the files the CLI generates
 * (`composeProject`, the function `npm create flarekit` runs), written to `.cache/samples/<template>/` with the
 * template's lockfile and installed with npm.
 *
 * Installing is the slow part, so each project's `node_modules` is kept between runs and reinstalled only when its
 * manifests change (a stamp holds their hash). Every other file is removed and written again on each run, so a file
 * deleted from a template cannot linger in the check.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sharedNpmCache } from '../lib/npm-cache.ts';
import { CLI_VERSION, composeProject, type TemplateId } from 'flarekit-docs/templates';

/** The name the pages use for the reader's project (`npm create flarekit@latest my-app`). */
export const PROJECT_NAME = 'my-app';
const STAMP = path.join('node_modules', '.flarekit-samples-stamp');

/** The files of a template's project, relative POSIX path → contents. */
export async function templateFiles(templateId: TemplateId): Promise<Map<string, string>> {
  const files = await composeProject({
    templateId,
    projectName: PROJECT_NAME,
    packageManager: 'npm',
    cliVersion: CLI_VERSION,
  });
  return new Map(
    [...files].map(([file, contents]) => [
      file,
      typeof contents === 'string' ? contents : Buffer.from(contents).toString('utf8'),
    ]),
  );
}

/** Removes every file and folder of `dir` except `node_modules` folders (at any depth). */
function clearExceptDependencies(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      clearExceptDependencies(full);
      if (readdirSync(full).length === 0) rmSync(full, { recursive: true });
    } else {
      rmSync(full);
    }
  }
}

function manifestsHash(files: ReadonlyMap<string, string>): string {
  const hash = createHash('sha256');
  for (const [file, contents] of files) {
    if (file.endsWith('package.json') || file === 'package-lock.json') hash.update(`${file}\0${contents}\0`);
  }
  return hash.digest('hex');
}

/**
 * Writes the template's project (`files`, from templateFiles) to `dir` and installs its dependencies when they are
 * missing or stale.
 */
export function prepareProject(templateId: TemplateId, files: ReadonlyMap<string, string>, dir: string): void {
  mkdirSync(dir, { recursive: true });
  clearExceptDependencies(dir);
  for (const [file, contents] of files) {
    const target = path.join(dir, ...file.split('/'));
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, contents);
  }

  const stamp = manifestsHash(files);
  const stampFile = path.join(dir, STAMP);
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return;
  console.log(`Installing the ${templateId} project (npm install in .cache/samples/${templateId})…`);
  // `npm install`, not `npm ci`: the template lockfiles pin every version, but lack the optional packages of other
  // platforms, which `npm ci` insists on. Lifecycle scripts are not needed to type-check.
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], {
    cwd: dir,
    // The checks' shared cache: the matrix then installs the same packages without downloading them again.
    env: { ...process.env, npm_config_cache: sharedNpmCache(), npm_config_prefer_offline: 'true' },
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) throw new Error(`npm install failed in .cache/samples/${templateId}`);
  writeFileSync(stampFile, stamp);
  // Installing may rewrite the lockfile; the check sees exactly the generated files.
  const lockfile = files.get('package-lock.json');
  if (lockfile !== undefined) writeFileSync(path.join(dir, 'package-lock.json'), lockfile);
}
