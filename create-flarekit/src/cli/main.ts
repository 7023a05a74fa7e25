/**
 * One run of create-flarekit: every check that can refuse the run happens before the project folder is created;
 * after that, a failing step names itself and leaves the written files in place. The run ends in an outcome
 * (outcome.ts), which the terminal shows as text and `--json` prints as one JSON document; `--dry-run` stops before
 * writing and says what would be written and run.
 */
import pc from 'picocolors';
import { composeProject } from '../compose/index.ts';
import { installCommand } from '../compose/package-managers.ts';
import { type CliOptions, parseCliArgs } from './args.ts';
import { initGitRepository, INITIAL_COMMIT_MESSAGE, type GitOutcome } from './git.ts';
import { HELP_TEXT } from './help.ts';
import { installDependencies } from './install.ts';
import { projectNodeWarning } from './node-version.ts';
import { type Created, exitCodeOf, type Failure, failure, type Outcome, outcomeJson } from './outcome.ts';
import { detectPackageManager } from './package-managers.ts';
import { withProgress } from './progress.ts';
import { resolveProjectTarget, type ProjectTarget } from './project-name.ts';
import { terminalPrompter } from './prompts.ts';
import { askQuestions, CANCELLED, FLAG_FOR_QUESTION, QUESTIONS, questionsToAsk } from './questions.ts';
import { StepError } from './run-command.ts';
import { selectTemplate } from './select-template.ts';
import { answerLine, earlyNodeNotice, nextSteps, nodeNotice, shellQuote, summaryLines } from './summary.ts';
import { targetDirProblem } from './target-dir.ts';
import { cliVersion } from './version.ts';
import { writeProject } from './write-project.ts';

export interface RunEnvironment {
  argv: readonly string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  nodeVersion: string;
  interactive: boolean;
}

export async function main(run: RunEnvironment): Promise<number> {
  const parsed = parseCliArgs(run.argv);
  const json = parsed.ok ? parsed.options.json : run.argv.includes('--json');
  if (parsed.ok && parsed.options.help) {
    process.stdout.write(HELP_TEXT);
    return 0;
  }
  if (parsed.ok && parsed.options.version) {
    process.stdout.write(`${cliVersion()}\n`);
    return 0;
  }
  const outcome = parsed.ok ? await create(run, parsed.options, json) : failure('invalid-arguments', parsed.error);
  if (json) process.stdout.write(outcomeJson(outcome));
  else if (outcome.ok)
    process.stdout.write(`\n${(outcome.dryRun ? dryRunLines(outcome) : createdLines(outcome)).join('\n')}\n`);
  else showFailure(outcome);
  return exitCodeOf(outcome);
}

async function create(run: RunEnvironment, options: CliOptions, json: boolean): Promise<Outcome> {
  const checkTarget = (answer: string): { target: ProjectTarget } | Failure => {
    const resolved = resolveProjectTarget(answer, run.cwd);
    if (!resolved.ok) return failure('invalid-project-name', resolved.error);
    const problem = targetDirProblem(resolved.target.dir, resolved.target.cdPath ?? '.');
    return problem ? failure('folder-not-empty', problem) : { target: resolved.target };
  };

  if (options.project !== undefined) {
    const checked = checkTarget(options.project);
    if (!('target' in checked)) return checked;
  }

  // On a Node.js too old for the project nothing is installed: see `installable` in questions.ts.
  const nodeTooOld = projectNodeWarning(run.nodeVersion) !== undefined;
  const installSkipped = nodeTooOld && !options.noInstall;
  const needed = await questionsToAsk(options, !nodeTooOld);
  // --json is for programs: it never asks, whatever standard input is.
  if ((json || !run.interactive) && needed.length > 0) return failure('answers-needed', answersNeeded(needed, json));
  if (needed.length > 0 && nodeTooOld) {
    const [warning, ...rest] = earlyNodeNotice(run.nodeVersion, installSkipped);
    process.stdout.write(`${pc.yellow(warning ?? '')}\n${rest.join('\n')}\n\n`);
  }

  const answers = await askQuestions(options, terminalPrompter, {
    detectedPm: detectPackageManager(run.env.npm_config_user_agent),
    validateProject: (answer) => {
      const checked = checkTarget(answer);
      return 'target' in checked ? undefined : checked.error.message;
    },
    installable: !nodeTooOld,
  });
  if (answers === CANCELLED) return failure('cancelled', 'Operation cancelled. Nothing was written.');

  // Checked again: the folder may have appeared while the questions were open, or the default name was taken.
  const checked = checkTarget(answers.project);
  if (!('target' in checked)) return checked;
  const { target } = checked;

  const templateId = selectTemplate(answers);
  let files;
  try {
    files = await composeProject({
      templateId,
      projectName: target.name,
      packageManager: answers.pm,
      cliVersion: cliVersion(),
    });
  } catch (cause) {
    return failure('generate-failed', `Generating the project failed (nothing was written): ${messageOf(cause)}`);
  }

  const commands: string[] = [];
  if (answers.install) commands.push(installCommand(answers.pm));
  if (answers.git) commands.push(`git init && git add -A && git commit -m "${INITIAL_COMMIT_MESSAGE}"`);
  const created: Created = {
    ok: true,
    dryRun: options.dryRun,
    project: { name: target.name, path: target.dir, cd: target.cdPath ?? null },
    template: templateId,
    packageManager: answers.pm,
    files: [...files.keys()].sort(),
    commands,
    installed: false,
    git: 'not-run',
    nextSteps: nextSteps({ ...answers, cdPath: target.cdPath, installed: answers.install, nodeTooOld }),
    notices: nodeNotice(run.nodeVersion, installSkipped),
  };
  if (options.dryRun) return created;

  try {
    await writeProject(target.dir, files);
  } catch (cause) {
    return failure(
      'write-failed',
      `Writing the project files to ${target.cdPath ?? 'the current folder'} failed: ${messageOf(cause)}. Files written so far are kept.`,
      { written: true },
    );
  }

  const remaining = [...commands];
  let step: 'install-failed' | 'git-failed' = 'install-failed';
  try {
    if (answers.install) {
      const where = target.cdPath ? ` in ${shellQuote(target.cdPath)}` : '';
      const install = (signal?: AbortSignal) => installDependencies(answers.pm, target.dir, signal);
      if (json) await install();
      else
        await withProgress(
          `Installing dependencies with ${answers.pm}`,
          `Installed dependencies with ${answers.pm}`,
          `Installation cancelled. The project files stay in place; run ${remaining.join(', then ')}${where} to finish.`,
          install,
        );
      created.installed = true;
      remaining.shift();
    }
    step = 'git-failed';
    if (answers.git) {
      created.git = (await initGitRepository(target.dir)).kind;
      if (!json) reportGit(created.git);
    }
  } catch (cause) {
    if (!(cause instanceof StepError)) throw cause;
    return failure(step, cause.message, {
      written: true,
      folder: target.cdPath ?? null,
      remaining,
      output: cause.output.trim(),
    });
  }
  return created;
}

