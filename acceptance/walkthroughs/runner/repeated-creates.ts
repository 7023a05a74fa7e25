/**
 * Which create commands this run will run more than once (created-projects.ts keeps the first run of each): every
 * selected walkthrough's own steps, and the steps of the pages it starts from, except those a prepared copy stands in
 * for (prefix.ts: only the first walkthrough with a shared prefix runs them).
 */
import type { Walkthrough } from '../pages.ts';
import { repeatedCreates } from './created-projects.ts';
import { prefixKey, reusableLength } from './prepared.ts';
import { stepsOf } from './steps.ts';

export async function createsRunTwice(
  selected: readonly Walkthrough[],
  shared: ReadonlySet<string>,
): Promise<Set<string>> {
  const prefixesRun = new Set<string>();
  const runs = [];
  for (const walkthrough of selected) {
    const prefix = [];
    for (const part of walkthrough.after ?? []) prefix.push(...(await stepsOf(part)));
    const key = prefixKey(walkthrough);
    const copied = key !== undefined && shared.has(key) && prefixesRun.has(key);
    if (key) prefixesRun.add(key);
    const steps = [...prefix.slice(copied ? reusableLength(prefix) : 0), ...(await stepsOf(walkthrough))];
    runs.push({ steps, manager: walkthrough.manager });
  }
  return repeatedCreates(runs);
}
