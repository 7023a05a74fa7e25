/**
 * One command of a page, run by its kind (commands.ts plans it): `npm create` without `-y` in a pseudo-terminal, the
 * dev servers in the background, everything else in `bash` (requests.ts compares a `curl`'s answer).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { portInUse, type RunningProcess, startProcess, waitForHttp } from 'flarekit-docs/processes';
import { runAcceptingDefaults } from '../../lib/prompt.ts';
import { isCreate, type PlannedCommand, planCommand } from '../commands.ts';
import { type CommandStep, isRequest } from '../extract.ts';
import { checkMigration, checkOutput, sqlFiles, withDryRunWrangler } from './command-checks.ts';
import { apiDir, type Context, projectFolder, StepFailure, tail, took, where } from './context.ts';
import { createOnce } from './created-projects.ts';
import { compareRequest } from './requests.ts';
import { env } from './settings.ts';
import { shell, type ShellResult } from './shell.ts';
import { sessionCookie } from './sign-in.ts';

export async function runCommand(step: CommandStep, context: Context, tarball: string): Promise<void> {
  if (step.skip) {
    context.report.push(`  skip ${where(context, step.line)}  ${step.command}  (${step.skip})`);
    return;
  }
  const plan = await planStep(step, context, tarball);
  const note = plan.substitutions.length > 0 ? `  [${plan.substitutions.join('; ')}]` : '';
  const started = performance.now();
  if (plan.mode === 'prompts') await runPrompts(step, plan, context, note, started);
  else if (plan.mode === 'background') await runBackground(step, plan, context, started);
  else await runInShell(step, plan, context, note, started);
}

async function planStep(step: CommandStep, context: Context, tarball: string): Promise<PlannedCommand> {
  try {
    return planCommand(step.command, tarball, {
      cookie: step.command.includes('session_token=…') ? await sessionCookie(context) : undefined,
      ids: context.ids,
      manager: step.language === 'npm' ? context.manager : undefined,
    });
  } catch (error) {
    throw new StepFailure(`${where(context, step.line)}: ${step.command}\n${(error as Error).message}`);
  }
}

/** `npm create` without `-y`: every question answered with Enter, the screen compared with the page's output. */
async function runPrompts(
  step: CommandStep,
  plan: PlannedCommand,
  context: Context,
  note: string,
  started: number,
): Promise<void> {
  const at = where(context, step.line);
  try {
    const { result, from } = await createOnce(step, context, () =>
      runAcceptingDefaults('bash', ['-c', plan.shell], context.cwd, env, context.log),
    );
    const { screen, questions } = result;
    checkOutput(step, screen, context);
    const shown = step.output ? ', output as shown' : '';
    context.report.push(
      `  ok   ${at}  ${plan.typed}${note}${copied(from)}: ${questions.length} questions answered${shown}${took(started)}`,
    );
  } catch (error) {
    if (error instanceof StepFailure) throw error;
    throw new StepFailure(`${at}: ${plan.typed} failed\n${(error as Error).message}`);
  }
}

/** The command each running server was started with (`plan.shell`). */
const startedWith = new WeakMap<RunningProcess, string>();

/**
 * A server the page starts (`npm run dev`…): it must answer on its ports and print what the page shows. The same
 * command again restarts it: the reader stopped the running one (Ctrl+C) to start it again, as a page says to after
 * changing `.dev.vars`, which `wrangler dev` reads when it starts.
 */
