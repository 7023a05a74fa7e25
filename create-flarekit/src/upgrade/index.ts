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
import {
  generatedProject,
  PROJECT_OPTIONS,
  runPlan,
  runProjectCommand,
  succeededLines,
} from '../add/project-command.ts';
import { mergeLabels, planProjectMerge, projectNameOf, uncommittedProblem } from '../add/project-merge.ts';
import { describeParseError } from '../cli/args.ts';
import { cliVersion } from '../cli/version.ts';
import { composeProject } from '../compose/index.ts';
import { managerCommands } from '../compose/package-managers.ts';
import { PROJECT_FILE } from '../doctor/project.ts';
import { readSnapshot, snapshotProject, snapshotVersions } from './snapshot.ts';
import { type Upgraded, upgradeFailure, type UpgradeOutcome, UPGRADE_USAGE } from './outcome.ts';

export interface UpgradeRun {
  argv: readonly string[];
  cwd: string;
}

export function upgrade(run: UpgradeRun): Promise<number> {
  return runProjectCommand(run.argv, UPGRADE_USAGE, (say) => upgradeProject(run, say), upgradedLines);
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
    ({ values } = parseArgs({ args: [...run.argv], options: PROJECT_OPTIONS, strict: true, allowPositionals: false }));
  } catch (error) {
    return upgradeFailure('invalid-arguments', `${describeParseError(error)} Usage: ${UPGRADE_USAGE}`);
  }
  const found = generatedProject(run.cwd, 'upgrade');
  if (!('project' in found)) return found;
  const { project, template } = found;
  const root = project.root;
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
    labels: mergeLabels(`${from} (${template.id})`, `${version} (${template.id})`),
    hadDatabase: template.database,
    fullStack: template.type === 'full-stack',
    relocate: false,
  });
  const script = managerCommands(pm).run;
  const install = !values['no-install'];
  upgraded.changes = plan.changes;
  upgraded.commands = [
    ...(install ? [managerCommands(pm).install] : []),
    ...(install && template.database ? [script('db:generate')] : []),
  ];
  upgraded.nextSteps = [
    'git diff (review what changed)',
    ...(install ? [] : [managerCommands(pm).install, ...(template.database ? [script('db:generate')] : [])]),
    ...(template.database ? [`${script('db:migrate:local')} (a migration db:generate wrote, if any)`] : []),
    script('typecheck'),
    script('test'),
    script('dev'),
  ];
  if (upgraded.dryRun) return upgraded;

  const written = await runPlan({
    root,
    plan,
    pm,
    install,
    generate: template.database,
    commands: upgraded.commands,
    subject: version,
    wroteLine: `${from} → ${version}: ${plan.changes.length} files changed`,
    generatedLine: `Checked the schema for a migration (${script('db:generate')})`,
    say,
  });
  if (!written.ok) return written;
  upgraded.installed = written.installed;
  return upgraded;
}

function upgradedLines(upgraded: Upgraded): string[] {
  if (upgraded.from === upgraded.to)
    return [pc.green(`The project is at create-flarekit ${upgraded.to} already: nothing to upgrade.`)];
  return succeededLines(
    upgraded.dryRun
      ? `Dry run: nothing was written. Upgrading ${upgraded.from} → ${upgraded.to} would change:`
      : `Upgraded to create-flarekit ${upgraded.to} (template ${upgraded.template}).`,
    upgraded,
  );
}
