/**
 * The four package managers the CLI can install with, and the commands each one understands. The forms match the
 * documentation site's command tabs: `yarn <script>` runs a script directly; `pnpm run <script>` and `bun run <script>`
 * because a bare `pnpm <name>` / `bun <name>` can resolve to one of the manager's own commands (`pnpm deploy` before
 * pnpm 11, `bun test`).
 */
export const PACKAGE_MANAGERS = ['npm', 'yarn', 'pnpm', 'bun'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

export function isPackageManager(value: string): value is PackageManager {
  return (PACKAGE_MANAGERS as readonly string[]).includes(value);
}

/**
 * The package manager that ran `create-flarekit`: every one of the four sets `npm_config_user_agent` to a string that
 * starts with `<name>/<version>` (`pnpm/9.12.0 npm/? node/v22.12.0 linux x64`). Anything else falls back to npm.
 */
export function detectPackageManager(userAgent: string | undefined): PackageManager {
  const name = userAgent?.split(' ')[0]?.split('/')[0] ?? '';
  return isPackageManager(name) ? name : 'npm';
}

export function installCommand(manager: PackageManager): string {
  return `${manager} install`;
}

export function runScriptCommand(manager: PackageManager, script: string): string {
  switch (manager) {
    case 'npm':
      return `npm run ${script}`;
    case 'pnpm':
    case 'bun':
      return `${manager} run ${script}`;
    case 'yarn':
      return `yarn ${script}`;
  }
}
