import { isPackageManager, type PackageManager } from '../compose/package-managers.ts';

/**
 * The package manager that ran `create-flarekit`: every one of the four sets `npm_config_user_agent` to a string that
 * starts with `<name>/<version>` (`pnpm/9.12.0 npm/? node/v22.12.0 linux x64`). Anything else falls back to npm.
 */
export function detectPackageManager(userAgent: string | undefined): PackageManager {
  const name = userAgent?.split(' ')[0]?.split('/')[0] ?? '';
  return isPackageManager(name) ? name : 'npm';
}
