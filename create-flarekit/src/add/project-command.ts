/**
 * What `add` and `upgrade` share as commands run inside a project, once their merge is planned (project-merge.ts):
 * the failure of their outcome (`--json` prints it as it is), the files written and the install and migration after
 * them, and the run itself: the usage for --help, one JSON result or lines on the terminal, the exit code.
 */
import pc from 'picocolors';
import { installDependencies } from '../cli/install.ts';
import { describeFailure, runCommand, StepError } from '../cli/run-command.ts';
import { managerWords, type PackageManager } from '../compose/package-managers.ts';
import { type Template, templateById, TEMPLATE_IDS, type TemplateId } from '../compose/templates.ts';
import { cliVersion } from '../cli/version.ts';
import { findProjectRoot, type Project, PROJECT_FILE, readProject } from '../doctor/project.ts';
import type { Change, MergePlan } from './merge.ts';
import { applyPlan } from './project-merge.ts';

/** The options every project command takes (`add` adds its own). */
export const PROJECT_OPTIONS = {
  force: { type: 'boolean' },
  'no-install': { type: 'boolean' },
  'dry-run': { type: 'boolean' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

export interface ProjectFailure<Code extends string> {
  ok: false;
  error: {
    code: Code;
    message: string;
    /** Whether files were written. */
    written: boolean;
    /** With written files: what changed (the conflicts among them) and the commands left to run. */
    changes?: Change[];
    remaining?: string[];
    output?: string;
  };
}

/**
 * The failure codes of a project command, with when each happens, in the order `--help` and the CLI Options page list
 * them: the ones every project command has around the command's own (`specific`).
 */
export function projectFailureCodes<Specific extends Record<string, string>>(
  invalid: string,
  specific: Specific,
  conflicts: string,
) {
  return {
    'invalid-arguments': invalid,
    'no-project': 'no flarekit.json in this folder or its parents',
    'unknown-template': 'flarekit.json names no template this version knows',
    ...specific,
    'uncommitted-changes': 'the git tree has uncommitted changes or is no git repository (pass --force to go on)',
    'write-failed': 'writing the files failed',
    conflicts,
    'install-failed': 'installing the dependencies failed (the files stay)',
    'migration-failed': 'generating the migration failed (the files stay)',
  };
}

export function projectFailure<Code extends string>(
  code: Code,
  message: string,
  details: Partial<ProjectFailure<Code>['error']> = {},
): ProjectFailure<Code> {
  return { ok: false, error: { code, message, written: false, ...details } };
}

/**
 * The generated project around `cwd` (found by its flarekit.json) and the template it was created as, or why there is
 * none: `command` ("add", "upgrade") names what the messages say needs it.
 */
export function generatedProject(
  cwd: string,
  command: string,
): { project: Project; template: Template } | ProjectFailure<'no-project' | 'unknown-template'> {
  const root = findProjectRoot(cwd);
  if (root === undefined)
    return projectFailure(
      'no-project',
      `No ${PROJECT_FILE} in this folder or its parents: ${command} works on a project create-flarekit generated. ` +
        `cd into the project's folder (the one holding ${PROJECT_FILE}) and run it again.`,
    );
  const project = readProject(root);
  if (project.template === undefined || !(TEMPLATE_IDS as readonly string[]).includes(project.template))
    return projectFailure(
      'unknown-template',
      `${PROJECT_FILE} names ${project.template === undefined ? 'no template' : `the template "${project.template}", which create-flarekit ${cliVersion()} does not have`}: ` +
        `${command} needs the template the project was created from. Restore ${PROJECT_FILE} from the project's first commit.`,
    );
  return { project, template: templateById(project.template as TemplateId) };
}

export interface PlanRun {
  root: string;
  plan: MergePlan;
  pm: PackageManager;
  /** Install once written; then, with `generate`, run db:generate (the migration a schema change needs). */
  install: boolean;
  generate: boolean;
  /** The commands after writing, as the outcome lists them: the install, then db:generate. */
  commands: readonly string[];
  /** What the change is, for its lines: "auth", "0.2.0". */
  subject: string;
  /** The line once the files are written, and once db:generate ran. */
  wroteLine: string;
  generatedLine: string;
  say: (line: string) => void;
}

export type PlanFailureCode = 'write-failed' | 'conflicts' | 'install-failed' | 'migration-failed';

/** Writes the plan, stops at conflicts, then installs and generates the migration; resolves with whether it installed. */
export async function runPlan(
  run: PlanRun,
): Promise<{ ok: true; installed: boolean } | ProjectFailure<PlanFailureCode>> {
  const { root, plan, pm, say } = run;
  try {
    await applyPlan(root, plan);
  } catch (cause) {
    return projectFailure('write-failed', `Writing the files failed: ${(cause as Error).message}`, {
      written: true,
      changes: plan.changes,
    });
  }
  say(`${pc.green('✔')} ${run.wroteLine}`);
  const conflicts = plan.changes.filter((change) => change.kind === 'conflict');
  if (conflicts.length > 0)
    return projectFailure(
      'conflicts',
      `${conflicts.length} ${conflicts.length === 1 ? 'file has' : 'files have'} changes of yours that ${run.subject} changes too. ` +
        'Resolve each (search for <<<<<<<), then run the commands below.',
      { written: true, changes: plan.changes, remaining: [...run.commands] },
    );
  const remaining = [...run.commands];
  let installed = false;
  try {
    if (run.install) {
      await installDependencies(pm, root);
      installed = true;
      say(`${pc.green('✔')} Installed dependencies with ${pm}`);
      remaining.shift();
    }
    if (run.generate && installed) {
      const [command, ...args] = [...managerWords(pm).run, 'db:generate'];
      const result = await runCommand(command!, args, root);
      if (!result.ok)
        throw new StepError('Generating the migration (db:generate)', describeFailure(command!, result), result.output);
      say(`${pc.green('✔')} ${run.generatedLine}`);
      remaining.shift();
    }
  } catch (cause) {
    if (!(cause instanceof StepError)) throw cause;
    return projectFailure(installed ? 'migration-failed' : 'install-failed', cause.message, {
      written: true,
      changes: plan.changes,
      remaining,
      output: cause.output.trim(),
    });
  }
  return { ok: true, installed };
}

/**
 * Runs a project command and prints how it ended: with --json one JSON result and nothing else on stdout, else each
 * step as it ends, then `succeeded`'s lines or the failure on stderr. Resolves with the exit code.
 */
export async function runProjectCommand<Succeeded extends { ok: true }>(
  argv: readonly string[],
  usage: string,
  work: (say: (line: string) => void) => Promise<Succeeded | ProjectFailure<string>>,
  succeeded: (outcome: Succeeded) => string[],
): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(`Usage: ${usage}\n`);
    return 0;
  }
  const json = argv.includes('--json');
  const outcome = await work((line) => {
    if (!json) process.stdout.write(`${line}\n`);
  });
  if (json) process.stdout.write(`${JSON.stringify(outcome, null, 2)}\n`);
  else if (outcome.ok) process.stdout.write(`${succeeded(outcome).join('\n')}\n`);
  else process.stderr.write(`${failureLines(outcome.error).join('\n')}\n`);
  return outcome.ok ? 0 : 1;
}

