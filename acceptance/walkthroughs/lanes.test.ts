import { describe, expect, it } from 'vitest';
import { walkthroughLanes } from './lanes.ts';
import { walkthroughName, walkthroughs } from './pages.ts';

const patternOf = (args: readonly string[]) => new RegExp(args[args.indexOf('-t') + 1] ?? '');

describe('walkthroughLanes', () => {
  const [open, closed] = walkthroughLanes(walkthroughs, '/work');
  const openCheck = open!.commands[0]!;
  const privateCheck = closed!.commands[0]!;

  it('runs every walkthrough in exactly one lane', () => {
    for (const walkthrough of walkthroughs) {
      const name = walkthroughName(walkthrough);
      const lanes = [openCheck, privateCheck].filter((command) => patternOf(command.args).test(name));
      expect(lanes, name).toHaveLength(1);
    }
  });

  it('keeps every walkthrough that needs the registry in the open lane', () => {
    const needing = walkthroughs.filter((walkthrough) => walkthrough.network);
    expect(needing.length).toBeGreaterThan(0);
    for (const walkthrough of needing) expect(patternOf(openCheck.args).test(walkthroughName(walkthrough))).toBe(true);
  });

  it('runs a walkthrough marked privateLane in the private lane, unless it needs the registry', () => {
    const marked = walkthroughs.filter((walkthrough) => walkthrough.privateLane);
    expect(marked.length).toBeGreaterThan(0);
    for (const walkthrough of marked) {
      const lane = walkthrough.network ? openCheck : privateCheck;
      expect(patternOf(lane.args).test(walkthroughName(walkthrough)), walkthroughName(walkthrough)).toBe(true);
    }
  });

  it('runs the private lane with a network of its own, each lane in its own folder', () => {
    expect(privateCheck.command).toBe('unshare');
    expect(openCheck.command).toBe('vitest');
    expect(openCheck.env?.FLAREKIT_WALKTHROUGH_DIR).not.toBe(privateCheck.env?.FLAREKIT_WALKTHROUGH_DIR);
  });
});
