/**
 * Prepared copies, the pure part: which of a walkthrough's first steps (the steps of the pages in its `after`) a copy
 * of an earlier walkthrough's project can stand in for, and which walkthroughs share a project made that way.
 *
 * A copy stands in for the leading commands that create or install and whose output nothing compares: `npm create`
 * (its output is compared once, by the walkthrough that runs it), `cd`, `npm run db:migrate:local`. It stops at the
 * first step that starts a server, asks for an answer, shows output or a migration to compare, or writes a file:
 * those run in every walkthrough.
 */
import { isCreate, planCommand } from '../commands.ts';
import { isRequest, type Step } from '../extract.ts';
import { type Walkthrough } from '../pages.ts';

/** Whether a copy may stand in for this step. */
function reusable(step: Step): boolean {
  if (step.kind !== 'command') return false;
  if (step.skip || isCreate(step.command)) return true;
  // (`[step].some`: isRequest's type guard would narrow `step` to nothing after it.)
  if (step.answer || step.output || step.migration || [step].some(isRequest)) return false;
  const plan = planCommand(step.command, 'create-flarekit.tgz');
  return plan.mode === 'run' && !plan.dryRunDeploy;
}

/**
 * How many of the first steps a copy stands in for: the leading reusable steps, up to the last `npm create` among
 * them and the commands after it, or none when they create no project.
 */
export function reusableLength(steps: readonly Step[]): number {
  let length = 0;
  while (length < steps.length && reusable(steps[length] as Step)) length += 1;
  const creates = steps
    .slice(0, length)
    .some((step) => step.kind === 'command' && !step.skip && isCreate(step.command));
  return creates ? length : 0;
}

/** The prepared project a walkthrough starts from: its `after` pages, in its manager's tab; none without `after`. */
export function prefixKey(walkthrough: Walkthrough): string | undefined {
  if (!walkthrough.after || walkthrough.after.length === 0) return undefined;
  return JSON.stringify({ after: walkthrough.after, manager: walkthrough.manager ?? 'npm' });
}

/**
 * The prefixes more than one of these walkthroughs start from: the first of them keeps a copy of its project for the
 * others.
 */
export function sharedPrefixes(selected: readonly Walkthrough[]): Set<string> {
  const counts = new Map<string, number>();
  for (const walkthrough of selected) {
    const key = prefixKey(walkthrough);
    if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return new Set([...counts].filter(([, count]) => count > 1).map(([key]) => key));
}
