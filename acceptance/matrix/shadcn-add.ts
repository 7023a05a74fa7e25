// `npx shadcn add` in a generated project, as its pages promise: the shadcn CLI (pinned here) reads the project's
// components.json, fetches a component from a registry and writes it where the aliases say, its imports rewritten to
// the project's own (`@/lib/utils`); the project still type-checks. The registry is a local one (shadcn-registry/, in
// the layout of ui.shadcn.com/r, named by the CLI's REGISTRY_URL), so the check runs offline but for the CLI itself.
import assert from 'node:assert/strict';
import { readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCommand } from 'flarekit-docs/processes';

/** The shadcn CLI the check runs: the latest release when the web templates took up components.json. */
export const SHADCN_VERSION = '4.23.1';

const REGISTRY = fileURLToPath(new URL('./shadcn-registry/', import.meta.url));

/** Adds the registry's `badge` to `apps/web`, checks the file and a typecheck, then removes it again. */
export async function shadcnAddCheck(webDir: string, env: NodeJS.ProcessEnv, log: string): Promise<string> {
  const server = createServer((request, response) => {
    const file = path.join(REGISTRY, new URL(request.url ?? '/', 'http://registry').pathname);
    const inside = file.startsWith(REGISTRY) ? readFile(file) : Promise.reject(new Error('outside the registry'));
    inside.then(
      (body) => response.writeHead(200, { 'content-type': 'application/json' }).end(body),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const added = path.join(webDir, 'src', 'components', 'ui', 'badge.tsx');
  try {
    const registryEnv = { ...env, REGISTRY_URL: `http://127.0.0.1:${port}/r` };
    await runCommand('npx', ['--yes', `shadcn@${SHADCN_VERSION}`, 'add', 'badge', '--yes'], {
      cwd: webDir,
      env: registryEnv,
      logFile: log,
    });
    const source = await readFile(added, 'utf8');
    assert.match(source, /from '@\/lib\/utils'/, 'the registry import is rewritten to the alias of components.json');
    await runCommand('npx', ['tsc', '-p', '.'], { cwd: webDir, env, logFile: log });
    return `src/components/ui/badge.tsx written by shadcn ${SHADCN_VERSION}, and apps/web type-checks with it`;
  } finally {
    server.close();
    await rm(added, { force: true });
  }
}