async function runBackground(
  step: CommandStep,
  plan: PlannedCommand,
  context: Context,
  started: number,
): Promise<void> {
  const at = where(context, step.line);
  const fullStack = existsSync(path.join(context.cwd, 'apps', 'web'));
  // `npm run dev`: the API on 8787, and the web app on 5173 in a full-stack project; else what the plan names.
  const urls = plan.serves
    ? [plan.serves]
    : ['http://localhost:8787/health', ...(fullStack ? ['http://localhost:5173/'] : [])];
  const ports = urls.map((url) => Number(new URL(url).port));
  const running = context.servers.filter((server) => startedWith.get(server) === plan.shell);
  for (const server of running) {
    await server.stop();
    context.servers.splice(context.servers.indexOf(server), 1);
  }
  for (const port of ports) {
    if (await portInUse(port)) throw new StepFailure(`${at}: ${plan.typed}: port ${port} is already in use`);
  }
  const log = `${context.log}.${context.servers.length}`;
  const server = startProcess('bash', ['-c', plan.shell], { cwd: context.cwd, env, logFile: log });
  startedWith.set(server, plan.shell);
  context.servers.push(server);
  try {
    for (const url of urls) await waitForHttp(url, server);
  } catch (error) {
    throw new StepFailure(`${at}: ${plan.typed} did not start\n${(error as Error).message}`);
  }
  // What the servers printed at start, without the "[api] " and "[web] " prefixes of concurrently.
  checkOutput(step, server.output().replace(/^\[(?:api|web)\] /gm, ''), context);
  const shown = step.output ? ', output as shown' : '';
  const again = running.length > 0 ? ' (stopped and started again)' : '';
  context.report.push(`  ok   ${at}  ${plan.typed}${again}: serving on ${ports.join(' and ')}${shown}${took(started)}`);
}

/**
 * Any other command, in `bash`: it must exit 0 and print what the page shows; a `db:generate` must write the page's
 * migration; a `curl` must answer what the page prints (asked again while the servers reload a changed file).
 */
async function runInShell(
  step: CommandStep,
  plan: PlannedCommand,
  context: Context,
  note: string,
  started: number,
): Promise<void> {
  const at = where(context, step.line);
  const migrations = path.join(apiDir(context.cwd), 'drizzle');
  const migrationsBefore = step.migration ? await sqlFiles(migrations) : [];
  const isCurl = isRequest(step);
  // Right after a file changed, a differing answer is asked again until the dev server has reloaded (30 s at most).
  const deadline = context.changedAt + 30_000;
  let from: string | undefined;
  for (;;) {
    let result: ShellResult;
    if (isCreate(step.command)) {
      let ranIn: string | undefined;
      ({ result, from, ranIn } = await createOnce(step, context, () => runOnce(plan, context)));
      // A copied project comes with the first run's output: the folder its shell ended in, moved to this one.
      if (ranIn) result = { ...result, cwd: path.join(context.cwd, path.relative(ranIn, result.cwd)) };
    } else result = await runOnce(plan, context);
    if (result.code !== 0) {
      throw new StepFailure(`${at}: ${plan.typed}\nexited with ${result.code}\n${tail(result.stdout + result.stderr)}`);
    }
    context.cwd = result.cwd;
    if (!isCurl) {
      // A command other than a request may change what the running servers serve (a build, a migration).
      context.changedAt = Date.now();
      checkOutput(step, result.stdout + result.stderr, context);
    }
    if (plan.dryRunDeploy && !/--dry-run: exiting now/.test(result.stdout + result.stderr)) {
      throw new StepFailure(
        `${at}: ${plan.typed}\nwrangler did not make a dry run:\n${tail(result.stdout + result.stderr)}`,
      );
    }
    if (step.migration) await checkMigration(step, step.migration, migrations, migrationsBefore, context);
    if (!isCurl || compareRequest(step, plan, result.stdout, context, Date.now() >= deadline)) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  context.report.push(
    `  ok   ${at}  ${plan.typed.split('\n')[0]}${note}${copied(from)}${compared(step)}${took(started)}`,
  );
}

/** For a create command run before in this run (created-projects.ts): where, since its project was copied. */
function copied(from: string | undefined): string {
  return from ? ` [the same command ran at ${from}: its project copied, its output compared]` : '';
}

function runOnce(plan: PlannedCommand, context: Context): Promise<ShellResult> {
  return plan.dryRunDeploy
    ? withDryRunWrangler(projectFolder(context), () => shell(plan.shell, context))
    : shell(plan.shell, context);
}

function compared(step: CommandStep): string {
  if (step.answer) return ', answer as printed';
  if (step.output) return ', output as shown';
  if (step.migration) return ', migration as shown';
  return '';
}