/** The closing summary: the Node.js notice comes before the next steps, which can only run once it is dealt with. */
function createdLines(created: Created): string[] {
  const lines = summaryLines(created.project.name, created.template, created.nextSteps, created.notices);
  return lines.map((line, index) => (index === 0 ? pc.green(line) : line.startsWith('▲') ? pc.yellow(line) : line));
}

function dryRunLines(created: Created): string[] {
  const where = created.project.cd === null ? 'the current folder' : shellQuote(created.project.cd);
  return [
    pc.green(
      `Dry run: nothing was written. ${where} would hold template ${created.template}, ${created.files.length} files:`,
    ),
    ...created.files.map((file) => `  ${file}`),
    ...(created.commands.length > 0
      ? ['', `Then, in ${where}:`, ...created.commands.map((command) => `  ${command}`)]
      : []),
  ];
}

function showFailure({ error }: Failure): void {
  if (error.code === 'cancelled') {
    process.stderr.write(`${pc.red('■')} ${error.message}\n`);
    return;
  }
  if (error.remaining === undefined) {
    process.stderr.write(`${pc.red('✖')} ${error.message}\n`);
    return;
  }
  if (error.output) process.stderr.write(`\n${error.output}\n\n`);
  const where = error.folder ? ` in ${shellQuote(error.folder)}` : '';
  process.stderr.write(
    `${pc.red('✖')} ${error.message}\n` +
      `  The project files are in place${where}. Fix the cause, then run there:\n` +
      error.remaining.map((command) => `    ${command}\n`).join(''),
  );
}
function reportGit(outcome: GitOutcome['kind']): void {
  if (outcome === 'staged-no-identity') {
    process.stdout.write(
      `${pc.yellow('▲')} Git has no user name or e-mail set, so the files are staged but not committed.\n` +
        '  Set them (git config --global user.name / user.email), then run: git commit -m "Initial commit"\n',
    );
  } else if (outcome === 'inside-existing-repository') {
    process.stdout.write(
      `${pc.dim('●')} The folder is inside an existing git repository: no new repository was initialised.\n`,
    );
  }
}

function answersNeeded(needed: readonly (keyof typeof QUESTIONS)[], json: boolean): string {
  const rows = needed.map((key) => `    ${answerLine(QUESTIONS[key], FLAG_FOR_QUESTION[key])}`);
  return (
    (json
      ? 'With --json nothing is asked.\n'
      : 'There is no terminal to ask questions in (standard input is not a TTY).\n') +
    '  Pass -y to accept the defaults, or answer these questions with flags:\n' +
    rows.join('\n')
  );
}

function messageOf(cause: unknown): string {
  return cause instanceof Error ? cause.message : String(cause);
}
