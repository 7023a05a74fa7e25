/**
 * The repository's one process helper, for the benchmarks and the acceptance checks (`flarekit-docs/processes`):
 * commands run to completion, long-running processes (servers, watched builds) stopped with their children, ports,
 * and the environment of a command run in another project. Every child runs in a process group of its own, so
 * stopping it stops what it started (`npm run dev` → Vite and wrangler → workerd).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import net from 'node:net';

/**
 * What Vitest sets in the environment of its workers (for `import.meta.env`), which no reader's shell has: inherited,
 * NODE_ENV=test would make `vite build` ship React's development build.
 */
const TEST_RUNNER_VARIABLES = ['TEST', 'VITEST', 'NODE_ENV', 'BASE_URL', 'MODE', 'DEV', 'PROD', 'SSR'];

/**
 * A command's environment in another project: no npm notices, no telemetry, none of `npm run -w <workspace>`'s, and,
 * run from a Vitest test, none of the test runner's.
 */
export function commandEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
    ASTRO_TELEMETRY_DISABLED: '1',
    WRANGLER_SEND_METRICS: 'false',
    CI: '1',
    FORCE_COLOR: '0',
    NO_COLOR: '1',
    ...extra,
  };
  for (const key of Object.keys(env)) {
    if (/^npm_config_(workspace|workspaces|include_workspace_root|local_prefix)$/.test(key)) delete env[key];
    if (process.env.VITEST && (TEST_RUNNER_VARIABLES.includes(key) || key.startsWith('VITEST_'))) delete env[key];
  }
  return env;
}

export interface CommandOptions {
  cwd: string;
  env?: NodeJS.ProcessEnv;
  /** A file the command line and its output are appended to. */
  logFile?: string;
  /** Echo the output to stderr as it comes. */
  echo?: boolean;
  timeoutMs?: number;
}

/** A process started in its own group, its output kept (the last `keep` characters) and, if asked, logged. */
function startGroup(command: string, args: readonly string[], options: CommandOptions, keep: number) {
  const log = options.logFile ? createWriteStream(options.logFile, { flags: 'a' }) : undefined;
  log?.write(`$ ${command} ${args.join(' ')}\n`);
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    log?.write(chunk);
    if (options.echo) process.stderr.write(chunk);
    output = (output + chunk.toString()).slice(-keep);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<number | null>((resolve) => {
    child.on('error', (error) => {
      output += `\n${error.message}`;
      resolve(null);
    });
    child.on('close', (code) => {
      log?.end();
      resolve(code);
    });
  });
  return { child, exited, output: () => output };
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

/**
 * Runs a command to completion (stdin closed: nothing may prompt); resolves with its seconds and output, rejects with
 * the output's tail when it fails or runs past `timeoutMs` (15 minutes by default).
 */
export async function runCommand(
  command: string,
  args: readonly string[],
  options: CommandOptions,
): Promise<{ seconds: number; output: string }> {
  const started = performance.now();
  const { child, exited, output } = startGroup(command, args, options, 50_000_000);
  const timeoutMs = options.timeoutMs ?? 15 * 60_000;
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    killGroup(child, 'SIGKILL');
  }, timeoutMs);
  const code = await exited;
  clearTimeout(timer);
  if (code === 0) return { seconds: (performance.now() - started) / 1000, output: output() };
  const why = timedOut
    ? `timed out after ${timeoutMs / 1000} s`
    : `${child.pid === undefined ? 'did not start' : `exited with ${code ?? child.signalCode}`}`;
  throw new Error(`${[command, ...args].join(' ')} ${why}:\n${output().slice(-4000).trim()}`);
}

/** A long-running process (a server, a watched build) in its own process group. */
export interface RunningProcess {
  child: ChildProcess;
  /** The exit code, once it has exited (null when killed by a signal). */
  exited: Promise<number | null>;
  /** The last 20,000 characters it printed. */
  output: () => string;
  /** SIGTERM to the group (a server drains and exits), SIGKILL after `graceMs` (5 s). */
  stop: (graceMs?: number) => Promise<void>;
}

const running = new Set<RunningProcess>();

export function startProcess(command: string, args: readonly string[], options: CommandOptions): RunningProcess {
  const { child, exited, output } = startGroup(command, args, options, 20_000);
  const handle: RunningProcess = {
    child,
    exited,
    output,
    stop: async (graceMs = 5000) => {
      running.delete(handle);
      if (child.exitCode === null && child.signalCode === null) {
        killGroup(child, 'SIGTERM');
        const grace = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), graceMs).unref());
        if ((await Promise.race([exited, grace])) === 'late') killGroup(child, 'SIGKILL');
        await exited;
      }
      killGroup(child, 'SIGKILL');
    },
  };
  running.add(handle);
  return handle;
}

/** Stops every process still running: at the end of a run, and when it is interrupted. */
export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((handle) => handle.stop()));
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void stopAll().finally(() => process.exit(130));
  });
}

/** Waits until `url` answers (any status), or fails with the process's output. */
export async function waitForHttp(url: string, server: RunningProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null)
      throw new Error(`the server exited before ${url} answered:\n${server.output().slice(-3000)}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s:\n${server.output().slice(-3000)}`);
}

/** True when something accepts connections on localhost:port. */
export function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: 'localhost', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Resident set size of a process in bytes (Linux /proc). */
export async function rssBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+) kB/m.exec(status);
  if (!match) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]) * 1024;
}
