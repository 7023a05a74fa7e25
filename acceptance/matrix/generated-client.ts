import path from 'node:path';
import { readTree, treeDifferences } from 'create-flarekit/orval-clients';
import { runCommand } from 'flarekit-docs/processes';

/**
 * With the project's API running: `npm run generate:client`, as a user runs it, must rewrite the generated client
 * exactly as the template shipped it. Fails when the committed client has drifted from the API it was generated from.
 */
export async function generatedClientCheck(dir: string, env: NodeJS.ProcessEnv, log: string): Promise<string> {
  const generated = path.join(dir, 'apps', 'web', 'src', 'api', 'generated');
  const shipped = await readTree(generated);
  if (shipped.size === 0) throw new Error('the project has no generated client in apps/web/src/api/generated');
  await runCommand('npm', ['run', 'generate:client'], { cwd: dir, env, logFile: log });
  const differences = treeDifferences(shipped, await readTree(generated));
  if (differences.length > 0) {
    throw new Error(
      `npm run generate:client changed the client the template ships:\n  ${differences.join('\n  ')}\n` +
        'Regenerate the clients: node scripts/update-orval-clients.ts (in create-flarekit/), and commit them.',
    );
  }
  return `${shipped.size} files, unchanged`;
}