const MARKS = { added: '+', updated: '~', merged: '±', removed: '-', moved: '→', conflict: '✖' } as const;

function changeLines(changes: readonly Change[]): string[] {
  return changes.map((change) => {
    const line = `  ${MARKS[change.kind]} ${change.path}${change.reason ? `: ${change.reason}` : ''}`;
    return change.kind === 'conflict' ? pc.red(line) : line;
  });
}

/** What a project command that succeeded prints: `head`, the changes, a dry run's commands, the next steps. */
export function succeededLines(
  head: string,
  outcome: { dryRun: boolean; changes: readonly Change[]; commands: readonly string[]; nextSteps: readonly string[] },
): string[] {
  return [
    '',
    pc.green(head),
    ...changeLines(outcome.changes),
    ...(outcome.dryRun ? thenLines(outcome.commands) : []),
    '',
    'Next steps:',
    ...outcome.nextSteps.map((step) => `  ${step}`),
  ];
}

/** The lines after the change list of a dry run: the commands a real run would run. */
function thenLines(commands: readonly string[]): string[] {
  return commands.length > 0 ? ['', 'Then:', ...commands.map((command) => `  ${command}`)] : [];
}

function failureLines(error: ProjectFailure<string>['error']): string[] {
  return [
    ...(error.output ? ['', error.output, ''] : []),
    `${pc.red('✖')} ${error.message}`,
    ...(error.changes ? changeLines(error.changes) : []),
    ...thenLines(error.remaining ?? []),
  ];
}
