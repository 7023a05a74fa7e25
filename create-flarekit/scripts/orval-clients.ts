// The Orval client of each API variant, generated from its source: the template is composed (with the placeholder
// name, as every template file names the project) and installed from its lockfile, the API's OpenAPI document is
// computed in Node (openapi-document.ts), and the project's own Orval (the version the template pins) runs with the
// project's orval.config.ts, reading that document from a file instead of the running API.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type TemplateId, composeProject } from '../src/compose/index.ts';
import { openApiDocument } from './openapi-document.ts';

/** The Orval client layers (templates/web/orval-client-<variant>) and the template whose API each is generated from. */
export const ORVAL_VARIANTS = {
  auth: 'full-stack-orval',
  'no-auth': 'full-stack-orval-no-auth',
  'no-db': 'full-stack-orval-no-db',
} as const satisfies Record<string, TemplateId>;
export type OrvalVariant = keyof typeof ORVAL_VARIANTS;

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Where the generated client sits, in the web app and in its template layer. */
const GENERATED = 'src/api/generated';
/** The address orval.config.ts reads the document from (the running API); replaced by the computed document's file. */
const LIVE_DOCUMENT = 'http://localhost:8787/api/openapi.json';
const STAMP = path.join('node_modules', '.flarekit-orval-stamp');

/** The committed client of a variant: its template layer's folder. */
export function clientLayerDir(variant: OrvalVariant): string {
  return path.join(packageRoot, 'templates', 'web', `orval-client-${variant}`, ...GENERATED.split('/'));
}

/** Every file under `dir`, relative POSIX path → contents (empty when `dir` does not exist). */
export async function readTree(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  if (!existsSync(dir)) return files;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, full).split(path.sep).join('/'), await readFile(full, 'utf8'));
  }
  return new Map([...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** The files that differ between two trees: added, removed or changed, one line each (empty when they match). */
export function treeDifferences(expected: ReadonlyMap<string, string>, actual: ReadonlyMap<string, string>): string[] {
  const differences: string[] = [];
  for (const [file, contents] of expected) {
    if (!actual.has(file)) differences.push(`missing: ${file}`);
    else if (actual.get(file) !== contents) differences.push(`changed: ${file}`);
  }
  for (const file of actual.keys()) if (!expected.has(file)) differences.push(`extra: ${file}`);
  return differences;
}

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}\n${`${result.stdout}${result.stderr}`.trim()}`);
  }
}

/**
 * Writes the template's project to `dir` and installs it from the template's lockfile when its manifests changed
 * (the npm cache serves the packages; `--prefer-offline`). Every file but `node_modules` is written afresh.
 */
async function prepareProject(templateId: TemplateId, dir: string): Promise<void> {
  const files = await composeProject({
    templateId,
    projectName: 'my-flarekit-app',
    packageManager: 'npm',
    cliVersion: '0.0.0',
  });
  for (const entry of existsSync(dir) ? await readdir(dir) : []) {
    if (entry !== 'node_modules') await rm(path.join(dir, entry), { recursive: true, force: true });
  }
  const hash = createHash('sha256');
  for (const [file, contents] of files) {
    const target = path.join(dir, ...file.split('/'));
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, contents);
    if (file.endsWith('package.json') || file === 'package-lock.json') hash.update(`${file}\0${String(contents)}\0`);
  }
  const stamp = hash.digest('hex');
  const stampFile = path.join(dir, STAMP);
  if (existsSync(stampFile) && (await readFile(stampFile, 'utf8')) === stamp) return;
  // `npm install`, not `npm ci`: the lockfiles hold Linux's optional packages only. No lifecycle scripts are needed.
  run('npm', ['install', '--prefer-offline', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], dir);
  await writeFile(stampFile, stamp);
}

/**
 * Generates the variant's client in a project under `workDir` (kept between runs, so only a changed manifest
 * reinstalls) and returns its files, relative path → contents.
 */
export async function generateClient(variant: OrvalVariant, workDir: string): Promise<Map<string, string>> {
  const dir = path.join(workDir, variant);
  await prepareProject(ORVAL_VARIANTS[variant], dir);
  const web = path.join(dir, 'apps', 'web');
  const documentFile = path.join(dir, 'openapi.json');
  await writeFile(documentFile, await openApiDocument(path.join(dir, 'apps', 'api')));

  const config = await readFile(path.join(web, 'orval.config.ts'), 'utf8');
  if (config.split(LIVE_DOCUMENT).length !== 2) throw new Error(`orval.config.ts must read ${LIVE_DOCUMENT} once`);
  const offlineConfig = path.join(web, 'orval.offline.config.ts');
  await writeFile(offlineConfig, config.replace(LIVE_DOCUMENT, documentFile));
  run(path.join(dir, 'node_modules', '.bin', 'orval'), ['--config', offlineConfig], web);
  return readTree(path.join(web, ...GENERATED.split('/')));
}
