/**
 * `create-flarekit add <feature>`, run inside a generated project: turns it into the template with the feature added
 * (features.ts) by a three-way merge of the project's files (merge.ts), then installs and, where sign-in came into a
 * project whose database already has migrations, generates the next migration instead of rewriting the applied one.
 * Everything that can refuse the run is checked before anything is written.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readdir, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from '@pkgjs/parseargs';
import pc from 'picocolors';
import { composeProject } from '../compose/index.ts';
import { devVarKey, parseDevVars } from '../compose/dev-vars.ts';
import { managerCommands, managerWords, type PackageManager } from '../compose/package-managers.ts';
import {
  API_CLIENTS,
  type ApiClient,
  type Template,
  templateById,
  TEMPLATE_IDS,
  type TemplateId,
} from '../compose/templates.ts';
import { describeParseError } from '../cli/args.ts';
import { installDependencies } from '../cli/install.ts';
import { describeFailure, runCommand, StepError } from '../cli/run-command.ts';
import { cliVersion } from '../cli/version.ts';
import { safeJoin } from '../cli/write-project.ts';
import { DOCS_ORIGIN, PAGES } from '../doctor/finding.ts';
import { findProjectRoot, PROJECT_FILE, readProject } from '../doctor/project.ts';
import { ADD_USAGE, additionOf, type Feature, FEATURES, isFeature } from './features.ts';
import { type Contents, type MergePlan, mergeTrees } from './merge.ts';
import { API_FOLDER, API_LOCAL_STATE, Relocation } from './relocate.ts';
import { type Added, addFailure, type AddOutcome } from './outcome.ts';

export interface AddRun {
  /** The arguments after `add`. */
  argv: readonly string[];
  cwd: string;
}

