/**
 * Makes sure a Chromium for the browser tests is installed (Playwright's own browser download cannot be used here).
 * Uses CHROMIUM_PATH, else /usr/bin/chromium; when it is missing and we are root on Debian/Ubuntu, installs Debian's
 * `chromium` package with apt-get; otherwise explains exactly what to install and exits 1.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';
const chromium = process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM;

function version(): string | undefined {
  const result = spawnSync(chromium, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

if (existsSync(chromium) && version()) {
  console.log(`Browser tests use ${version()} (${chromium}).`);
  process.exit(0);
}

const isRoot = process.getuid?.() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (!process.env.CHROMIUM_PATH && isRoot && hasApt) {
  console.log('Chromium is missing: installing Debian\'s "chromium" package (apt-get)…');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (version()) {
    console.log(`Installed ${version()}.`);
    process.exit(0);
  }
}

console.error(
  [
    `The browser tests need Chromium, and none was found at ${chromium}.`,
    'Install it, then run the tests again:',
    '  Debian/Ubuntu:  sudo apt-get install chromium',
    '  Other systems:  install Chromium or Chrome and set CHROMIUM_PATH=/path/to/chromium',
  ].join('\n'),
);
process.exit(1);
