import { expect, test } from 'vitest';
import { detectPackageManager } from '../../src/cli/package-managers.ts';
import { managerCommands, type PackageManager } from '../../src/compose/package-managers.ts';

test.each<[string | undefined, PackageManager]>([
  ['npm/11.6.2 node/v22.12.0 linux x64 workspaces/false', 'npm'],
  ['yarn/1.22.22 npm/? node/v22.12.0 darwin arm64', 'yarn'],
  ['yarn/4.5.3 npm/? node/v22.12.0 linux x64', 'yarn'],
  ['pnpm/9.15.0 npm/? node/v22.12.0 linux x64', 'pnpm'],
  ['bun/1.2.0 npm/? node/v22.6.0 linux x64', 'bun'],
  ['cnpm/9.4.0 npm/9.4.0 node/v20.0.0 linux x64', 'npm'],
  ['', 'npm'],
  [undefined, 'npm'],
])('user agent %j → %s', (agent, manager) => {
  expect(detectPackageManager(agent)).toBe(manager);
});

test.each<[PackageManager, string, string, string]>([
  ['npm', 'npm ci', 'npm run deploy --workspace api', 'npx wrangler deploy'],
  ['yarn', 'yarn install --frozen-lockfile', 'yarn workspace api deploy', 'yarn wrangler deploy'],
  // `pnpm --filter api deploy` would be pnpm's own deploy command before pnpm 11.
  ['pnpm', 'pnpm install --frozen-lockfile', 'pnpm --filter api run deploy', 'pnpm exec wrangler deploy'],
  ['bun', 'bun install --frozen-lockfile', 'bun run --filter api deploy', 'bunx wrangler deploy'],
])('%s: %s, %s, %s', (manager, frozenInstall, deployApi, wrangler) => {
  const commands = managerCommands(manager);
  expect(commands.frozenInstall).toBe(frozenInstall);
  expect(commands.runIn('api', 'deploy')).toBe(deployApi);
  expect(commands.exec('wrangler deploy')).toBe(wrangler);
});
