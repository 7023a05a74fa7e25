import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Vitest global setup: every folder the tests make (projects the CLI writes, packed tarballs, throw-away targets) goes
 * under one folder of this run's, removed when the run ends, so a test run leaves nothing in the system's temporary
 * folder. `os.tmpdir()` reads TMPDIR, in the test files and in the CLI and package managers they start; the test
 * workers start after this and inherit it.
 */
export default function setup(): () => void {
  const root = mkdtempSync(path.join(tmpdir(), 'flarekit-cli-tests-'));
  process.env.TMPDIR = root;
  return () => rmSync(root, { recursive: true, force: true });
}
