/**
 * Lanes: lists of commands, each list run in order, the lists side by side. With more than one lane running, every
 * line a command prints is led by its lane's name, so the interleaved output stays readable; a lane stops at its first
 * failing command, and the other lanes go on.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { privateNetworkAvailable } from './private-network.ts';

export interface LaneCommand {
  /** What the command is, in the lane's report. */
  label: string;
  command: string;
  args: readonly string[];
  env?: NodeJS.ProcessEnv;
  /** Run through the shell (`command` is then a shell text and `args` is empty). */
  shell?: boolean;
}

export interface Lane {
  name: string;
  commands: readonly LaneCommand[];
}

export interface CommandOutcome {
  lane: string;
  label: string;
  seconds: number;
  ok: boolean;
}

/** The text a line of a lane's output is printed with: its lane's name, padded, and a bar. */
export function laneLine(lane: string | undefined, line: string, width = 8): string {
  return lane === undefined ? `${line}\n` : `${lane.padEnd(width)}│ ${line}\n`;
}

/** Copies a stream to `out` line by line, each line led by the lane's name (as is when `lane` is undefined). */
function relay(stream: Readable, out: Writable, lane: string | undefined): Promise<void> {
  const lines = createInterface({ input: stream, crlfDelay: Infinity });
  lines.on('line', (line) => out.write(laneLine(lane, line)));
  return new Promise((resolve) => lines.on('close', () => resolve()));
}

/** Runs one command of a lane; resolves with its outcome. */
export async function runLaneCommand(lane: string, item: LaneCommand, prefixed: boolean): Promise<CommandOutcome> {
  const shown = prefixed ? lane : undefined;
  process.stdout.write(laneLine(shown, '') + laneLine(shown, `== ${item.label}`));
  const started = performance.now();
  const child = spawn(item.command, item.args, {
    env: item.env ?? process.env,
    shell: item.shell ?? false,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => {
    child.on('close', (code) => resolve(code));
    child.on('error', (error) => {
      process.stderr.write(laneLine(shown, `${item.command}: ${error.message}`));
      resolve(null);
    });
  });
  await Promise.all([relay(child.stdout, process.stdout, shown), relay(child.stderr, process.stderr, shown)]);
  const ok = (await exited) === 0;
  const seconds = Math.round((performance.now() - started) / 1000);
  process.stdout.write(laneLine(shown, `== ${item.label}: ${ok ? 'passed' : 'FAILED'} in ${seconds} s`));
  return { lane, label: item.label, seconds, ok };
}

/** Runs the lanes side by side (one after the other when `sideBySide` is false); resolves with every outcome. */
export async function runLanes(lanes: readonly Lane[], sideBySide = true): Promise<CommandOutcome[]> {
  const outcomes: CommandOutcome[] = [];
  const prefixed = sideBySide && lanes.length > 1;
  const runLane = async (lane: Lane) => {
    for (const item of lane.commands) {
      const outcome = await runLaneCommand(lane.name, item, prefixed);
      outcomes.push(outcome);
      if (!outcome.ok) return;
    }
  };
  if (sideBySide) await Promise.all(lanes.map(runLane));
  else for (const lane of lanes) await runLane(lane);
  return outcomes;
}

/** A test name pattern (`node --test --test-name-pattern`, `vitest -t`) that selects exactly these tests. */
export function exactNames(names: readonly string[]): string {
  return `^(${names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`;
}

/** The lanes to run: all of them, or only the one FLAREKIT_LANE names (an error naming the others if none has it). */
export function selectLanes(planned: readonly Lane[], only: string | undefined): Lane[] {
  if (only === undefined) return [...planned];
  const selected = planned.filter((lane) => lane.name === only);
  if (selected.length === 0) {
    throw new Error(`FLAREKIT_LANE=${only}: no such lane (${planned.map((lane) => lane.name).join(', ')})`);
  }
  return selected;
}

/** The command that runs a suite once, with these arguments (a test name pattern…) for its runner. */
export type SuiteCommand = (args: readonly string[]) => [string, string[]];

/** A Vitest project of acceptance/vitest.config.ts run once, every test's lines shown. */
export const vitestProject =
  (project: string): SuiteCommand =>
  (args) => ['vitest', ['run', '--project', project, '--reporter=verbose', ...args]];

/**
 * The entry of a suite run in lanes: with arguments, they go to the suite's runner and it runs once; without, the
 * lanes run side by side (only the one FLAREKIT_LANE names, when set: `npm test` runs each suite's lanes in lanes of
 * its own), or the suite once where the machine gives no lane a network of its own or FLAREKIT_LANES=1. Exits with the
 * result.
 */
export async function runSuiteInLanes(
  suite: SuiteCommand,
  lanes: () => Lane[],
  names: readonly string[],
): Promise<never> {
  const args = process.argv.slice(2);
  const pattern = args[args.indexOf('-t') + 1];
  // A pattern that selects nothing is a mistyped name, not a pass (Vitest would skip every test and succeed).
  if (args.includes('-t') && !names.some((name) => new RegExp(pattern ?? '').test(name))) {
    console.error(`-t ${pattern}: no test is named so (${names.join(', ')})`);
    process.exit(2);
  }
  if (args.length > 0 || process.env.FLAREKIT_LANES === '1' || !privateNetworkAvailable()) {
    const [command, commandArgs] = suite(args);
    const { status } = spawnSync(command, commandArgs, { stdio: 'inherit' });
    process.exit(status ?? 1);
  }
  const planned = selectLanes(lanes(), process.env.FLAREKIT_LANE);
  const outcomes = await runLanes(planned);
  console.log('\n== lanes');
  for (const { lane, label, seconds, ok } of outcomes) {
    console.log(`  ${lane.padEnd(8)} ${ok ? 'ok    ' : 'FAILED'} ${String(seconds).padStart(5)} s  ${label}`);
  }
  const all = planned.flatMap((lane) => lane.commands).length;
  process.exit(outcomes.length === all && outcomes.every((outcome) => outcome.ok) ? 0 : 1);
}

export { privateNetworkAvailable };
