/**
 * The steps of the pages a walkthrough starts from (its `after`), run in its folder. When several walkthroughs of the
 * run start the same way, the first runs them all and keeps its project right after the steps that create and
 * install it (prepared.ts), type-checked once; the others start from a copy of that project and run the rest (the dev
 * servers, the answers compared).
 */
import type { Step } from '../extract.ts';
import { type PageSteps, type Walkthrough, walkthroughName } from '../pages.ts';
import { runProjectScript } from './after-checks.ts';
import { type Context, projectRoot, took } from './context.ts';
import { prefixKey, reusableLength } from './prepared.ts';
import { copyPrepared, keepPrepared, type Prepared, preparedProject } from './prepared-copies.ts';
import { runCommand } from './run-command.ts';
import { describeSteps, runStep, stepsOf } from './steps.ts';

export interface PrefixOptions {
  tarball: string;
  /** The walkthrough's own folder. */
  folder: string;
  /** The prefixes (prefixKey) other walkthroughs of this run start from too. */
  shared: ReadonlySet<string>;
}

export async function runPrefix(walkthrough: Walkthrough, context: Context, options: PrefixOptions): Promise<void> {
  const parts: Array<{ part: PageSteps; steps: Step[] }> = [];
  for (const part of walkthrough.after ?? []) parts.push({ part, steps: await stepsOf(part) });
  const key = prefixKey(walkthrough);
  const all = parts.flatMap(({ steps }) => steps);
  const reused = key && options.shared.has(key) ? reusableLength(all) : 0;
  const copy = key && reused > 0 ? preparedProject(key) : undefined;
  const copyStarted = performance.now();
  if (copy) {
    context.cwd = await copyPrepared(copy, options.folder);
    context.changedAt = Date.now();
  }
  let index = 0;
  for (const { part, steps } of parts) {
    context.page = `site/content/docs/${part.page}`;
    context.report.push(`  the project as ${describeSteps(part)} makes it:`);
    for (const step of steps) {
      index += 1;
      if (copy && index <= reused) {
        if (index === 1) context.report.push(`${fromCopy(copy)}${took(copyStarted)}`);
        // A command marked run="skip: …" is reported as in the walkthrough that made the project.
        if (step.kind === 'command' && step.skip) await runCommand(step, context, options.tarball);
        continue;
      }
      await runStep(step, context, options.tarball);
      if (key && !copy && index === reused) {
        const lines = all.slice(0, reused).flatMap((done) => (done.kind === 'command' && done.skip ? [] : [done.line]));
        const keepStarted = performance.now();
        await checkTypesOnce(context);
        await keepPrepared(key, options.folder, context.cwd, walkthroughName(walkthrough), lines);
        context.report.push(
          `  kept a copy of the project, type-checked once, for the walkthroughs that start the same way${took(keepStarted)}`,
        );
      }
    }
  }
}

function fromCopy(copy: Prepared): string {
  return `  from the project ${copy.maker} made (copy): the steps at lines ${copy.lines.join(', ')} not run again`;
}

/**
 * The project's typecheck, before a copy of it is kept: the copies then start with TypeScript's build info (the
 * templates' tsconfig files are incremental, their build info in node_modules/.tmp), so each walkthrough's typecheck
 * after its page's edits (after-checks.ts) rechecks what the page changed rather than every file.
 */
async function checkTypesOnce(context: Context): Promise<void> {
  const root = projectRoot(context.cwd);
  if (root) await runProjectScript('typecheck', root, context, 'the project as created:');
}
