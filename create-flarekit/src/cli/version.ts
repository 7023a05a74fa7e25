import { readFileSync } from 'node:fs';

/** The package's own version; package.json sits two folders up from both src/cli/ and dist/cli/. */
export function cliVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  return pkg.version;
}
