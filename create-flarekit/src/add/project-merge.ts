/**
 * The steps `add` and `upgrade` share: a project's files merged with the project it was generated as (base) and the
 * one it becomes (target), as merge.ts merges a file, plus what a whole project needs: .dev.vars keeps its values,
 * the migrations a database has are kept, add web moves the API (relocate.ts); then the plan written to disk.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readdir, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { devVarKey, parseDevVars } from '../compose/dev-vars.ts';
import { runCommand } from '../cli/run-command.ts';
import { safeJoin } from '../cli/write-project.ts';
import { type Contents, type MergeLabels, type MergePlan, mergeTrees } from './merge.ts';
import { API_FOLDER, API_LOCAL_STATE, Relocation } from './relocate.ts';

/** Why the project's files should not be changed now: uncommitted changes, or no git to undo with. */
export async function uncommittedProblem(root: string, command: string): Promise<string | undefined> {
  const status = await runCommand('git', ['status', '--porcelain'], root);
  if (!status.ok)
    return (
      `The project is not in a git repository (or git is not installed): ${command} changes your files, and git is how you ` +
      `review and undo what it changed. Commit the project first (git init && git add -A && git commit -m "Before ${command}"), ` +
      'or pass --force to go on without.'
    );
  const dirty = status.output.split('\n').filter(Boolean);
  if (dirty.length === 0) return undefined;
  const shown = dirty.slice(0, 5).map((line) => line.slice(3));
  const more = dirty.length > 5 ? ` and ${dirty.length - 5} more` : '';
  return (
    `The git tree has uncommitted changes (${shown.join(', ')}${more}): commit or stash them first, so that what ${command} ` +
    'changes can be reviewed and undone on its own, or pass --force to go on.'
  );
}

/** The lockfiles a package manager writes: add takes the target's only where the project's is still the generated one. */
const LOCKFILES = new Set(['package-lock.json', 'pnpm-lock.yaml', 'yarn.lock', 'bun.lock']);

export interface ProjectMerge {
  root: string;
  /** The project as it was generated, and as it becomes. */
  base: Map<string, Contents>;
  target: Map<string, Contents>;
  labels: MergeLabels;
  /** The project had a database: its migrations stay as they are. */
  hadDatabase: boolean;
  /** The target is full stack (the API in apps/api/). */
  fullStack: boolean;
  /** add web: the base is an API-only project, compared at the target's paths. */
  relocate: boolean;
}

/** The conflict markers' names: your files, and the base and the target as "create-flarekit <version> (<template>)". */
export function mergeLabels(base: string, target: string): MergeLabels {
  return { yours: 'yours', base: `create-flarekit ${base}`, target: `create-flarekit ${target}` };
}

/** The merge of a project's files with its base and target (merge.ts), and what a whole project needs besides. */
export function planProjectMerge(merge: ProjectMerge): MergePlan {
  const { root, target } = merge;
  const relocation = merge.relocate ? new Relocation(merge.base) : undefined;
  const base = relocation ? relocation.movedFiles(merge.base) : merge.base;
  // Each file read once: the merge, .dev.vars and the web move ask for the same paths.
  const readFiles = new Map<string, Contents | undefined>();
  const read = (file: string): Contents | undefined => {
    if (!readFiles.has(file)) {
      const full = safeJoin(root, file);
      readFiles.set(file, existsSync(full) ? readFileSync(full, 'utf8') : undefined);
    }
    return readFiles.get(file);
  };
  const yours = (file: string): Contents | undefined => {
    if (!relocation) return read(file);
    const original = relocation.original(file);
    if (original !== undefined) return read(original);
    return relocation.isApis(file) ? undefined : read(file);
  };
  keepDevVars(base, target, yours);
  const apiDir = merge.fullStack ? API_FOLDER : '';
  const plan = mergeTrees(base, target, yours, merge.labels, {
    // The migrations a database already has may be applied (locally, in production): they are never rewritten;
    // db:generate writes the next one.
    keepYours: merge.hadDatabase ? (file) => file.startsWith(`${apiDir}drizzle/`) : undefined,
    installerOwned: (file) => LOCKFILES.has(file),
  });
  if (relocation) moveTheApi(root, relocation, new Set([...base.keys(), ...target.keys()]), yours, plan);
  plan.changes.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return plan;
}

/**
 * add web, after the merge: every file of the API goes to apps/api/ (the merged version where the merge wrote one, yours
 * as it is otherwise), the root copies go, your own files under the API's names move too, and wrangler's local state
 * (.dev.vars, .wrangler/ with the local database) moves as it is.
 */
