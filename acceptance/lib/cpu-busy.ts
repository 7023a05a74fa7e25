// How busy the machine's cores were between two readings of /proc/stat: `npm test` prints it beside the phases'
// seconds, since its lanes share the cores (a run whose cores were busy throughout gets faster only by doing less).
import { readFileSync } from 'node:fs';

/** Clock ticks per second in /proc's CPU figures (USER_HZ, 100 on Linux). */
export const TICKS_PER_SECOND = 100;

/**
 * The fields of a /proc/<pid>/stat text from the process's state (field 3) on, so that field n is at index n - 3: the
 * command name before them is in parentheses and may itself hold spaces and parentheses.
 */
export function statFields(text: string): string[] {
  return text.slice(text.lastIndexOf(')') + 2).split(' ');
}

/** Busy and total clock ticks of the machine's cores. */
export type CpuTicks = readonly [busy: number, total: number];

/** The `cpu` line of a /proc/stat text as busy and total ticks (iowait counted idle); undefined without one. */
export function cpuTicks(stat: string): CpuTicks | undefined {
  const line = stat.split('\n').find((text) => text.startsWith('cpu '));
  if (!line) return undefined;
  // user nice system idle iowait irq softirq steal (guest time is in user and nice already)
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = line
    .trim()
    .split(/\s+/)
    .slice(1, 9)
    .map(Number);
  const total = user + nice + system + idle + iowait + irq + softirq + steal;
  return [total - idle - iowait, total];
}

/** The machine's CPU ticks now; undefined where /proc is not there. */
export function readCpuTicks(): CpuTicks | undefined {
  try {
    return cpuTicks(readFileSync('/proc/stat', 'utf8'));
  } catch {
    return undefined;
  }
}

/** The share (0 to 1) of the cores' time that was busy between two readings. */
export function busyShare(before: CpuTicks | undefined, after: CpuTicks | undefined): number | undefined {
  if (!before || !after || after[1] === before[1]) return undefined;
  return (after[0] - before[0]) / (after[1] - before[1]);
}

/**
 * The cores' busy seconds between two readings `wallSeconds` apart on a machine of `cores` cores: what a command
 * cost in CPU when it ran alone (every process of the machine counts, so it is only that command's when nothing else
 * ran).
 */
export function busyCoreSeconds(
  before: CpuTicks | undefined,
  after: CpuTicks | undefined,
  wallSeconds: number,
  cores: number,
): number | undefined {
  const share = busyShare(before, after);
  return share === undefined ? undefined : Math.round(share * wallSeconds * cores);
}
