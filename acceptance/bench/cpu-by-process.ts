// Where a command's CPU goes: runs it (through the shell), reads /proc every half second while it runs, and prints the
// CPU seconds of the processes it started by kind (Chromium, wrangler, tsc, npm install…) and by part of the checks
// (a lane's matrix or walkthroughs, the page samples, the site's browser tests). Linux only (it reads /proc).
//
//   npm run bench:cpu-by-process -w acceptance -- "cd .. && npm test"      (it runs in acceptance/)
//
// It counts every process that started after the command did, on a shared machine others' too; it misses a process's
// last half second and the processes that live less than that, so its total is a little under the machine's busy time.
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { statFields, TICKS_PER_SECOND } from '../lib/cpu-busy.ts';
import { cpuBy, formatCpuTable, processKind, processPart, type SeenProcess } from '../lib/process-kinds.ts';

const command = process.argv.slice(2).join(' ');
if (!command) {
  console.error('Usage: cpu-by-process.ts <command, run by the shell>');
  process.exit(2);
}
const INTERVAL_MS = 500;

/** A process's parent, start time (clock ticks since boot) and CPU ticks (user + system), from /proc/<pid>/stat. */
function readProcess(pid: string): { parent: number; started: number; cpuTicks: number } | undefined {
  try {
    // Field n is at index n - 3: ppid 4, utime 14, stime 15, starttime 22.
    const fields = statFields(readFileSync(`/proc/${pid}/stat`, 'utf8'));
    return {
      parent: Number(fields[1]),
      started: Number(fields[19]),
      cpuTicks: Number(fields[11]) + Number(fields[12]),
    };
  } catch {
    return undefined; // it ended between the listing and the read
  }
}

function commandLine(pid: string): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
  } catch {
    return '';
  }
}

const seen = new Map<string, SeenProcess>(); // by pid and start time: a pid is reused
function sample(since: number): void {
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const read = readProcess(pid);
    if (!read || read.started < since) continue;
    const key = `${pid}:${read.started}`;
    const known = seen.get(key);
    if (known) known.cpuSeconds = read.cpuTicks / TICKS_PER_SECOND;
    else
      seen.set(key, {
        pid: Number(pid),
        parent: read.parent,
        command: commandLine(pid),
        cpuSeconds: read.cpuTicks / TICKS_PER_SECOND,
      });
  }
}

const child = spawn(command, { shell: true, stdio: 'inherit' });
const since = readProcess(String(child.pid))?.started ?? 0;
const timer = setInterval(() => sample(since), INTERVAL_MS);
const code = await new Promise<number>((resolve) => child.on('exit', (exit) => resolve(exit ?? 1)));
clearInterval(timer);

const processes = [...seen.values()];
const byPid = new Map(processes.map((seenProcess) => [seenProcess.pid, seenProcess]));
console.log(`\n== CPU of "${command}" (exit ${code}), sampled every ${INTERVAL_MS} ms`);
for (const line of formatCpuTable(
  'by kind of process',
  cpuBy(processes, (p) => processKind(p.command)),
))
  console.log(line);
for (const line of formatCpuTable(
  'by part',
  cpuBy(processes, (p) => processPart(p, byPid)),
))
  console.log(line);
process.exit(code);
