/**
 * The Chromium the browser tests run: CHROMIUM_PATH, else Debian's headless shell (`chromium-headless-shell`, the
 * build Playwright itself runs for headless tests), lighter than the full browser. Playwright's own browser download
 * is not used.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const CHROMIUM_PACKAGE = 'chromium-headless-shell';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? `/usr/bin/${CHROMIUM_PACKAGE}`;

/** The flags every browser check and benchmark launches Chromium with (headless comes from Playwright's launch). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The two widths every browser check runs at, the site's and the generated app's alike: a phone and a desktop. */
export const VIEWPORTS = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/** Both colour schemes, light first. */
export const COLOR_SCHEMES = ['light', 'dark'] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];

/** The browser's version line, or undefined when it is not installed. */
export function chromiumVersion(): string | undefined {
  if (!existsSync(CHROMIUM_PATH)) return undefined;
  const result = spawnSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? `${result.stdout.trim()} (${CHROMIUM_PATH})` : undefined;
}

/**
 * Returns the browser's version line. When it is missing and we are root on Debian/Ubuntu without CHROMIUM_PATH,
 * installs the package with apt-get first (one process at a time: another waits for it, then finds the browser);
 * otherwise throws, saying exactly what to install.
 */
export function ensureChromium(log: (line: string) => void = console.log): string {
  const found = chromiumVersion();
  if (found) return found;
  if (!process.env.CHROMIUM_PATH && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    withInstallLock(() => {
      if (chromiumVersion()) return;
      log(`Chromium is missing: installing Debian's "${CHROMIUM_PACKAGE}" package (apt-get)…`);
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
      execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', CHROMIUM_PACKAGE], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    });
    const installed = chromiumVersion();
    if (installed) return installed;
  }
  throw new Error(
    [
      `The browser tests need Chromium, and none was found at ${CHROMIUM_PATH}.`,
      'Install it, then run the tests again:',
      `  Debian/Ubuntu:  sudo apt-get install ${CHROMIUM_PACKAGE}`,
      '  Other systems:  install Chromium or Chrome and set CHROMIUM_PATH=/path/to/chromium',
    ].join('\n'),
  );
}

/** A folder that exists while one process installs the browser; one left by a process that died is stale after this. */
const INSTALL_LOCK = path.join(tmpdir(), 'flarekit-chromium-install.lock');
const STALE_AFTER_MS = 15 * 60_000;

/** Runs `install` holding the lock, after waiting for another process that holds it. */
function withInstallLock(install: () => void): void {
  for (;;) {
    try {
      mkdirSync(INSTALL_LOCK);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (statSync(INSTALL_LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_AFTER_MS) rmSync(INSTALL_LOCK, { recursive: true, force: true });
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1000);
    }
  }
  try {
    install();
  } finally {
    rmSync(INSTALL_LOCK, { recursive: true, force: true });
  }
}
