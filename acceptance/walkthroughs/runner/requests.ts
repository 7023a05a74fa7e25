/** A `curl`'s answer compared with the one the page prints. */
import { compareAnswer } from '../answers.ts';
import { includesHeaders, type PlannedCommand, splitCurlOutput } from '../commands.ts';
import type { CommandStep } from '../extract.ts';
import { rememberIds } from './command-checks.ts';
import { type Context, StepFailure, where } from './context.ts';

/**
 * True when the answer `curl` printed is the page's (a 2xx when the page prints none), keeping the ids it generated;
 * false to ask again while the servers may still reload a change; throws the difference once `last` is set (the
 * reload time is over) or no server runs.
 */
export function compareRequest(
  step: CommandStep,
  plan: PlannedCommand,
  stdout: string,
  context: Context,
  last: boolean,
): boolean {
  const answer = splitCurlOutput(stdout, includesHeaders(step.command));
  const differences = step.answer
    ? compareAnswer(step.answer, answer, plan.shell)
    : answer.status >= 200 && answer.status < 300
      ? []
      : [`status: expected 2xx (the page prints no answer), got ${answer.status}`];
  if (differences.length === 0) {
    if (step.answer) rememberIds(step.answer.body, answer.body, context);
    return true;
  }
  if (!last && context.servers.length > 0) return false;
  const printed = step.answer ? ` (the page prints it at line ${step.answer.line})` : '';
  throw new StepFailure(
    `${where(context, step.line)}: ${plan.typed}\nthe answer differs from the page${printed}:\n  ${differences.join('\n  ')}\nanswered ${answer.status} ${answer.body.slice(0, 600)}`,
  );
}
