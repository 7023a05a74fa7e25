import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { agentsFile, CLAUDE_FILE } from './agents.ts';
import { ciWorkflow } from './ci-workflow.ts';
import { managerCommands, type PackageManager } from './package-managers.ts';
import { applyPatch, PATCH_SUFFIX } from './patch.ts';
import { FIRST_RUN_MARKER, firstRunSection, readmeInManager } from './readme.ts';
import { type Template, templateById, TEMPLATE_IDS, type TemplateId } from './templates.ts';

export type { PackageManager };

/** The nine templates' ids (templates.ts describes each). */
export { TEMPLATE_IDS, type TemplateId };

export interface ComposeOptions {
  templateId: TemplateId;
  projectName: string;
  packageManager: PackageManager;
  cliVersion: string;
}

/** The name every template file uses for the project; replaced by the chosen name. */
const PLACEHOLDER_NAME = 'my-flarekit-app';

/** Files npm would drop from the package or act on are stored under another name. */
const RENAMES: Record<string, string> = { _gitignore: '.gitignore' };

/** A later layer's file of one of these names is merged into the earlier one instead of replacing it. */
const MERGED_JSON = new Set(['package.json', 'wrangler.jsonc']);

/** A folder of templates/ and where its files land in the project ('' is the project root). */
interface Layer {
  dir: string;
  target: string;
}

/**
 * The layers of one template, in order: a later layer replaces an earlier layer's file, merges into it (package.json,
 * wrangler.jsonc) or patches it (`<file>.patch`, patch.ts).
 */
function layersOf({ type, client, database: db, auth }: Template): Layer[] {
  const fullStack = type === 'full-stack';
  const apiTarget = fullStack ? 'apps/api' : '';
  const layers: Layer[] = [{ dir: 'root/common', target: '' }];
  if (fullStack) {
    layers.push({ dir: 'root/full-stack', target: '' });
    if (db) layers.push({ dir: 'root/full-stack-db', target: '' });
    // better-auth at the root too: declared by both apps only, npm installs one copy in each.
    if (auth) layers.push({ dir: 'root/full-stack-auth', target: '' });
    if (client === 'orval') layers.push({ dir: 'root/full-stack-orval', target: '' });
  }
  layers.push({ dir: 'api/base', target: apiTarget });
  if (db) layers.push({ dir: 'api/db', target: apiTarget });
  if (auth) layers.push({ dir: 'api/auth', target: apiTarget });
  if (fullStack) {
    layers.push({ dir: 'api/full-stack', target: apiTarget });
  } else {
    layers.push({ dir: 'root/api-only', target: '' });
    // Without a web app the browser talks to wrangler dev directly: the auth URL is port 8787, not Vite's 5173.
    if (auth) layers.push({ dir: 'root/api-only-auth', target: '' });
  }
  if (fullStack && client) {
    const web = (dir: string): Layer => ({ dir: `web/${dir}`, target: 'apps/web' });
    layers.push(web('base'));
    if (db) layers.push(web('db'));
    if (auth) layers.push(web('auth'));
    layers.push(web(client));
    if (db) layers.push(web(`${client}-db`));
    // The Orval client generated from this API's document, written by scripts/update-orval-clients.ts: the files
    // every variant has alike, those both database variants have alike, then this variant's own files and patches.
    if (client === 'orval') {
      layers.push(web('orval-client'));
      if (db) layers.push(web('orval-client-db'));
      layers.push(web(`orval-client-${auth ? 'auth' : db ? 'no-auth' : 'no-db'}`));
    }
  }
  return layers;
}

