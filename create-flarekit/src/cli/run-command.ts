/** Runs a command in the project folder and keeps its output, to show it only when the command fails. */
import type { SpawnOptions } from 'node:child_process';
import spawn from 'cross-spawn';

export interface CommandResult {
  ok: boolean;
  /** stdout and stderr interleaved as they arrived. */
  output: string;
  /** Set when the command could not start at all (usually: not installed). */
  startError?: NodeJS.ErrnoException;
  exitCode: number | null;
}

export function runCommand(
  command: string,
  args: readonly string[],
  cwd: string,
  signal?: AbortSignal,
): Promise<CommandResult> {
  return new Promise((resolve) => {
    // cross-spawn resolves `npm` to `npm.cmd` on Windows without going through a shell. Aborting kills the command.
    const options: SpawnOptions = { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: process.env };
    if (signal) options.signal = signal;
    const child = spawn(command, [...args], options);
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
    let startError: NodeJS.ErrnoException | undefined;
    child.on('error', (error: NodeJS.ErrnoException) => {
      startError = error;
    });
    child.on('close', (exitCode) => {
      const output = Buffer.concat(chunks).toString('utf8');
      const result: CommandResult = { ok: exitCode === 0 && !startError, output, exitCode };
      if (startError) result.startError = startError;
      resolve(result);
    });
  });
}

/** A step after the files were written (install, git) failed: the message names it, the files stay. */
export class StepError extends Error {
  readonly step: string;
  readonly output: string;
  constructor(step: string, detail: string, output: string) {
    super(`${step} failed: ${detail}`);
    this.step = step;
    this.output = output;
  }
}

export function describeFailure(command: string, result: CommandResult): string {
  if (result.startError?.code === 'ENOENT') return `${command} was not found. Is it installed and on your PATH?`;
  if (result.startError) return `${command} could not start (${result.startError.message}).`;
  return `${command} exited with code ${result.exitCode ?? 'unknown'}.`;
}
