/**
 * The four package managers and the words each one uses to install, run a script (the project's, or one workspace's),
 * run a package's binary and run a create package: one definition for the CLI's questions and summary, the scripts it
 * writes into package.json, the generated CI workflow, and the documentation's command tabs (the site converts each
 * npm command a page shows with these words).
 *
 * Scripts run as `yarn <script>`, `pnpm run <script>` and `bun run <script>`: a bare `pnpm <name>` or `bun <name>` can
 * be one of the manager's own commands. Before pnpm 11, `pnpm deploy` and `pnpm --filter api deploy` are pnpm's deploy
 * command (it fails: "This command requires one parameter"), and `bun test` is Bun's test runner. A binary the project
 * installs runs with `npx`, `yarn`, `pnpm exec` or `bunx`, which all take it from node_modules/.bin (`yarn dlx` and
 * `pnpm dlx` would download the latest version instead, and Yarn 1 has no `dlx`).
 */
export const PACKAGE_MANAGERS = ['npm', 'yarn', 'pnpm', 'bun'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

export function isPackageManager(value: string): value is PackageManager {
  return (PACKAGE_MANAGERS as readonly string[]).includes(value);
}

/** Each form as the words that come before its argument (a script, a binary, a create package). */
export interface ManagerWords {
  install: readonly string[];
  /** An install that fails when the lockfile is out of date (CI). */
  frozenInstall: readonly string[];
  run: readonly string[];
  /** A binary of the project's own dependencies (`wrangler …`). */
  exec: readonly string[];
  create: readonly string[];
}

const WORDS: Record<PackageManager, ManagerWords> = {
  npm: {
    install: ['npm', 'install'],
    frozenInstall: ['npm', 'ci'],
    run: ['npm', 'run'],
    exec: ['npx'],
    create: ['npm', 'create'],
  },
  yarn: {
    install: ['yarn', 'install'],
    frozenInstall: ['yarn', 'install', '--frozen-lockfile'],
    run: ['yarn'],
    exec: ['yarn'],
    create: ['yarn', 'create'],
  },
  pnpm: {
    install: ['pnpm', 'install'],
    frozenInstall: ['pnpm', 'install', '--frozen-lockfile'],
    run: ['pnpm', 'run'],
    exec: ['pnpm', 'exec'],
    create: ['pnpm', 'create'],
  },
  bun: {
    install: ['bun', 'install'],
    frozenInstall: ['bun', 'install', '--frozen-lockfile'],
    run: ['bun', 'run'],
    exec: ['bunx'],
    create: ['bun', 'create'],
  },
};

export function managerWords(manager: PackageManager): Readonly<ManagerWords> {
  return WORDS[manager];
}

/** The commands of one manager, as the CLI writes them. */
export function managerCommands(manager: PackageManager) {
  const words = WORDS[manager];
  return {
    install: words.install.join(' '),
    frozenInstall: words.frozenInstall.join(' '),
    run: (script: string) => [...words.run, script].join(' '),
    /** A script of one workspace (`apps/<workspace>`), run from the project's root. */
    runIn: (workspace: string, script: string) => runInWorkspace(manager, workspace, script),
    exec: (command: string) => [...words.exec, command].join(' '),
  };
}

function runInWorkspace(manager: PackageManager, workspace: string, script: string): string {
  switch (manager) {
    case 'npm':
      return `npm run ${script} --workspace ${workspace}`;
    case 'yarn':
      return `yarn workspace ${workspace} ${script}`;
    case 'pnpm':
      return `pnpm --filter ${workspace} run ${script}`;
    case 'bun':
      return `bun run --filter ${workspace} ${script}`;
  }
}

export function installCommand(manager: PackageManager): string {
  return managerCommands(manager).install;
}

export function runScriptCommand(manager: PackageManager, script: string): string {
  return managerCommands(manager).run(script);
}