const OPTIONS = {
  client: { type: 'string' },
  force: { type: 'boolean' },
  'no-install': { type: 'boolean' },
  'dry-run': { type: 'boolean' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

export async function add(run: AddRun): Promise<number> {
  const json = run.argv.includes('--json');
  if (run.argv.includes('--help') || run.argv.includes('-h')) {
    process.stdout.write(`Usage: ${ADD_USAGE}\n`);
    return 0;
  }
  const outcome = await addFeature(run, (line) => {
    if (!json) process.stdout.write(`${line}\n`);
  });
  if (json) process.stdout.write(`${JSON.stringify(outcome, null, 2)}\n`);
  else if (outcome.ok) process.stdout.write(`${addedLines(outcome).join('\n')}\n`);
  else process.stderr.write(`${failureLines(outcome.error).join('\n')}\n`);
  return outcome.ok ? 0 : 1;
}

/** The run itself; `say` reports each step as it ends (the terminal shows it, --json does not). */
export async function addFeature(run: AddRun, say: (line: string) => void = () => {}): Promise<AddOutcome> {
  let parsed;
  try {
    parsed = parseArgs({ args: [...run.argv], options: OPTIONS, strict: true, allowPositionals: true });
  } catch (error) {
    return addFailure('invalid-arguments', describeParseError(error));
  }
  const { values, positionals } = parsed;
  if (positionals.length !== 1 || !isFeature(positionals[0]!)) {
    const given = positionals.length === 0 ? 'no feature' : positionals.map((p) => `"${p}"`).join(', ');
    return addFailure(
      'invalid-arguments',
      `Give one feature to add (got ${given}): ${FEATURES.join(', ')}. Usage: ${ADD_USAGE}`,
    );
  }
  const feature: Feature = positionals[0];
  const client = values.client;
  if (client !== undefined && (feature !== 'web' || !(API_CLIENTS as readonly string[]).includes(client)))
    return addFailure(
      'invalid-arguments',
      feature === 'web'
        ? `Invalid value for --client: "${client}". Use one of: ${API_CLIENTS.join(', ')}.`
        : `--client goes with add web only (the client of the web app it adds); ${feature} takes no --client.`,
    );

  const root = findProjectRoot(run.cwd);
  if (root === undefined)
    return addFailure(
      'no-project',
      `No ${PROJECT_FILE} in this folder or its parents: add changes a project create-flarekit generated. ` +
        `cd into the project's folder (the one holding ${PROJECT_FILE}) and run it again.`,
    );
  const project = readProject(root);
  if (project.template === undefined || !(TEMPLATE_IDS as readonly string[]).includes(project.template))
    return addFailure(
      'unknown-template',
      `${PROJECT_FILE} names ${project.template === undefined ? 'no template' : `the template "${project.template}", which create-flarekit ${cliVersion()} does not have`}: ` +
        `add needs the template the project was created from. Restore ${PROJECT_FILE} from the project's first commit.`,
    );
  const from = templateById(project.template as TemplateId);
  const version = cliVersion();
  if (project.version !== version)
    return addFailure(
      'other-version',
      `The project was created by create-flarekit ${project.version ?? '(no version in flarekit.json)'}, and this is ${version}: ` +
        `add merges from the templates the project was created with. Run the same version: ` +
        `npx create-flarekit@${project.version ?? '<version>'} add ${feature}.`,
    );
  const addition = additionOf(from, feature, client as ApiClient | undefined);
  if (!addition.ok) return addFailure('not-applicable', addition.reason);
  const to = templateById(addition.target);

  if (!values.force && !values['dry-run']) {
    const problem = await uncommittedProblem(root);
    if (problem) return addFailure('uncommitted-changes', problem);
  }

  const pm = project.packageManager;
  const plan = await planAddition(root, from, to, pm, version);
  const apiDir = to.type === 'full-stack' ? API_FOLDER : '';
  const migrate = from.database && to.auth && !from.auth;
  const commands = [
    ...(values['no-install'] ? [] : [managerCommands(pm).install]),
    ...(migrate && !values['no-install'] ? [managerCommands(pm).run('db:generate')] : []),
  ];
  const added: Added = {
    ok: true,
    dryRun: Boolean(values['dry-run']),
    project: root,
    feature,
    from: from.id,
    to: to.id,
    changes: plan.changes,
    commands,
    installed: false,
    nextSteps: nextSteps(feature, to, pm, apiDir, values['no-install'] === true, plan),
  };
  if (added.dryRun) return added;

  try {
    await applyPlan(root, plan);
  } catch (cause) {
    return addFailure('write-failed', `Writing the files failed: ${(cause as Error).message}`, {
      written: true,
      changes: plan.changes,
    });
  }
  say(`${pc.green('✔')} ${from.id} → ${to.id}: ${plan.changes.length} files changed`);

  const conflicts = plan.changes.filter((change) => change.kind === 'conflict');
  if (conflicts.length > 0)
    return addFailure(
      'conflicts',
      `${conflicts.length} ${conflicts.length === 1 ? 'file has' : 'files have'} changes of yours that ${feature} changes too. ` +
        'Resolve each (search for <<<<<<<), then run the commands below.',
      { written: true, changes: plan.changes, remaining: commands },
    );

  const remaining = [...commands];
  try {
    if (!values['no-install']) {
      await installDependencies(pm, root);
      added.installed = true;
      say(`${pc.green('✔')} Installed dependencies with ${pm}`);
      remaining.shift();
    }
    if (migrate && added.installed) {
      const [command, ...args] = [...managerWords(pm).run, 'db:generate'];
      const result = await runCommand(command!, args, root);
      if (!result.ok)
        throw new StepError('Generating the migration (db:generate)', describeFailure(command!, result), result.output);
      say(`${pc.green('✔')} Generated the migration for the sign-in tables (${commands.at(-1)})`);
      remaining.shift();
    }
  } catch (cause) {
    if (!(cause instanceof StepError)) throw cause;
    return addFailure(added.installed ? 'migration-failed' : 'install-failed', cause.message, {
      written: true,
      changes: plan.changes,
      remaining,
      output: cause.output.trim(),
    });
  }
  return added;
}

/** Why the project's files should not be changed now: uncommitted changes, or no git to undo with. */
async function uncommittedProblem(root: string): Promise<string | undefined> {
  const status = await runCommand('git', ['status', '--porcelain'], root);
  if (!status.ok)
    return (
      'The project is not in a git repository (or git is not installed): add changes your files, and git is how you ' +
      'review and undo what it changed. Commit the project first (git init && git add -A && git commit -m "Before add"), ' +
      'or pass --force to go on without.'
    );
  const dirty = status.output.split('\n').filter(Boolean);
  if (dirty.length === 0) return undefined;
  const shown = dirty.slice(0, 5).map((line) => line.slice(3));
  const more = dirty.length > 5 ? ` and ${dirty.length - 5} more` : '';
  return (
    `The git tree has uncommitted changes (${shown.join(', ')}${more}): commit or stash them first, so that what add ` +
    'changes can be reviewed and undone on its own, or pass --force to go on.'
  );
}

/** The lockfiles a package manager writes: add takes the target's only where the project's is still the generated one. */
const LOCKFILES = new Set(['package-lock.json', 'pnpm-lock.yaml', 'yarn.lock', 'bun.lock']);

/** The merge of the project's files from template `from` to `to`, both composed as this CLI composes them. */
export async function planAddition(
  root: string,
  from: Template,
  to: Template,
  packageManager: PackageManager,
  version: string,
): Promise<MergePlan> {
  const projectName = projectNameOf(root);
  const compose = (template: Template) =>
    composeProject({ templateId: template.id, projectName, packageManager, cliVersion: version });
  const [composedBase, target] = await Promise.all([compose(from), compose(to)]);
  // add web: the API-only project's API files are compared with the full-stack project's at their new place.
  const relocation = from.type === to.type ? undefined : new Relocation(composedBase);
  const base = relocation ? relocation.movedFiles(composedBase) : composedBase;
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
  const apiDir = to.type === 'full-stack' ? API_FOLDER : '';
  const plan = mergeTrees(
    base,
    target,
    yours,
    {
      yours: 'yours',
      base: `create-flarekit ${version} (${from.id})`,
      target: `create-flarekit ${version} (${to.id})`,
    },
    {
      // The migrations a database already has may be applied (locally, in production): they are never rewritten;
      // db:generate writes the next one.
      keepYours: from.database ? (file) => file.startsWith(`${apiDir}drizzle/`) : undefined,
      installerOwned: (file) => LOCKFILES.has(file),
    },
  );
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
function projectNameOf(root: string): string {
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

async function applyPlan(root: string, plan: MergePlan): Promise<void> {
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

function nextSteps(
  feature: Feature,
  to: Template,
  pm: PackageManager,
  apiDir: string,
  noInstall: boolean,
  plan: MergePlan,
): string[] {
  const rootPackage = plan.changes.find((change) => change.path === 'package.json');
  const run = managerCommands(pm).run;
  const steps = ['git diff (review what changed)'];
  if (noInstall) steps.push(managerCommands(pm).install);
  if (feature === 'auth' && noInstall) steps.push(run('db:generate'));
  if (feature === 'db') steps.push(`${run('db:migrate:local')} (create the tables locally)`);
  if (feature === 'auth')
    steps.push(
      `${run('db:migrate:local')} (the sign-in tables; todos and posts get an owner column, so rows written before ` +
        `sign-in stop the migration: ${DOCS_ORIGIN}${ADD_PAGE}#rows-written-before-sign-in)`,
    );
  if (feature === 'auth')
    steps.push(
      `fill in DISCORD_CLIENT_ID and DISCORD_CLIENT_SECRET in ${apiDir}.dev.vars (${DOCS_ORIGIN}${PAGES.discord})`,
    );
  if (feature === 'web' && (rootPackage?.kind === 'merged' || rootPackage?.kind === 'conflict'))
    steps.push(
      "what you had added to package.json stays in the root one: move the API's dependencies and scripts to " +
        `${API_FOLDER}package.json`,
    );
  steps.push(run('typecheck'), run('test'), run('dev'));
  if (feature === 'db' || feature === 'auth')
    steps.push(`before the next deploy: ${run('db:migrate:remote')}${to.auth ? ' and the secrets in production' : ''}`);
  return steps;
}

/** The docs section about add. */
const ADD_PAGE = '/docs/getting-started/cli-options';

const MARKS = { added: '+', updated: '~', merged: '±', removed: '-', moved: '→', conflict: '✖' } as const;

function changeLines(changes: Added['changes']): string[] {
  return changes.map((change) => {
    const line = `  ${MARKS[change.kind]} ${change.path}${change.reason ? `: ${change.reason}` : ''}`;
    return change.kind === 'conflict' ? pc.red(line) : line;
  });
}

function addedLines(added: Added): string[] {
  const head = added.dryRun
    ? `Dry run: nothing was written. Adding ${added.feature} would turn ${added.from} into ${added.to}:`
    : `Added ${added.feature}: the project is now template ${added.to}.`;
  return [
    '',
    pc.green(head),
    ...changeLines(added.changes),
    ...(added.dryRun && added.commands.length > 0 ? ['', 'Then:', ...added.commands.map((c) => `  ${c}`)] : []),
    '',
    'Next steps:',
    ...added.nextSteps.map((step) => `  ${step}`),
  ];
}

function failureLines(error: Extract<AddOutcome, { ok: false }>['error']): string[] {
  return [
    ...(error.output ? ['', error.output, ''] : []),
    `${pc.red('✖')} ${error.message}`,
    ...(error.changes ? changeLines(error.changes) : []),
    ...(error.remaining && error.remaining.length > 0
      ? ['', 'Then:', ...error.remaining.map((command) => `  ${command}`)]
      : []),
  ];
}
