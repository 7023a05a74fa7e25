/**
 * `create-flarekit add <feature>`, run inside a generated project: turns it into the template with the feature added
 * (features.ts) by a three-way merge of the project's files (merge.ts), then installs and, where sign-in came into a
 * project whose database already has migrations, generates the next migration instead of rewriting the applied one.
 * Everything that can refuse the run is checked before anything is written.
 */
import { parseArgs } from '@pkgjs/parseargs';
import { composeProject } from '../compose/index.ts';
import { managerCommands, type PackageManager } from '../compose/package-managers.ts';
import { API_CLIENTS, type ApiClient, type Template, templateById } from '../compose/templates.ts';
import { describeParseError } from '../cli/args.ts';
import { cliVersion } from '../cli/version.ts';
import { DOCS_ORIGIN, PAGES } from '../doctor/finding.ts';
import { ADD_USAGE, additionOf, type Feature, FEATURES, isFeature } from './features.ts';
import type { MergePlan } from './merge.ts';
import { generatedProject, PROJECT_OPTIONS, runPlan, runProjectCommand, succeededLines } from './project-command.ts';
import { mergeLabels, planProjectMerge, projectNameOf, uncommittedProblem } from './project-merge.ts';
import { API_FOLDER } from './relocate.ts';
import { type Added, addFailure, type AddOutcome } from './outcome.ts';

export interface AddRun {
  /** The arguments after `add`. */
  argv: readonly string[];
  cwd: string;
}

const OPTIONS = { client: { type: 'string' }, ...PROJECT_OPTIONS } as const;

export function add(run: AddRun): Promise<number> {
  return runProjectCommand(run.argv, ADD_USAGE, (say) => addFeature(run, say), addedLines);
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

  const found = generatedProject(run.cwd, 'add');
  if (!('project' in found)) return found;
  const { project, template: from } = found;
  const root = project.root;
  const version = cliVersion();
  if (project.version !== version)
    return addFailure(
      'other-version',
      `The project was created by create-flarekit ${project.version ?? '(no version in flarekit.json)'}, and this is ${version}: ` +
        'add merges from the templates the project was created with. Move the project to this version first ' +
        `(npx create-flarekit@${version} upgrade), or run the version that created it: ` +
        `npx create-flarekit@${project.version ?? '<version>'} add ${feature}.`,
    );
  const addition = additionOf(from, feature, client as ApiClient | undefined);
  if (!addition.ok) return addFailure('not-applicable', addition.reason);
  const to = templateById(addition.target);

  if (!values.force && !values['dry-run']) {
    const problem = await uncommittedProblem(root, 'add');
    if (problem) return addFailure('uncommitted-changes', problem);
  }

  const pm = project.packageManager;
  const projectName = projectNameOf(root);
  const compose = (template: Template) =>
    composeProject({ templateId: template.id, projectName, packageManager: pm, cliVersion: version });
  const [base, target] = await Promise.all([compose(from), compose(to)]);
  const plan = planProjectMerge({
    root,
    base,
    target,
    labels: mergeLabels(`${version} (${from.id})`, `${version} (${to.id})`),
    hadDatabase: from.database,
    fullStack: to.type === 'full-stack',
    relocate: from.type !== to.type,
  });
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

  const written = await runPlan({
    root,
    plan,
    pm,
    install: !values['no-install'],
    generate: migrate,
    commands,
    subject: feature,
    wroteLine: `${from.id} → ${to.id}: ${plan.changes.length} files changed`,
    generatedLine: `Generated the migration for the sign-in tables (${commands.at(-1)})`,
    say,
  });
  if (!written.ok) return written;
  added.installed = written.installed;
  return added;
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

function addedLines(added: Added): string[] {
  return succeededLines(
    added.dryRun
      ? `Dry run: nothing was written. Adding ${added.feature} would turn ${added.from} into ${added.to}:`
      : `Added ${added.feature}: the project is now template ${added.to}.`,
    added,
  );
}
