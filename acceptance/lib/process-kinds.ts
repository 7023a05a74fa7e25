// Where a run's CPU goes, by kind of process and by part of the checks: the logic of bench/cpu-by-process.ts, which
// samples /proc while a command runs. Each process is named by its command line (or, for the part, by its nearest
// ancestor's that names one).

/** One process seen while the command ran: its command line, its parent and the CPU seconds it had used. */
export interface SeenProcess {
  pid: number;
  parent: number;
  command: string;
  cpuSeconds: number;
}

/** Kinds of process, the first whose pattern matches the command line wins. */
const KINDS: readonly (readonly [kind: string, pattern: RegExp])[] = [
  ['Chromium', /chrom(e|ium)/],
  ['workerd', /\bworkerd\b/],
  ['tsc', /\btsc\b|@typescript\/native|\btsgo\b/],
  ['esbuild', /\besbuild\b/],
  ['Biome', /\bbiome\b/],
  ['Vitest', /\bvitest\b/],
  ['Playwright', /\bplaywright\b/],
  ['wrangler', /\bwrangler\b/],
  ['Vite', /\bvite\b/],
  ['npm install', /\bnpm(-cli\.js)? (install|ci|i)\b/],
  ['yarn', /\byarn\b/],
  ['pnpm', /\bpnpm\b/],
  ['bun', /(^|\/)bunx?\b/],
  ['npm exec, create', /\bnpm(-cli\.js)? (exec|create)\b|\bnpx\b|_npx\//],
  ['npm run', /\bnpm(-cli\.js)? (run|test|start)\b/],
  // npm shows only its name in place of its command line in some commands.
  ['npm, its command hidden', /^npm\s*$/],
  ['ESLint, Prettier, dependency-cruiser', /\beslint\b|\bprettier\b|\bdepcruise\b/],
  ['node (test runners, servers, scripts)', /(^|\/)node\b|\.(m?js|ts)\b/],
];

/** The kind of a process, from its command line ("other: <program>" for none of the above). */
export function processKind(command: string): string {
  for (const [kind, pattern] of KINDS) if (pattern.test(command)) return kind;
  const program = command.trim().split(/\s+/)[0] ?? '';
  return `other: ${program.split('/').pop() || '(no command line)'}`;
}

/** The part of the checks a command line names: a template of the matrix or a walkthrough (with its lane). */
export function partNamed(command: string): string | undefined {
  const project = /flarekit-(matrix|walkthroughs)\/(open|private)\/([\w.-]+)/.exec(command);
  if (project) return `${project[1] === 'matrix' ? 'matrix' : 'walkthroughs'} (${project[2]} lane)`;
  if (/\bcheck(-|:)samples\b|\.cache\/samples\//.test(command)) return 'page samples';
  if (/\b(matrix|walkthroughs)\/(run|[\w.]+\.suite)\.ts\b/.exec(command)) {
    return command.includes('walkthroughs/') ? 'walkthroughs (runner)' : 'matrix (runner)';
  }
  if (/\bplaywright test\b|\btest-worker\.ts\b/.test(command)) return "the site's browser tests";
  return undefined;
}

/** The part a process belongs to: the first one named by it or its ancestors, "the rest" for none. */
export function processPart(process: SeenProcess, byPid: ReadonlyMap<number, SeenProcess>): string {
  const visited = new Set<number>();
  for (let current: SeenProcess | undefined = process; current; current = byPid.get(current.parent)) {
    if (visited.has(current.pid)) break;
    visited.add(current.pid);
    const part = partNamed(current.command);
    if (part) return part;
  }
  return 'the rest';
}

/** CPU seconds by name, largest first, and their total. */
export interface CpuTable {
  rows: [name: string, cpuSeconds: number, processes: number][];
  total: number;
}

/** The processes' CPU seconds summed by `nameOf`. */
export function cpuBy(processes: readonly SeenProcess[], nameOf: (process: SeenProcess) => string): CpuTable {
  const sums = new Map<string, [number, number]>();
  for (const process of processes) {
    const name = nameOf(process);
    const [seconds, count] = sums.get(name) ?? [0, 0];
    sums.set(name, [seconds + process.cpuSeconds, count + 1]);
  }
  const rows = [...sums].map(([name, [seconds, count]]): [string, number, number] => [name, seconds, count]);
  rows.sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return { rows, total: rows.reduce((sum, row) => sum + row[1], 0) };
}

/** A table as text lines: seconds, share and process count, then the name. */
export function formatCpuTable(title: string, table: CpuTable): string[] {
  const lines = [`${title}: ${Math.round(table.total).toLocaleString('en-US')} CPU seconds`];
  for (const [name, seconds, count] of table.rows) {
    const share = table.total > 0 ? Math.round((seconds / table.total) * 100) : 0;
    lines.push(
      `  ${seconds.toFixed(1).padStart(8)} s  ${String(share).padStart(3)} %  ${String(count).padStart(5)}  ${name}`,
    );
  }
  return lines;
}
