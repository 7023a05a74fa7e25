/**
 * One run of create-flarekit: every check that can refuse the run happens before the project folder is created;
 * after that, a failing step names itself and leaves the written files in place.
 */
import pc from 'picocolors';
import { composeProject } from '../compose/index.ts';
import { parseCliArgs } from './args.ts';
import { initGitRepository, INITIAL_COMMIT_MESSAGE, type GitOutcome } from './git.ts';
import { HELP_TEXT } from './help.ts';
import { installDependencies } from './install.ts';
import { projectNodeWarning } from './node-version.ts';
import { withProgress } from './progress.ts';
import { installCommand } from '../compose/package-managers.ts';
import { detectPackageManager } from './package-managers.ts';
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
  if (!parsed.ok) return fail(parsed.error);
  const options = parsed.options;
  if (options.help) {
    process.stdout.write(HELP_TEXT);
    return 0;
  }
  if (options.version) {
    process.stdout.write(`${cliVersion()}\n`);
    return 0;
  }

  const checkTarget = (answer: string): { target?: ProjectTarget; error?: string } => {
    const resolved = resolveProjectTarget(answer, run.cwd);
    if (!resolved.ok) return { error: resolved.error };
    const problem = targetDirProblem(resolved.target.dir, resolved.target.cdPath ?? '.');
    return problem ? { error: problem } : { target: resolved.target };
  };

  if (options.project !== undefined) {
    const { error } = checkTarget(options.project);
    if (error) return fail(error);
  }

  // On a Node.js too old for the project nothing is installed: see `installable` in questions.ts.
  const nodeTooOld = projectNodeWarning(run.nodeVersion) !== undefined;
  const installSkipped = nodeTooOld && !options.noInstall;
  const needed = await questionsToAsk(options, !nodeTooOld);
  if (!run.interactive && needed.length > 0) return fail(noTerminalMessage(needed));
  if (needed.length > 0 && nodeTooOld) {
    const [warning, ...rest] = earlyNodeNotice(run.nodeVersion, installSkipped);
    process.stdout.write(`${pc.yellow(warning ?? '')}\n${rest.join('\n')}\n\n`);
  }

  const answers = await askQuestions(options, terminalPrompter, {
    detectedPm: detectPackageManager(run.env.npm_config_user_agent),
    validateProject: (answer) => checkTarget(answer).error,
    installable: !nodeTooOld,
  });
  if (answers === CANCELLED) {
    process.stderr.write(`${pc.red('■')} Operation cancelled. Nothing was written.\n`);
    return 1;
  }

  // Checked again: the folder may have appeared while the questions were open, or the default name was taken.
  const { target, error } = checkTarget(answers.project);
  if (!target) return fail(error ?? 'Invalid project name.');

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
    return fail(`Generating the project failed (nothing was written): ${messageOf(cause)}`);
  }

  try {
    await writeProject(target.dir, files);
  } catch (cause) {
    return fail(
      `Writing the project files to ${target.cdPath ?? 'the current folder'} failed: ${messageOf(cause)}. Files written so far are kept.`,
    );
  }

  const remaining: string[] = [];
  if (answers.install) remaining.push(installCommand(answers.pm));
  if (answers.git) remaining.push(`git init && git add -A && git commit -m "${INITIAL_COMMIT_MESSAGE}"`);
  try {
    if (answers.install) {
      const where = target.cdPath ? ` in ${shellQuote(target.cdPath)}` : '';
      await withProgress(
        `Installing dependencies with ${answers.pm}`,
        `Installed dependencies with ${answers.pm}`,
        `Installation cancelled. The project files stay in place; run ${remaining.join(', then ')}${where} to finish.`,
        (signal) => installDependencies(answers.pm, target.dir, signal),
      );
      remaining.shift();
    }
    if (answers.git) reportGit(await initGitRepository(target.dir));
  } catch (cause) {
    if (!(cause instanceof StepError)) throw cause;
    return failStep(cause, target, remaining);
  }

  // The Node.js notice comes before the next steps: they can only run once it is dealt with.
  const lines = summaryLines(
    target.name,
    templateId,
    nextSteps({ ...answers, cdPath: target.cdPath, installed: answers.install, nodeTooOld }),
    nodeNotice(run.nodeVersion, installSkipped),
  );
  const colored = lines.map((line, index) =>
    index === 0 ? pc.green(line) : line.startsWith('▲') ? pc.yellow(line) : line,
  );
  process.stdout.write(`\n${colored.join('\n')}\n`);
  return 0;
}

function fail(message: string): number {
  process.stderr.write(`${pc.red('✖')} ${message}\n`);
  return 1;
}

function failStep(error: StepError, target: ProjectTarget, remaining: string[]): number {
  const output = error.output.trim();
  if (output) process.stderr.write(`\n${output}\n\n`);
  const where = target.cdPath ? ` in ${shellQuote(target.cdPath)}` : '';
  process.stderr.write(
    `${pc.red('✖')} ${error.message}\n` +
      `  The project files are in place${where}. Fix the cause, then run there:\n` +
      remaining.map((command) => `    ${command}\n`).join(''),
  );
  return 1;
}

function reportGit(outcome: GitOutcome): void {
  if (outcome.kind === 'staged-no-identity') {
    process.stdout.write(
      `${pc.yellow('▲')} Git has no user name or e-mail set, so the files are staged but not committed.\n` +
        '  Set them (git config --global user.name / user.email), then run: git commit -m "Initial commit"\n',
    );
  } else if (outcome.kind === 'inside-existing-repository') {
    process.stdout.write(
      `${pc.dim('●')} The folder is inside an existing git repository: no new repository was initialised.\n`,
    );
  }
}

function noTerminalMessage(needed: readonly (keyof typeof QUESTIONS)[]): string {
  const rows = needed.map((key) => `    ${answerLine(QUESTIONS[key], FLAG_FOR_QUESTION[key])}`);
  return (
    'There is no terminal to ask questions in (standard input is not a TTY).\n' +
    '  Pass -y to accept the defaults, or answer these questions with flags:\n' +
    rows.join('\n')
  );
}

function messageOf(cause: unknown): string {
  return cause instanceof Error ? cause.message : String(cause);
}
