import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { inPrivateNetwork, privateNetworkAvailable } from './private-network.ts';

/** Node code that prints whether it can connect to a port on 127.0.0.1. */
const probe = (port: number) =>
  `require('node:net').connect(${port}, '127.0.0.1').on('connect', () => { console.log('open'); process.exit(0); })` +
  `.on('error', () => { console.log('closed'); process.exit(0); })`;

/** Node code that listens on a port on 127.0.0.1, then probes it. */
const listenThenProbe = (port: number) =>
  `require('node:net').createServer().listen(${port}, '127.0.0.1', () => { ${probe(port)}; })`;

function runInside(code: string): string {
  const [command, args] = inPrivateNetwork(process.execPath, ['-e', code]);
  const result = spawnSync(command, args, { encoding: 'utf8', timeout: 20_000 });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout.trim();
}

describe.skipIf(!privateNetworkAvailable())('inPrivateNetwork', () => {
  it('has a localhost of its own: a port taken outside is free inside, and inside a server answers', async () => {
    const outside = createServer();
    await new Promise<void>((resolve) => outside.listen(0, '127.0.0.1', resolve));
    const port = (outside.address() as { port: number }).port;
    try {
      expect(runInside(probe(port))).toBe('closed');
      expect(runInside(listenThenProbe(port))).toBe('open');
    } finally {
      outside.close();
    }
  });
});

it('passes the command and its arguments through unchanged', () => {
  const [command, args] = inPrivateNetwork('node', ['a b', '$HOME', "it's"]);
  expect(command).toBe('unshare');
  expect(args.slice(-4)).toEqual(['node', 'a b', '$HOME', "it's"]);
});
