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
import { PATCH_SUFFIX, unifiedDiff } from '../src/compose/patch.ts';
import { openApiDocument } from './openapi-document.ts';

/** The Orval client of each API variant and the template whose API it is generated from. */
export const ORVAL_VARIANTS = {
  auth: 'full-stack-orval',
  'no-auth': 'full-stack-orval-no-auth',
  'no-db': 'full-stack-orval-no-db',
} as const satisfies Record<string, TemplateId>;
export type OrvalVariant = keyof typeof ORVAL_VARIANTS;
const VARIANTS = Object.keys(ORVAL_VARIANTS) as OrvalVariant[];

/**
 * The layers (templates/web/<dir>) that hold a file several clients have alike, once, and the variants that compose
 * each (src/compose/index.ts applies them in this order, then the variant's own layer, `orval-client-<variant>`).
 */
export const SHARED_CLIENT_LAYERS: readonly { dir: string; variants: readonly OrvalVariant[] }[] = [
  { dir: 'orval-client', variants: VARIANTS },
  { dir: 'orval-client-db', variants: ['auth', 'no-auth'] },
];

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Where the generated client sits, in the web app and in its template layers. */
const GENERATED = 'src/api/generated';
/** The address orval.config.ts reads the document from (the running API); replaced by the computed document's file. */
const LIVE_DOCUMENT = 'http://localhost:8787/api/openapi.json';
const STAMP = path.join('node_modules', '.flarekit-orval-stamp');

/** Every Orval client layer: the shared ones, then one of each variant's own. */
export const CLIENT_LAYERS: readonly string[] = [
  ...SHARED_CLIENT_LAYERS.map((layer) => layer.dir),
  ...VARIANTS.map((variant) => `orval-client-${variant}`),
];

/** A client layer's folder of generated files (templates/web/<layer>/src/api/generated). */
export function clientLayerDir(layer: string): string {
  return path.join(packageRoot, 'templates', 'web', layer, ...GENERATED.split('/'));
}

/** The client a variant's template ships, as its layers compose it: relative path → contents. */
export async function shippedClient(variant: OrvalVariant): Promise<Map<string, string>> {
  const files = await composeProject({
    templateId: ORVAL_VARIANTS[variant],
    projectName: 'my-flarekit-app',
    packageManager: 'npm',
    cliVersion: '0.0.0',
  });
  const prefix = `apps/web/${GENERATED}/`;
  return new Map(
    [...files].flatMap(([file, contents]) =>
      file.startsWith(prefix) && typeof contents === 'string' ? [[file.slice(prefix.length), contents]] : [],
    ),
  );
}

/**
 * The three clients split into their layers, layer → relative path → contents: a file that several variants have
 * goes once into the shared layer of exactly those variants, as most of them have it (of a tie, as the variant with
 * fewer features has it); a variant whose file differs gets, in its own layer, a patch of it (`<file>.patch`,
 * src/compose/patch.ts) when the patch is under half the file's length, else the whole file. A file that no two
 * variants have alike and none patches, or that no shared layer fits, goes whole into each variant's layer.
 */
export function splitClients(
  clients: ReadonlyMap<OrvalVariant, ReadonlyMap<string, string>>,
): Map<string, Map<string, string>> {
  const layers = new Map<string, Map<string, string>>(CLIENT_LAYERS.map((layer) => [layer, new Map()]));
  const put = (layer: string, file: string, contents: string) => layers.get(layer)?.set(file, contents);
  const files = [...new Set([...clients.values()].flatMap((client) => [...client.keys()]))].sort();
  for (const file of files) {
    const holders = VARIANTS.filter((variant) => clients.get(variant)?.has(file));
    const contentsOf = (variant: OrvalVariant) => clients.get(variant)?.get(file) ?? '';
    const shared = SHARED_CLIENT_LAYERS.find(
      (layer) => layer.variants.length === holders.length && holders.every((v) => layer.variants.includes(v)),
    );
    if (shared) {
      const counts = new Map<string, number>();
      for (const variant of holders) counts.set(contentsOf(variant), (counts.get(contentsOf(variant)) ?? 0) + 1);
      // Of equally common contents the last variant's (the one with fewer features, which the others patch).
      const [common, times] = [...counts].reduce((best, entry) => (entry[1] >= best[1] ? entry : best));
      const others = holders.filter((variant) => contentsOf(variant) !== common);
      const patches = new Map(others.map((variant) => [variant, smallPatch(common, contentsOf(variant), file)]));
      // Shared when several have it alike, or when another variant's file is a patch of it.
      if (times > 1 || [...patches.values()].some(Boolean)) {
        put(shared.dir, file, common);
        for (const variant of others) {
          const patch = patches.get(variant);
          if (patch) put(`orval-client-${variant}`, `${file}${PATCH_SUFFIX}`, patch);
          else put(`orval-client-${variant}`, file, contentsOf(variant));
        }
        continue;
      }
    }
    for (const variant of holders) put(`orval-client-${variant}`, file, contentsOf(variant));
  }
  return layers;
}

/** The patch from `before` to `after` when it is under half as long as `after`, which it then stands for. */
function smallPatch(before: string, after: string, file: string): string | undefined {
  const patch = unifiedDiff(before, after, file);
  const lines = (text: string) => text.split('\n').length - 1;
  return lines(patch) < lines(after) / 2 ? patch : undefined;
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
