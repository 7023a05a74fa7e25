import { describe, expect, it } from 'vitest';
import { runLaneCommand, cpuSecondsOfStat } from './lanes.ts';

describe('cpuSecondsOfStat', () => {
  // /proc/self/stat: pid (comm) state ppid ... utime stime cutime cstime ...; the name may hold spaces and parentheses.
  const stat = (comm: string, cutime: number, cstime: number) =>
    `4242 (${comm}) S 1 4242 4242 0 -1 4194560 100 0 0 0 250 30 ${cutime} ${cstime} 20 0 11 0 1000 0 0`;

  it.each([
    ['node', 0, 0, 0],
    ['node', 1234, 66, 13],
    ['Main Thread', 150, 50, 2],
    ['a) b (c', 10, 5, 0.15],
  ])('%s with cutime %i and cstime %i: %d s', (comm, cutime, cstime, seconds) => {
    expect(cpuSecondsOfStat(stat(comm, cutime, cstime))).toBe(seconds);
  });

  it('is undefined without /proc', () => {
    expect(cpuSecondsOfStat(undefined)).toBeUndefined();
  });
});

describe('runLaneCommand', () => {
  it("counts the CPU of the command's whole tree, grandchildren included", async () => {
    // A shell whose child spins for 1.5 s of CPU: the seconds reach this process only through the shell.
    const spin = `${JSON.stringify(process.execPath)} -e "const end = Date.now() + 1500; while (Date.now() < end);"`;
    const outcome = await runLaneCommand('test', { label: 'spin', command: spin, args: [], shell: true }, false);
    expect(outcome.ok).toBe(true);
    expect(outcome.cpuSeconds).toBeGreaterThanOrEqual(1);
    expect(outcome.seconds).toBeGreaterThanOrEqual(1);
  });
});
