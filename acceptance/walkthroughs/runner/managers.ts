/** The package managers besides npm that a page may use, linked onto the walkthroughs' PATH. */
import { mkdir, readFile, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SITE_ROOT } from '../../lib/roots.ts';
import type { ManagerRun } from '../commands.ts';
import { StepFailure } from './context.ts';
import { managersDir } from './settings.ts';

/** The version of each manager linkManagers put on the PATH. */
const managerVersions = new Map<string, string>();

type BinOf = (manifest: { bin?: Record<string, string> }) => string;

const BINARIES: ReadonlyArray<[name: string, pkg: string, bin: BinOf]> = [
  ['pnpm', 'pnpm', (manifest) => manifest.bin?.pnpm ?? ''],
  ['yarn', 'yarn', (manifest) => manifest.bin?.yarn ?? ''],
  ['bun', '@oven/bun-linux-x64', () => 'bin/bun'],
  // Called as bunx, bun runs `bun x`, as the link its installer makes does.
  ['bunx', '@oven/bun-linux-x64', () => 'bin/bun'],
];

/**
 * Puts the package managers a page may pick with `--pm` on the PATH, at the versions the site pins for its
 * package-manager tabs test: pnpm and yarn, and bun from its Linux x64 package (an optional dependency; elsewhere a
 * page's `--pm bun` fails, saying bun is missing).
 */
export async function linkManagers(): Promise<void> {
  await mkdir(managersDir, { recursive: true });
  const siteRequire = createRequire(path.join(SITE_ROOT, 'package.json'));
  for (const [name, pkg, bin] of BINARIES) {
    let manifestPath: string;
    try {
      manifestPath = siteRequire.resolve(`${pkg}/package.json`);
    } catch {
      continue;
    }
    const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as {
      version: string;
      bin?: Record<string, string>;
    };
    await symlink(path.join(path.dirname(manifestPath), bin(manifest)), path.join(managersDir, name));
    managerVersions.set(name, manifest.version);
  }
}

/** How `<manager> create` identifies the manager to the CLI: its name and version first in the user agent. */
export function managerRun(name: ManagerRun['name']): ManagerRun {
  const version = managerVersions.get(name);
  if (!version) throw new StepFailure(`${name} is not installed here: the walkthrough runs ${name}'s tab`);
  return { name, userAgent: `${name}/${version} npm/? node/${process.version} ${process.platform} ${process.arch}` };
}
