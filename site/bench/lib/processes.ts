/**
 * Child processes for the benchmarks: the project's build, the site's server (`node src/server/node.ts`) and helpers to
 * wait for it, read its memory and stop it. Every child is started with the Node that runs the benchmark (the project's
 * Node 24) and stopped by its own process id.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
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

export interface RunResult {
  seconds: number;
  output: string;
}

/** Runs a Node script of the project to completion; fails with its output if it exits non-zero. */
export function runNode(
  script: string,
  env: Record<string, string> = {},
  options: { quiet?: boolean } = {},
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [script], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (!options.quiet) process.stderr.write(chunk);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('exit', (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (code === 0) resolve({ seconds, output });
      else reject(new Error(`${script} exited with ${code}:\n${output.slice(-4000)}`));
    });
  });
}

/** `npm run build` (scripts/build.ts) with optional CONTENT_ROOT and DIST_DIR; wall-clock seconds. */
export function build(
  env: { CONTENT_ROOT?: string; DIST_DIR?: string } = {},
  options: { quiet?: boolean } = {},
): Promise<RunResult> {
  const clean = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined)) as Record<
    string,
    string
  >;
  return runNode('scripts/build.ts', clean, options);
}

export interface RunningServer {
  child: ChildProcess;
  port: number;
  url: string;
  /** Milliseconds from spawn to the first answered search. */
  startupMs: number;
  stop(): Promise<void>;
}

/** Polls `url` until it answers 200, or fails after `timeoutMs`. */
export async function waitForOk(url: string, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    if (child && child.exitCode !== null)
      throw new Error(`the server exited with ${child.exitCode} before answering ${url}`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (performance.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * Starts a Node server script (default: the site's server, `npm start`) on a free port and waits until
 * /api/search?query=x answers; the time from spawn to that answer is the start-up time.
 */
export async function startServer(
  options: { script?: string; env?: Record<string, string>; timeoutMs?: number } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [options.script ?? 'src/server/node.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...options.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  try {
    await waitForOk(`${url}/api/search?query=x`, options.timeoutMs ?? 120_000, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${errors.slice(-2000)}`, { cause: error });
  }
  const startupMs = performance.now() - started;
  return {
    child,
    port,
    url,
    startupMs,
    stop: () => stopChild(child),
  };
}

/** SIGTERM (the server drains and exits 0), SIGKILL after 10 s. */
export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Resident set size of a process in bytes (Linux /proc). */
export async function rssBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+) kB/m.exec(status);
  if (!match) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]) * 1024;
}
