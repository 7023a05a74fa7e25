/** One walkthrough: its `after` pages' steps (prefix.ts), its page's steps, then the checks after them. */
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { type Walkthrough, walkthroughName } from '../pages.ts';
import { checkPageBounds, checkProjectChecks, checkProsePaths, checkTabWrangler } from './after-checks.ts';
import { type Context, StepFailure } from './context.ts';
import { managerRun } from './managers.ts';
import { writeOlderProject } from './older-project.ts';
import { runPrefix } from './prefix.ts';
import { logs, work } from './settings.ts';
import { runSteps, stepsOf } from './steps.ts';

/**
 * Runs a walkthrough in a new folder of its own and resolves with its report (also printed); a failure throws
 * StepFailure and keeps the folder, to look into.
 */
export async function runWalkthrough(
  walkthrough: Walkthrough,
  tarball: string,
  shared: ReadonlySet<string>,
): Promise<string[]> {
  const folder = path.join(work, walkthroughName(walkthrough));
  await rm(folder, { recursive: true, force: true });
  await mkdir(folder, { recursive: true });
  const context: Context = {
    page: '',
    cwd: folder,
    log: path.join(logs, `${walkthroughName(walkthrough)}.log`),
    servers: [],
    changedAt: 0,
    ids: new Map(),
    ...(walkthrough.manager ? { manager: managerRun(walkthrough.manager) } : {}),
    report: [],
  };
  try {
    await runPrefix(walkthrough, context, { tarball, folder, shared });
    if (walkthrough.olderProject) await writeOlderProject(walkthrough.olderProject, context);
    await runOwnSteps(walkthrough, context, tarball, folder);
  } finally {
    for (const server of context.servers.splice(0)) await server.stop();
    process.stdout.write(`${context.report.join('\n')}\n`);
  }
  await rm(folder, { recursive: true, force: true });
  return context.report;
}

/** The walkthrough's own page: its steps in order, then the checks of the project they leave. */
async function runOwnSteps(walkthrough: Walkthrough, context: Context, tarball: string, folder: string) {
  context.page = `site/content/docs/${walkthrough.page}`;
  if (walkthrough.in) {
    context.cwd = path.join(context.cwd, walkthrough.in);
    context.report.push(`  in ${walkthrough.in}:`);
  } else if (walkthrough.after) {
    context.report.push(`  then ${walkthrough.page}:`);
  }
  let steps = await stepsOf(walkthrough);
  if (walkthrough.commandsOnly) {
    steps = steps.filter((step) => step.kind === 'command');
    if (steps.length === 0) throw new StepFailure(`${context.page}: no commands to run`);
  }
  await runSteps(steps, context, tarball, walkthrough.apart ? folder : undefined);
  await checkProsePaths(walkthrough, context);
  await checkPageBounds(walkthrough, context);
  await checkProjectChecks(steps, context);
  await checkTabWrangler(context);
}