function moveTheApi(
  root: string,
  relocation: Relocation,
  templatePaths: ReadonlySet<string>,
  yours: (file: string) => Contents | undefined,
  plan: MergePlan,
): void {
  const removed = new Set(plan.removals);
  const changed = new Set(plan.changes.map((change) => change.path));
  const move = (to: string, contents: Contents) => {
    plan.writes.set(to, contents);
    if (!changed.has(to)) plan.changes.push({ path: to, kind: 'moved' });
  };
  // A file the target drops is removed where it is: at the root.
  plan.removals = plan.removals.map((file) => relocation.original(file) ?? file);
  for (const file of templatePaths) {
    const original = relocation.original(file);
    const mine = yours(file);
    if (original === undefined || mine === undefined || removed.has(file)) continue;
    if (!plan.writes.has(file)) move(file, mine);
    plan.removals.push(original);
  }
  for (const file of projectFiles(root)) {
    const to = relocation.moved(file);
    if (!relocation.isApis(file) || templatePaths.has(to)) continue;
    move(to, readFileSync(safeJoin(root, file)));
    plan.removals.push(file);
  }
  for (const name of API_LOCAL_STATE) {
    if (existsSync(path.join(root, name)) && !templatePaths.has(`${API_FOLDER}${name}`))
      plan.renames.push([name, `${API_FOLDER}${name}`]);
  }
}

/**
 * The project's files, relative POSIX paths: those git tracks and the untracked ones it does not ignore; without git
 * (--force), every file but node_modules/, .git/ and wrangler's local state.
 */
function projectFiles(root: string): string[] {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (listed.status === 0) return listed.stdout.split('\0').filter((file) => file && existsSync(path.join(root, file)));
  const skip = new Set(['node_modules', '.git', ...API_LOCAL_STATE]);
  const files: string[] = [];
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (skip.has(entry.name)) continue;
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path.join(dir, entry.name), relative);
      else files.push(relative);
    }
  };
  walk(root, '');
  return files;
}

/** The name create gave the project: its package.json's, or its folder's. */
export function projectNameOf(root: string): string {
  try {
    const { name } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { name?: unknown };
    if (typeof name === 'string' && name) return name;
  } catch {
    // No package.json: the folder's name, as create gave it.
  }
  return path.basename(root);
}

/**
 * .dev.vars holds your values (and a secret create made at random): the target's version is yours, with each value
 * you left as the template had it moved to the target's (add web: BETTER_AUTH_URL from the Worker's port to Vite's)
 * and the keys the feature needs added with the target's values (a new secret). The base is yours, so nothing else
 * changes.
 */
function keepDevVars(
  base: Map<string, Contents>,
  target: Map<string, Contents>,
  yours: (file: string) => Contents | undefined,
): void {
  for (const file of [...target.keys()].filter((key) => path.posix.basename(key) === '.dev.vars')) {
    const mine = yours(file);
    const theirs = target.get(file);
    const generated = base.get(file);
    // No .dev.vars (it is git-ignored: a fresh clone has none): the target's is written, as create writes it.
    if (mine === undefined) base.delete(file);
    if (typeof mine !== 'string' || typeof theirs !== 'string') continue;
    const [have, was, wanted] = [mine, typeof generated === 'string' ? generated : '', theirs].map(parseDevVars);
    const lines = mine.split('\n').map((line) => {
      const key = devVarKey(line);
      if (key === undefined || key === 'BETTER_AUTH_SECRET') return line;
      const value = wanted!.get(key);
      return value !== undefined && have!.get(key) === was!.get(key) && value !== was!.get(key)
        ? `${key}=${value}`
        : line;
    });
    const missing = theirs.split('\n').filter((line) => {
      const key = devVarKey(line);
      return key !== undefined && !have!.has(key);
    });
    const kept = lines.join('\n');
    base.set(file, mine);
    target.set(file, missing.length === 0 ? kept : `${kept}${kept.endsWith('\n') ? '' : '\n'}${missing.join('\n')}\n`);
  }
}

export async function applyPlan(root: string, plan: MergePlan): Promise<void> {
  for (const [file, contents] of plan.writes) {
    const full = safeJoin(root, file);
    await mkdir(path.dirname(full), { recursive: true });
    await writeFile(full, contents);
  }
  for (const [from, to] of plan.renames) {
    await mkdir(path.dirname(safeJoin(root, to)), { recursive: true });
    await rename(safeJoin(root, from), safeJoin(root, to));
  }
  for (const file of plan.removals) {
    await rm(safeJoin(root, file), { force: true });
    // The folders the removal left empty go too, up to the project's root.
    for (let dir = path.dirname(safeJoin(root, file)); dir !== root; dir = path.dirname(dir)) {
      if ((await readdir(dir)).length > 0) break;
      await rmdir(dir);
    }
  }
}
