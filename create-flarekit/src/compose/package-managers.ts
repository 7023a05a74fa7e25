/**
 * The four package managers and how each one installs, runs a script (the project's, or one workspace's) and runs a
 * package's binary: one definition for the CLI's questions and summary, the scripts it writes into package.json and
 * the generated CI workflow.
 *
 * Scripts run as `yarn <script>`, `pnpm run <script>` and `bun run <script>`: a bare `pnpm <name>` or `bun <name>` can
 * be one of the manager's own commands. Before pnpm 11, `pnpm deploy` and `pnpm --filter api deploy` are pnpm's deploy
 * command (it fails: "This command requires one parameter"), and `bun test` is Bun's test runner.
 */
export const PACKAGE_MANAGERS = ['npm', 'yarn', 'pnpm', 'bun'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

export function isPackageManager(value: string): value is PackageManager {
  return (PACKAGE_MANAGERS as readonly string[]).includes(value);
}

interface ManagerCommands {
  install: string;
  /** An install that fails when the lockfile is out of date (CI). */
  frozenInstall: string;
  run: (script: string) => string;
  /** A script of one workspace (`apps/<workspace>`), run from the project's root. */
  runIn: (workspace: string, script: string) => string;
  /** A binary of the project's own dependencies (`wrangler …`). */
  exec: (command: string) => string;
}

const COMMANDS: Record<PackageManager, ManagerCommands> = {
  npm: {
    install: 'npm install',
    frozenInstall: 'npm ci',
    run: (script) => `npm run ${script}`,
    runIn: (workspace, script) => `npm run ${script} --workspace ${workspace}`,
    exec: (command) => `npx ${command}`,
  },
  yarn: {
    install: 'yarn install',
    frozenInstall: 'yarn install --frozen-lockfile',
    run: (script) => `yarn ${script}`,
    runIn: (workspace, script) => `yarn workspace ${workspace} ${script}`,
    exec: (command) => `yarn ${command}`,
  },
  pnpm: {
    install: 'pnpm install',
    frozenInstall: 'pnpm install --frozen-lockfile',
    run: (script) => `pnpm run ${script}`,
    runIn: (workspace, script) => `pnpm --filter ${workspace} run ${script}`,
    exec: (command) => `pnpm exec ${command}`,
  },
  bun: {
    install: 'bun install',
    frozenInstall: 'bun install --frozen-lockfile',
    run: (script) => `bun run ${script}`,
    runIn: (workspace, script) => `bun run --filter ${workspace} ${script}`,
    exec: (command) => `bunx ${command}`,
  },
};

export function managerCommands(manager: PackageManager): Readonly<ManagerCommands> {
  return COMMANDS[manager];
}

export function installCommand(manager: PackageManager): string {
  return COMMANDS[manager].install;
}

export function runScriptCommand(manager: PackageManager, script: string): string {
  return COMMANDS[manager].run(script);
}
