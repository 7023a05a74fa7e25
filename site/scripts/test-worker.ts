/**
 * `npm run test:cf`: runs the server's browser and API tests against the site as a Cloudflare Worker. Starts
 * `wrangler dev` (workerd, offline, no login) on the built site, runs Playwright with WORKER_URL pointing at it — with
 * WORKER_URL set, playwright.config.ts selects the specs of tests/e2e/server/ (HTTP answers, headers, redirects,
 * markdown, /mcp, the command builder's GET form, search in the browser, Worker-Node parity) at 1280 px; the Node
 * server is started too, for the tests that compare the two — then stops the Worker. Needs `npm run build` first.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const PORT = Number(process.env.WORKER_PORT ?? 8788);
const WORKER_URL = `http://127.0.0.1:${PORT}`;
const root = path.resolve(import.meta.dirname, '..');
// npm run puts every node_modules/.bin up to the repository root on PATH (the tools are hoisted to the workspace root).

const env = {
  ...process.env,
  // Keep wrangler off the network and out of the home folder.
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_HIDE_BANNER: 'true',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  XDG_CONFIG_HOME: process.env.XDG_CONFIG_HOME ?? path.join(root, '.cache/xdg/config'),
  XDG_CACHE_HOME: process.env.XDG_CACHE_HOME ?? path.join(root, '.cache/xdg/cache'),
};

const worker = spawn('wrangler', ['dev', '--ip', '127.0.0.1', '--port', String(PORT), '--log-level', 'warn'], {
  cwd: root,
  env,
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});

function stopWorker() {
  try {
    process.kill(-worker.pid!, 'SIGTERM');
  } catch {
    // already gone
  }
}
process.on('exit', stopWorker);

async function waitForWorker(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (worker.exitCode !== null) throw new Error(`wrangler dev exited with code ${worker.exitCode}`);
    try {
      const response = await fetch(`${WORKER_URL}/api/search?query=`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The Worker did not answer on ${WORKER_URL} within ${timeoutMs / 1000} s`);
}

await waitForWorker(60_000);
console.log(`Worker ready on ${WORKER_URL}; running the server's browser and API tests against it.`);
const tests = spawn('playwright', ['test', ...process.argv.slice(2)], {
  cwd: root,
  env: { ...env, WORKER_URL },
  stdio: 'inherit',
});
const code: number = await new Promise((resolve) => tests.on('exit', (exitCode) => resolve(exitCode ?? 1)));
stopWorker();
process.exit(code);
