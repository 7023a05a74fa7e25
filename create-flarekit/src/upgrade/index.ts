/**
 * `create-flarekit upgrade`, run inside a generated project: moves it from the version of create-flarekit that
 * created it (flarekit.json) to this one by the three-way merge `add` makes (add/project-merge.ts): base is the project
 * that version generated (its snapshot, snapshot.ts), target the one this version generates, with the same template and
 * package manager. Pins, the compatibility date and every template file follow, your changes stay, overlapping changes
 * are marked and listed. Then it installs and, in a project with a database, runs db:generate for the migration a
 * schema change needs.
 */
import { parseArgs } from '@pkgjs/parseargs';
import pc from 'picocolors';
import { changeLines, failureLines } from '../add/index.ts';
import { applyPlan, planProjectMerge, projectNameOf, uncommittedProblem } from '../add/project-merge.ts';
import { describeParseError } from '../cli/args.ts';
import { installDependencies } from '../cli/install.ts';
import { describeFailure, runCommand, StepError } from '../cli/run-command.ts';
import { cliVersion } from '../cli/version.ts';
import { composeProject } from '../compose/index.ts';
import { managerCommands, managerWords } from '../compose/package-managers.ts';
import { templateById, TEMPLATE_IDS, type TemplateId } from '../compose/templates.ts';
import { findProjectRoot, PROJECT_FILE, readProject } from '../doctor/project.ts';
import { readSnapshot, snapshotProject, snapshotVersions } from './snapshot.ts';
import { type Upgraded, upgradeFailure, type UpgradeOutcome, UPGRADE_USAGE } from './outcome.ts';

