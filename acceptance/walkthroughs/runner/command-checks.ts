/** What a command's run is compared with: the output and the migration the page shows, and the ids it answered. */
import { existsSync } from 'node:fs';
import { readFile, readdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { answeredIds, missingOutputLine, parseExpectedBody } from '../answers.ts';
import { DRY_RUN_WRANGLER, outputInManager } from '../commands.ts';
import type { CommandStep } from '../extract.ts';
import { type Context, StepFailure, tail, where } from './context.ts';

/** Keeps the ids a matching JSON answer generated, for the page's later requests about the same items. */
export function rememberIds(printedBody: string, realBody: string, context: Context): void {
  const expected = parseExpectedBody(printedBody);
  if (expected === undefined) return;
  for (const [key, id] of answeredIds(expected, JSON.parse(realBody) as unknown)) context.ids.set(key, id);
}

/** Fails when the command did not print the lines the page shows it printing. */
export function checkOutput(step: CommandStep, printed: string, context: Context): void {
  if (!step.output) return;
  const expected =
    context.manager && step.language === 'npm'
      ? outputInManager(step.output.text, context.manager.name)
      : step.output.text;
  const missing = missingOutputLine(expected, printed);
  if (missing) {
    throw new StepFailure(
      `${where(context, step.line)}: ${step.command}\ndid not print line ${step.output.line + missing.line - 1} of the page, "${missing.text}", in order; it printed:\n${tail(printed)}`,
    );
  }
}

/**
 * Runs `action` with the project's `wrangler deploy` made a dry run: each `node_modules/.bin/wrangler` of the project
 * (root, apps/api, apps/web; where each manager links it) is wrapped by DRY_RUN_WRANGLER, and put back after.
 */
export async function withDryRunWrangler<T>(root: string, action: () => Promise<T>): Promise<T> {
  const bins = ['.', 'apps/api', 'apps/web']
    .map((dir) => path.join(root, dir, 'node_modules', '.bin', 'wrangler'))
    .filter((bin) => existsSync(bin));
  if (bins.length === 0) throw new StepFailure(`${root}: no node_modules/.bin/wrangler to deploy with`);
  const original = (bin: string) => `${bin}.walkthrough-original`;
  for (const bin of bins) {
    await rename(bin, original(bin));
    await writeFile(bin, DRY_RUN_WRANGLER, { mode: 0o755 });
  }
  try {
    return await action();
  } finally {
    for (const bin of bins) await rename(original(bin), bin);
  }
}

export async function sqlFiles(folder: string): Promise<string[]> {
  if (!existsSync(folder)) return [];
  return (await readdir(folder)).filter((file) => file.endsWith('.sql'));
}

/** Fails unless the command wrote a new migration holding the SQL the page shows, line by line, in order. */
export async function checkMigration(
  step: CommandStep,
  shown: { text: string; line: number },
  folder: string,
  before: string[],
  context: Context,
): Promise<void> {
  const at = where(context, step.line);
  const added = (await sqlFiles(folder)).filter((file) => !before.includes(file));
  if (added.length === 0) throw new StepFailure(`${at}: ${step.command} wrote no new migration in ${folder}`);
  const written = (await Promise.all(added.map((file) => readFile(path.join(folder, file), 'utf8')))).join('\n');
  const missing = missingOutputLine(shown.text, written);
  if (missing) {
    throw new StepFailure(
      `${at}: ${step.command}\nthe new migration (${added.join(', ')}) lacks line ${shown.line + missing.line - 1} of the page, "${missing.text}"; it holds:\n${tail(written)}`,
    );
  }
}