/** The package's templates/ folder, found from this file both as TypeScript source and as built JavaScript. */
function templatesRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, 'templates');
    if (existsSync(path.join(candidate, 'root', 'common'))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('create-flarekit: the templates folder is missing from the package');
    dir = parent;
  }
}

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      files.push(...(await listFiles(path.join(dir, entry.name), relative)));
    } else {
      files.push(relative);
    }
  }
  return files;
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function isObject(value: Json | undefined): value is { [key: string]: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Objects merge key by key (keeping the first layer's key order); anything else is replaced. */
function mergeJson(base: Json, overlay: Json): Json {
  if (!isObject(base) || !isObject(overlay)) return overlay;
  const merged: { [key: string]: Json } = { ...base };
  for (const [key, value] of Object.entries(overlay)) {
    const existing = merged[key];
    merged[key] = existing === undefined ? value : mergeJson(existing, value);
  }
  return merged;
}

/** JSON with two-space indentation where a list of plain values that fits in 120 columns stays on one line. */
function formatJson(value: Json, indent = ''): string {
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    if (value.every((item) => typeof item !== 'object' || item === null)) {
      const oneLine = `[${value.map((item) => JSON.stringify(item)).join(', ')}]`;
      if (indent.length + oneLine.length <= 100) return oneLine;
    }
    return `[\n${value.map((item) => `${inner}${formatJson(item, inner)}`).join(',\n')}\n${indent}]`;
  }
  if (isObject(value)) {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    return `{\n${entries.map(([key, item]) => `${inner}${JSON.stringify(key)}: ${formatJson(item, inner)}`).join(',\n')}\n${indent}}`;
  }
  return JSON.stringify(value);
}

/** `npm run <script> [--workspace <name>]` in the templates, written for the chosen package manager. */
function scriptFor(command: string, packageManager: PackageManager): string {
  const commands = managerCommands(packageManager);
  return command.replace(
    /\bnpm run ([\w:-]+)(?: --workspace ([\w-]+))?/g,
    (_match, script: string, workspace?: string) =>
      workspace ? commands.runIn(workspace, script) : commands.run(script),
  );
}

function sortedKeys(value: { [key: string]: Json }): { [key: string]: Json } {
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** Scripts for the chosen package manager; dependencies sorted by name, as package managers write them. */
function finishPackageJson(pkg: Json, packageManager: PackageManager): Json {
  if (!isObject(pkg)) return pkg;
  const finished: { [key: string]: Json } = { ...pkg };
  if (isObject(pkg.scripts)) {
    const scripts: { [key: string]: Json } = {};
    for (const [name, command] of Object.entries(pkg.scripts)) {
      scripts[name] = typeof command === 'string' ? scriptFor(command, packageManager) : command;
    }
    finished.scripts = scripts;
  }
  for (const key of ['dependencies', 'devDependencies']) {
    const deps = pkg[key];
    if (isObject(deps)) finished[key] = sortedKeys(deps);
  }
  return finished;
}

/** Every file of the generated project, relative POSIX path → contents. Writes nothing. */
export async function composeProject(options: ComposeOptions): Promise<Map<string, string | Uint8Array>> {
  const { templateId, projectName, packageManager, cliVersion } = options;
  const template = templateById(templateId);
  const root = templatesRoot();

  const texts = new Map<string, string>();
  const json = new Map<string, Json>();
  for (const layer of layersOf(template)) {
    const dir = path.join(root, ...layer.dir.split('/'));
    for (const file of await listFiles(dir)) {
      const base = path.posix.basename(file);
      const renamed = path.posix.join(path.posix.dirname(file), RENAMES[base] ?? base);
      const target = layer.target ? `${layer.target}/${renamed}` : renamed;
      const read = (await readFile(path.join(dir, ...file.split('/')), 'utf8'))
        .replaceAll(PLACEHOLDER_NAME, projectName)
        .replace(FIRST_RUN_MARKER, () => firstRunSection(template, packageManager));
      // The README's commands in the chosen package manager (the templates write them with npm).
      const contents = base === 'README.md' ? readmeInManager(read, packageManager) : read;
      if (base.endsWith(PATCH_SUFFIX)) {
        // A patch changes the earlier layers' file at its path (patch.ts) instead of replacing it.
        const patched = target.slice(0, -PATCH_SUFFIX.length);
        const earlier = texts.get(patched);
        if (earlier === undefined) throw new Error(`templates/${layer.dir}/${file}: no earlier layer has ${patched}`);
        texts.set(patched, applyPatch(earlier, contents, `templates/${layer.dir}/${file}`));
      } else if (MERGED_JSON.has(base)) {
        const parsed = JSON.parse(contents) as Json;
        const existing = json.get(target);
        json.set(target, existing === undefined ? parsed : mergeJson(existing, parsed));
      } else {
        texts.set(target, contents);
      }
    }
  }

  const files = new Map<string, string | Uint8Array>(texts);
  for (const [file, value] of json) {
    // package.json as npm writes it; other JSON as formatters print it (short lists on one line).
    files.set(
      file,
      path.posix.basename(file) === 'package.json'
        ? `${JSON.stringify(finishPackageJson(value, packageManager), null, 2)}\n`
        : `${formatJson(value)}\n`,
    );
  }

  const record = { template: templateId, version: cliVersion, packageManager };
  files.set('flarekit.json', `${JSON.stringify(record, null, 2)}\n`);
  files.set('AGENTS.md', agentsFile(template, packageManager, cliVersion));
  files.set('CLAUDE.md', CLAUDE_FILE);
  files.set('.github/workflows/ci.yml', ciWorkflow(template, packageManager));
  // The local settings, ready to run: .dev.vars.example with a new BETTER_AUTH_SECRET (the file is git-ignored).
  const example = `${template.type === 'full-stack' ? 'apps/api/' : ''}.dev.vars.example`;
  const exampleText = texts.get(example);
  if (exampleText !== undefined) files.set(example.replace(/\.example$/, ''), withNewSecret(exampleText));
  if (packageManager === 'pnpm') files.set('pnpm-workspace.yaml', pnpmWorkspace(template.type === 'full-stack'));
  if (packageManager === 'npm') {
    // The lockfile the template was tested with: `npm install` then installs exactly these versions.
    const lockfile = path.join(root, 'lockfiles', `${templateId}.json`);
    if (existsSync(lockfile)) {
      files.set('package-lock.json', (await readFile(lockfile, 'utf8')).replaceAll(PLACEHOLDER_NAME, projectName));
    }
  }
  return new Map([...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** `BETTER_AUTH_SECRET=` filled with 32 random bytes in base64 (44 characters), as `openssl rand -base64 32` makes. */
export function withNewSecret(devVarsExample: string): string {
  return devVarsExample.replace(/^BETTER_AUTH_SECRET=$/m, `BETTER_AUTH_SECRET=${randomBytes(32).toString('base64')}`);
}

/**
 * The `pnpm-workspace.yaml` of a pnpm project. pnpm ignores package.json "workspaces", so a full-stack project lists
 * its two apps here; and pnpm (10 and newer) runs a dependency's install script only when allowed, failing the
 * install on one it was not told about (`ERR_PNPM_IGNORED_BUILDS`): esbuild and workerd, under Wrangler and Vite,
 * check their platform binaries in theirs, as they do under npm; `@scarf/scarf` (under swagger-ui-dist) only reports
 * the install to its vendor, so it is denied, as the root package.json's `allowScripts` denies it to npm.
 */
function pnpmWorkspace(fullStack: boolean): string {
  const packages = fullStack ? 'packages:\n  - apps/api\n  - apps/web\n\n' : '';
  return `${packages}allowBuilds:\n  "@scarf/scarf": false\n  esbuild: true\n  workerd: true\n`;
}
