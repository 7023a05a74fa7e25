// The figure behind lib/scratch.ts: a generated project's node_modules removed and installed again from the npm cache,
// on the disk (the system's temporary folder) and on the memory-backed /dev/shm, in turn, RUNS times each. Prints the
// CPU seconds (user and system) of each place's runs, their medians and the ratio. Linux only (it reads /proc).
//
//   npm run bench:install-scratch -w acceptance -- <generated project> [runs]
//
// A generated project: for example acceptance/.cache/samples/full-stack-orval after `npm run check:samples`.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { statFields, TICKS_PER_SECOND } from '../lib/cpu-busy.ts';

const [project, runsArg = '3'] = process.argv.slice(2);
const runs = Number(runsArg);
if (!project || !existsSync(path.join(project, 'package-lock.json')) || !(runs >= 1)) {
  console.error('Usage: install-scratch.ts <generated project, with its package-lock.json> [runs, at least 1]');
  process.exit(2);
}

/** The CPU seconds, user and system, of this process's finished children so far (/proc/self/stat, cutime and cstime). */
function childrenCpu(): [user: number, system: number] {
  const fields = statFields(readFileSync('/proc/self/stat', 'utf8')); // cutime is field 16, cstime 17
  return [Number(fields[13]) / TICKS_PER_SECOND, Number(fields[14]) / TICKS_PER_SECOND];
}

/** A copy of the project's own files (no node_modules, no local state) in a new folder under `root`. */
function copyProject(root: string): string {
  const folder = path.join(mkdtempSync(path.join(root, 'flarekit-install-bench-')), 'project');
  cpSync(project!, folder, {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|\.wrangler)$/.test(source),
  });
  return folder;
}

/** Removes the copy's installed packages and installs them again; the CPU seconds that took. */
function reinstall(folder: string): [user: number, system: number] {
  const [userBefore, systemBefore] = childrenCpu();
  const remove = spawnSync('sh', ['-c', 'rm -rf node_modules apps/*/node_modules'], { cwd: folder });
  const install = spawnSync('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], {
    cwd: folder,
    stdio: 'ignore',
  });
  if (remove.status !== 0 || install.status !== 0) throw new Error(`npm install failed in ${folder}`);
  const [userAfter, systemAfter] = childrenCpu();
  return [userAfter - userBefore, systemAfter - systemBefore];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const places = [
  { name: 'disk', folder: copyProject(os.tmpdir()), user: [] as number[], system: [] as number[] },
  { name: '/dev/shm', folder: copyProject('/dev/shm'), user: [] as number[], system: [] as number[] },
];
try {
  for (const place of places) reinstall(place.folder); // warm-up: fills the npm cache and the page cache
  for (let run = 0; run < runs; run++) {
    for (const place of places) {
      const [user, system] = reinstall(place.folder);
      place.user.push(user);
      place.system.push(system);
      console.log(`${place.name.padEnd(8)} run ${run + 1}: user ${user.toFixed(2)} s, system ${system.toFixed(2)} s`);
    }
  }
} finally {
  for (const place of places) rmSync(path.dirname(place.folder), { recursive: true, force: true });
}
for (const place of places) {
  console.log(
    `${place.name.padEnd(8)} median: user ${median(place.user).toFixed(2)} s, system ${median(place.system).toFixed(2)} s`,
  );
}
const [disk, memory] = places as [(typeof places)[0], (typeof places)[0]];
console.log(`system time, disk / memory: ${(median(disk.system) / median(memory.system)).toFixed(2)}`);