const OPTIONS = {
  force: { type: 'boolean' },
  'no-install': { type: 'boolean' },
  'dry-run': { type: 'boolean' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

export interface UpgradeRun {
  argv: readonly string[];
  cwd: string;
}

export async function upgrade(run: UpgradeRun): Promise<number> {
  const json = run.argv.includes('--json');
  if (run.argv.includes('--help') || run.argv.includes('-h')) {
    process.stdout.write(`Usage: ${UPGRADE_USAGE}\n`);
    return 0;
  }
  const outcome = await upgradeProject(run, (line) => {
    if (!json) process.stdout.write(`${line}\n`);
  });
  if (json) process.stdout.write(`${JSON.stringify(outcome, null, 2)}\n`);
  else if (outcome.ok) process.stdout.write(`${upgradedLines(outcome).join('\n')}\n`);
  else process.stderr.write(`${failureLines(outcome.error).join('\n')}\n`);
  return outcome.ok ? 0 : 1;
}

/** Whether version `a` comes before `b` (x.y.z, numbers compared). */
function before(a: string, b: string): boolean {
  const [x, y] = [a, b].map((version) => version.split('.').map(Number));
  for (let i = 0; i < 3; i++) if ((x![i] ?? 0) !== (y![i] ?? 0)) return (x![i] ?? 0) < (y![i] ?? 0);
  return false;
}

export async function upgradeProject(run: UpgradeRun, say: (line: string) => void = () => {}): Promise<UpgradeOutcome> {
  let values;
  try {
    ({ values } = parseArgs({ args: [...run.argv], options: OPTIONS, strict: true, allowPositionals: false }));
  } catch (error) {
    return upgradeFailure('invalid-arguments', `${describeParseError(error)} Usage: ${UPGRADE_USAGE}`);
  }
  const root = findProjectRoot(run.cwd);
  if (root === undefined)
    return upgradeFailure(
      'no-project',
      `No ${PROJECT_FILE} in this folder or its parents: upgrade moves a project create-flarekit generated. ` +
        `cd into the project's folder (the one holding ${PROJECT_FILE}) and run it again.`,
    );
  const project = readProject(root);
  if (project.template === undefined || !(TEMPLATE_IDS as readonly string[]).includes(project.template))
    return upgradeFailure(
      'unknown-template',
      `${PROJECT_FILE} names ${project.template === undefined ? 'no template' : `the template "${project.template}"`}: ` +
        `upgrade needs the template the project was created from. Restore ${PROJECT_FILE} from the project's first commit.`,
    );
  const template = templateById(project.template as TemplateId);
  const version = cliVersion();
  const from = project.version;
  if (from === undefined || !/^\d+\.\d+\.\d+$/.test(from))
    return upgradeFailure(
      'unknown-version',
      `${PROJECT_FILE} has no version of create-flarekit: upgrade merges from the project that version generated. ` +
        `Restore ${PROJECT_FILE} from the project's first commit.`,
    );
  if (before(version, from))
    return upgradeFailure(
      'newer-project',
      `The project was created by create-flarekit ${from}, newer than this ${version}. Run that version or a later one: ` +
        `npx create-flarekit@${from} upgrade.`,
    );
  const pm = project.packageManager;
  const upgraded: Upgraded = {
    ok: true,
    dryRun: Boolean(values['dry-run']),
    project: root,
    template: template.id,
    from,
    to: version,
    changes: [],
    commands: [],
    installed: false,
    nextSteps: [],
  };
  if (from === version) return upgraded;
  const snapshot = readSnapshot(from);
  const base = snapshot && snapshotProject(snapshot, template.id, pm, projectNameOf(root));
  if (!base)
    return upgradeFailure(
      'unknown-version',
      `This create-flarekit ${version} has no record of what ${from} generated (it has ${snapshotVersions().join(', ')}), ` +
        "so it cannot tell your changes from the template's.",
    );

  if (!values.force && !upgraded.dryRun) {
    const problem = await uncommittedProblem(root, 'upgrade');
    if (problem) return upgradeFailure('uncommitted-changes', problem);
  }

  const target = await composeProject({
    templateId: template.id,
    projectName: projectNameOf(root),
    packageManager: pm,
    cliVersion: version,
  });
  const plan = planProjectMerge({
    root,
    base,
    target,
    labels: {
      yours: 'yours',
      base: `create-flarekit ${from} (${template.id})`,
      target: `create-flarekit ${version} (${template.id})`,
    },
    hadDatabase: template.database,
    fullStack: template.type === 'full-stack',
    relocate: false,
  });
  const run_ = managerCommands(pm).run;
  const install = !values['no-install'];
  upgraded.changes = plan.changes;
  upgraded.commands = [
    ...(install ? [managerCommands(pm).install] : []),
    ...(install && template.database ? [run_('db:generate')] : []),
  ];
  upgraded.nextSteps = [
    'git diff (review what changed)',
    ...(install ? [] : [managerCommands(pm).install, ...(template.database ? [run_('db:generate')] : [])]),
    ...(template.database ? [`${run_('db:migrate:local')} (a migration db:generate wrote, if any)`] : []),
    run_('typecheck'),
    run_('test'),
    run_('dev'),
  ];
  if (upgraded.dryRun) return upgraded;

  try {
    await applyPlan(root, plan);
  } catch (cause) {
    return upgradeFailure('write-failed', `Writing the files failed: ${(cause as Error).message}`, {
      written: true,
      changes: plan.changes,
    });
  }
  say(`${pc.green('✔')} ${from} → ${version}: ${plan.changes.length} files changed`);
  const conflicts = plan.changes.filter((change) => change.kind === 'conflict');
  if (conflicts.length > 0)
    return upgradeFailure(
      'conflicts',
      `${conflicts.length} ${conflicts.length === 1 ? 'file has' : 'files have'} changes of yours that ${version} changes too. ` +
        'Resolve each (search for <<<<<<<), then run the commands below.',
      { written: true, changes: plan.changes, remaining: upgraded.commands },
    );
  const remaining = [...upgraded.commands];
  try {
    if (install) {
      await installDependencies(pm, root);
      upgraded.installed = true;
      say(`${pc.green('✔')} Installed dependencies with ${pm}`);
      remaining.shift();
    }
    if (install && template.database) {
      const [command, ...args] = [...managerWords(pm).run, 'db:generate'];
      const result = await runCommand(command!, args, root);
      if (!result.ok)
        throw new StepError('Generating the migration (db:generate)', describeFailure(command!, result), result.output);
      say(`${pc.green('✔')} Checked the schema for a migration (${remaining[0]})`);
      remaining.shift();
    }
  } catch (cause) {
    if (!(cause instanceof StepError)) throw cause;
    return upgradeFailure(upgraded.installed ? 'migration-failed' : 'install-failed', cause.message, {
      written: true,
      changes: plan.changes,
      remaining,
      output: cause.output.trim(),
    });
  }
  return upgraded;
}

function upgradedLines(upgraded: Upgraded): string[] {
  if (upgraded.from === upgraded.to)
    return [pc.green(`The project is at create-flarekit ${upgraded.to} already: nothing to upgrade.`)];
  const head = upgraded.dryRun
    ? `Dry run: nothing was written. Upgrading ${upgraded.from} → ${upgraded.to} would change:`
    : `Upgraded to create-flarekit ${upgraded.to} (template ${upgraded.template}).`;
  return [
    '',
    pc.green(head),
    ...changeLines(upgraded.changes),
    ...(upgraded.dryRun && upgraded.commands.length > 0
      ? ['', 'Then:', ...upgraded.commands.map((c) => `  ${c}`)]
      : []),
    '',
    'Next steps:',
    ...upgraded.nextSteps.map((step) => `  ${step}`),
  ];
}
