/**
 * Lanes: lists of commands, each list run in order, the lists side by side. With more than one lane running, every
 * line a command prints is led by its lane's name, so the interleaved output stays readable; a lane stops at its first
 * failing command, and the other lanes go on.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';

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
export function laneLine(lane: string | undefined, line: string, width = 7): string {
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
  process.stdout.write(laneLine(shown, `\n== ${item.label}`));
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
