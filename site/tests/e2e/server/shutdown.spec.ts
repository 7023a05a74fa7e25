import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { onWorker } from '../servers.ts';

/** SIGTERM: the Node server stops accepting connections, finishes the request in flight, and exits 0. */
test.skip(
  ({ viewport, baseURL }) => viewport!.width < 1024 || onWorker({ baseURL }),
  'Node server process behaviour: once',
);

const PORT = 3299;
const root = path.resolve(import.meta.dirname, '../../..');

function connect(): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(PORT, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

test('graceful shutdown on SIGTERM', async () => {
  const server = spawn(process.execPath, ['src/server/node.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1' },
    stdio: 'pipe',
  });
  const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${PORT}/api/search?query=`).catch(() => undefined))?.status, {
      timeout: 15_000,
    })
    .toBe(200);

  // A request in flight: its first bytes are sent, the rest comes after the signal.
  const socket = await connect();
  let response = '';
  socket.on('data', (chunk) => (response += chunk.toString()));
  const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.write('GET /api/search?query=deploy HTTP/1.1\r\nHost: 127.0.0.1\r\n');
  await new Promise((resolve) => setTimeout(resolve, 200));

  server.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 300));
  await expect(connect()).rejects.toThrow(/ECONNREFUSED/);

  socket.write('Accept: application/json\r\n\r\n');
  await ended;
  expect(response).toMatch(/^HTTP\/1\.1 200 OK/);
  expect(response).toContain('"documentTitle"');
  expect(await exited).toBe(0);
});
