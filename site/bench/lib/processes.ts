/**
 * The processes and servers of the benchmarks: commands run to completion, the project's build, the site's server
 * (`node src/server/node.ts`), a static file server for built apps and sites, and Chromium. Every child is started with
 * the Node that runs the benchmark (the project's Node 24) and stopped by its own process id.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, stat } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../playwright.config.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Debian's full Chromium (`apt-get install chromium`) with the browser tests' flags: the benchmarks measure pages as a
 * reader's browser loads them (the tests run the lighter headless shell, scripts/chromium.ts).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/** A command's environment in another project: no npm notices, no telemetry, none of `npm run -w site`'s workspace. */
export function projectEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
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
  }
  return env;
}

/** Runs a command to completion (stdin closed: nothing may prompt); resolves with its output, fails with its tail. */
export function runCommand(
  command: string,
  args: readonly string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; echo?: boolean },
): Promise<{ seconds: number; output: string }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (options.echo) process.stderr.write(chunk);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve({ seconds: (performance.now() - started) / 1000, output });
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output.slice(-4000)}`));
    });
  });
}

/** `npm run build` (scripts/build.ts) with optional CONTENT_ROOT and DIST_DIR; wall-clock seconds and output. */
export function build(env: { CONTENT_ROOT?: string; DIST_DIR?: string } = {}) {
  return runCommand(process.execPath, ['scripts/build.ts'], { cwd: ROOT, env: { ...process.env, ...env } });
}

/**
 * The built site the benchmarks measure: BENCH_DIST_DIR when it names one, otherwise the current content built into a
 * fresh temporary folder (never into dist/, which the tests and other people's servers use).
 */
export async function siteBuild(): Promise<string> {
  const given = process.env.BENCH_DIST_DIR;
  if (given && existsSync(path.join(given, 'search-index.bin'))) return path.resolve(given);
  const distDir = await mkdtemp(path.join(tmpdir(), 'flarekit-bench-dist-'));
  console.error(`Building the site into ${distDir} …`);
  await build({ DIST_DIR: distDir });
  return distDir;
}

/** The docs page with the largest HTML (the longest page), as a URL path. */
export async function longestDocsPage(distDir: string): Promise<string> {
  const docs = path.join(distDir, 'client', 'docs');
  let best = { path: '', size: -1 };
  for (const entry of await readdir(docs, { recursive: true })) {
    if (!entry.endsWith('.html')) continue;
    const { size } = await stat(path.join(docs, entry));
    if (size > best.size)
      best = {
        path: `/docs/${entry
          .replace(/\.html$/, '')
          .split(path.sep)
          .join('/')}`,
        size,
      };
  }
  if (!best.path) throw new Error(`no docs pages in ${docs}`);
  return best.path;
}

/** A free TCP port on 127.0.0.1. */
function freePort(): Promise<number> {
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

export interface RunningServer {
  child: ChildProcess;
  url: string;
  /** Milliseconds from spawn to the first answered search. */
  startupMs: number;
  stop(): Promise<void>;
}

/**
 * Starts a Node server script (default: the site's server, `npm start`) on a free port and polls
 * /api/search?query=x every 5 ms until it answers 200; the time from spawn to that answer is the start-up time.
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
  const deadline = started + (options.timeoutMs ?? 120_000);
  for (;;) {
    const failure =
      child.exitCode !== null
        ? `the server exited with ${child.exitCode}`
        : performance.now() > deadline
          ? `${url} did not answer in time`
          : undefined;
    if (failure) {
      child.kill('SIGKILL');
      throw new Error(`${failure}\n${errors.slice(-2000)}`);
    }
    try {
      const response = await fetch(`${url}/api/search?query=x`);
      await response.arrayBuffer();
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return { child, url, startupMs: performance.now() - started, stop: () => stopChild(child) };
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

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const isFile = (file: string) =>
  stat(file).then(
    (info) => info.isFile(),
    () => false,
  );

/**
 * A static file server over a built single-page app (Vite's `dist/`) or a static site: a file when one matches the
 * path, a folder's index.html for a folder's path (`/getting-started/`), and the root index.html for any other path
 * (the SPA fallback a Worker's `not_found_handling: "single-page-application"` gives). Uncompressed: the measurements
 * re-compress every body themselves.
 */
export async function serveStatic(root: string): Promise<{ url: string; stop(): Promise<void> }> {
  const base = path.resolve(root);
  const server = createHttpServer((request, response) => {
    void (async () => {
      const candidate = path.join(base, decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname));
      const inside = candidate === base || candidate.startsWith(base + path.sep);
      const index = path.join(candidate, 'index.html');
      const file =
        inside && (await isFile(candidate))
          ? candidate
          : inside && (await isFile(index))
            ? index
            : path.join(base, 'index.html');
      const body = await readFile(file);
      response.writeHead(200, {
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'content-length': body.byteLength,
        'cache-control': 'no-store',
      });
      response.end(request.method === 'HEAD' ? undefined : body);
    })().catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
