import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** Environment of every command: offline wrangler, no telemetry, the shared npm cache. */
export function matrixEnv(npmCache: string, home: string): NodeJS.ProcessEnv {
  // The repository's .npmrc keeps npm to errors, and npm passes that on; a reader's npm prints its warnings.
  const { npm_config_loglevel: _repositoryLoglevel, ...inherited } = process.env;
  return {
    ...inherited,
    npm_config_cache: npmCache,
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
    // yarn 1's cache, beside npm's: it outlives the run, as npm's does. yarn 1 fetches every optional package of every
    // platform (esbuild's, workerd's…) and unpacks them in its cache, 5 GB for the default template: with a new cache
    // each run, a yarn tab spent most of its time there.
    YARN_CACHE_FOLDER: path.join(npmCache, '_yarn'),
    WRANGLER_SEND_METRICS: 'false',
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    WRANGLER_HIDE_BANNER: 'true',
    XDG_CONFIG_HOME: `${home}/config`,
    XDG_CACHE_HOME: `${home}/cache`,
    // A reader's git knows who they are: create commits the new project, and add checks that it is committed.
    GIT_AUTHOR_NAME: 'Flarekit Reader',
    GIT_AUTHOR_EMAIL: 'reader@example.com',
    GIT_COMMITTER_NAME: 'Flarekit Reader',
    GIT_COMMITTER_EMAIL: 'reader@example.com',
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    CI: '1',
    FORCE_COLOR: '0',
    NO_COLOR: '1',
  };
}

/** Runs a command to completion; its output goes to `logFile`. Rejects with the log's tail on failure. */
export function run(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  logFile: string,
  timeoutMs = 15 * 60_000,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const log = createWriteStream(logFile, { flags: 'a' });
    log.write(`$ ${command} ${args.join(' ')}\n`);
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let tail = '';
    const keep = (chunk: Buffer) => {
      log.write(chunk);
      tail = (tail + chunk.toString()).slice(-4000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const timer = setTimeout(() => {
      killGroup(child);
      tail += `\n(timed out after ${timeoutMs / 1000} s)`;
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      log.end();
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      log.end();
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}\n${tail.trim()}`));
    });
  });
}

/** A long-running server started in its own process group, so that stopping it stops its children too. */
export interface Server {
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

const running = new Set<Server>();

export function startServer(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  logFile: string,
): Server {
  const log = createWriteStream(logFile, { flags: 'a' });
  log.write(`$ ${command} ${args.join(' ')}\n`);
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  const keep = (chunk: Buffer) => {
    log.write(chunk);
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.on('close', () => resolve()));
  const server: Server = {
    child,
    output: () => output,
    stop: async () => {
      running.delete(server);
      if (child.exitCode === null && child.signalCode === null) {
        killGroup(child, 'SIGTERM');
        const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 5000));
        if ((await Promise.race([exited, timeout])) === 'timeout') {
          killGroup(child, 'SIGKILL');
          await exited;
        }
      }
      killGroup(child, 'SIGKILL');
      log.end();
    },
  };
  running.add(server);
  return server;
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals = 'SIGKILL'): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

/** Stops every server still running: called at the end of each template and when the run is interrupted. */
export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((server) => server.stop()));
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void stopAll().finally(() => process.exit(130));
  });
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

/** Waits until `url` answers (any status), or fails with the server's output. */
export async function waitForHttp(url: string, server: Server, timeoutMs = 90_000): Promise<void> {
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
