// The walkthroughs in two lanes side by side (lib/lanes.ts), where the machine allows a private network
// (lib/private-network.ts): the pages serve their projects on 5173 and 8787, so the second lane runs with a localhost
// of its own, and offline, installing only from the npm cache the template matrix filled (`npm test` starts it after
// the matrix's private lane, whose templates hold every package of the default template). The open lane takes the
// walkthroughs that need the registry (`network` in pages.ts) and the pages that make their own project (but those
// marked `privateLane`, for balance); the private lane the pages that start from a project another page makes (each
// lane makes such a project once and copies it).
import path from 'node:path';
import { exactNames, type Lane, type LaneCommand, vitestProject } from '../lib/lanes.ts';
import { inPrivateNetwork } from '../lib/private-network.ts';
import { type Walkthrough, walkthroughName } from './pages.ts';

/** Whether a walkthrough runs in the open lane. */
export function needsOpenLane(walkthrough: Walkthrough): boolean {
  if (walkthrough.network !== undefined) return true;
  return walkthrough.after === undefined && !walkthrough.privateLane;
}

/** The walkthroughs run once: Vitest's project "walkthroughs". */
export const walkthroughRun = vitestProject('walkthroughs');

/** The two lanes of a whole run, their projects and logs in `work`/open and `work`/private. */
export function walkthroughLanes(walkthroughs: readonly Walkthrough[], work: string): Lane[] {
  const lane = (name: 'open' | 'private', selected: readonly Walkthrough[]): LaneCommand => {
    const [command, args] = walkthroughRun(['-t', exactNames(selected.map(walkthroughName))]);
    return {
      label: `${selected.length} walkthroughs${name === 'private' ? ' (a network of its own)' : ''}`,
      command,
      args,
      env: { ...process.env, FLAREKIT_WALKTHROUGH_DIR: path.join(work, name) },
    };
  };
  const open = lane('open', walkthroughs.filter(needsOpenLane));
  const closed = lane(
    'private',
    walkthroughs.filter((walkthrough) => !needsOpenLane(walkthrough)),
  );
  const [command, args] = inPrivateNetwork(closed.command, closed.args);
  return [
    { name: 'open', commands: [open] },
    { name: 'private', commands: [{ ...closed, command, args }] },
  ];
}
