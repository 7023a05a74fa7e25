/**
 * The projects `npm create` made in this run, by the command that made them. Several pages show the same create
 * command (`npm create flarekit@latest my-app` on Introduction, Quick Start and CLI Options; `-- -y` on CLI Options
 * and Templates Overview): the CLI writes the same project for the same command in an empty folder, so the first run
 * keeps its project and what it printed, and a later walkthrough with the same command gets a copy of that project
 * (prepared-copies.ts: packages hard-linked, every other file its own) and compares that output with its own page's.
 * Running it again would check nothing more, and its install is most of a walkthrough's time.
 */
import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { isCreate } from '../commands.ts';
import type { CommandStep, Step } from '../extract.ts';
import type { Context } from './context.ts';
import { copyFolder } from './prepared-copies.ts';
import { work } from './settings.ts';

export const createdDir = path.join(work, 'created');

/** A create command as a page runs it: its text, and the manager whose tab runs an `npm` block. */
export function createKey(step: Pick<CommandStep, 'command' | 'language'>, manager: string | undefined): string {
  return JSON.stringify({ command: step.command, manager: step.language === 'npm' ? (manager ?? 'npm') : 'npm' });
}

/** The create commands (createKey) that more than one of these steps' lists run: the first run of each is kept. */
export function repeatedCreates(runs: ReadonlyArray<{ steps: readonly Step[]; manager?: string }>): Set<string> {
  const counts = new Map<string, number>();
  for (const { steps, manager } of runs) {
    for (const step of steps) {
      if (step.kind !== 'command' || step.skip || !isCreate(step.command)) continue;
      const key = createKey(step, manager);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return new Set([...counts].filter(([, count]) => count > 1).map(([key]) => key));
}

interface Created<T> {
  /** The kept copy of what the command wrote, the entries it added to the empty folder it ran in. */
  folder: string;
  entries: string[];
  result: T;
  /** Where it ran: `page:line`. */
  at: string;
  /** The folder it ran in, which a folder in its result (where a shell ended) is inside. */
  ranIn: string;
}

const created = new Map<string, Created<unknown>>();
let repeated: ReadonlySet<string> = new Set();
let keptIn = createdDir;

/**
 * The create commands this run will see more than once (repeatedCreates over the selected walkthroughs), and the
 * folder their first projects are kept in.
 */
export function expectRepeatedCreates(keys: ReadonlySet<string>, folder = createdDir): void {
  repeated = keys;
  keptIn = folder;
}

/**
 * Runs a create command, or, when the same command already ran in an empty folder in this run, copies the project it
 * made into the current folder and resolves with what it printed then, where (`from`), and the folder it ran in
 * (`ranIn`: a path in the result is under that folder, not this one).
 */
export async function createOnce<T>(
  step: CommandStep,
  context: Context,
  run: () => Promise<T>,
): Promise<{ result: T; from?: string; ranIn?: string }> {
  const key = createKey(step, context.manager?.name);
  if (!repeated.has(key) || (await readdir(context.cwd)).length > 0) return { result: await run() };
  const kept = created.get(key) as Created<T> | undefined;
  if (kept) {
    for (const entry of kept.entries) await copyFolder(path.join(kept.folder, entry), path.join(context.cwd, entry));
    context.changedAt = Date.now();
    return { result: kept.result, from: kept.at, ranIn: kept.ranIn };
  }
  const result = await run();
  const entries = await readdir(context.cwd);
  const folder = path.join(keptIn, String(created.size + 1));
  await mkdir(folder, { recursive: true });
  for (const entry of entries) await copyFolder(path.join(context.cwd, entry), path.join(folder, entry));
  created.set(key, { folder, entries, result, at: `${context.page}:${step.line}`, ranIn: context.cwd });
  return { result };
}
