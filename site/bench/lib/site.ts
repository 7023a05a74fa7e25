/**
 * The site as the benchmarks measure it: its build (into a folder of its own), its server on a free port, a static
 * server for built apps and sites, and Chromium.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, stat } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../playwright.config.ts';
import { freePort, runCommand, startProcess, type RunningProcess } from './processes.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Debian's full Chromium (`apt-get install chromium`) with the browser tests' flags: the benchmarks measure pages as a
 * reader's browser loads them (the tests run the lighter headless shell, scripts/chromium.ts).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
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

export interface SiteServer extends RunningProcess {
  url: string;
  /** Milliseconds from spawn to the first answered search. */
  startupMs: number;
}

/**
 * Starts a Node server script (default: the site's server, `npm start`) on a free port and polls
 * /api/search?query=x every 5 ms until it answers 200; the time from spawn to that answer is the start-up time.
 */
export async function startSiteServer(
  options: { script?: string; env?: Record<string, string>; timeoutMs?: number } = {},
): Promise<SiteServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const server = startProcess(process.execPath, [options.script ?? 'src/server/node.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...options.env, PORT: String(port), HOST: '127.0.0.1' },
  });
  const deadline = started + (options.timeoutMs ?? 120_000);
  for (;;) {
    const failure =
      server.child.exitCode !== null
        ? `the server exited with ${server.child.exitCode}`
        : performance.now() > deadline
          ? `${url} did not answer in time`
          : undefined;
    if (failure) {
      await server.stop(0);
      throw new Error(`${failure}\n${server.output().slice(-2000)}`);
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
  return { ...server, url, startupMs: performance.now() - started };
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
