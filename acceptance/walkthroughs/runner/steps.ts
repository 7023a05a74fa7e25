/** A page's steps, read from the page, and run in order by their kind. */
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { DOCS_ROOT } from '../../lib/roots.ts';
import { isCreate } from '../commands.ts';
import { extractWalkthrough, type Step } from '../extract.ts';
import type { PageSteps } from '../pages.ts';
import { type Context, StepFailure } from './context.ts';
import { applyPatch, writeFileStep } from './file-steps.ts';
import { runCommand } from './run-command.ts';

/** The steps of a page's sections, read from the page. */
export async function stepsOf(part: PageSteps): Promise<Step[]> {
  const markdown = await readFile(path.join(DOCS_ROOT, part.page), 'utf8');
  try {
    return extractWalkthrough(markdown, part.sections);
  } catch (error) {
    throw new StepFailure(`site/content/docs/${part.page}: ${(error as Error).message}`);
  }
}

export function describeSteps(part: PageSteps): string {
  return `${part.page}${part.sections ? ` (${part.sections.join(', ')})` : ''}`;
}

/** Runs one step: a command, a file written or a diff applied. */
export async function runStep(step: Step, context: Context, tarball: string): Promise<void> {
  if (step.kind === 'command') await runCommand(step, context, tarball);
  else if (step.kind === 'file') await writeFileStep(step, context);
  else await applyPatch(step, context);
}

/**
 * Runs steps in order. With `apartIn`, each `npm create` first moves to a new empty folder in it: the page's
 * create commands are alternatives, each making a project of its own.
 */
export async function runSteps(
  steps: readonly Step[],
  context: Context,
  tarball: string,
  apartIn?: string,
): Promise<void> {
  let projects = 0;
  for (const step of steps) {
    if (apartIn && step.kind === 'command' && isCreate(step.command)) {
      context.cwd = path.join(apartIn, String((projects += 1)));
      await mkdir(context.cwd, { recursive: true });
    }
    await runStep(step, context, tarball);
  }
}
