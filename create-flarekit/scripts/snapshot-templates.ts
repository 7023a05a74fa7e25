// node scripts/snapshot-templates.ts: writes versions/<this version>.json, the projects this version of the CLI
// generates (src/upgrade/snapshot.ts), so that a later version can upgrade them. Run it before bumping the version.
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { composeProject, TEMPLATE_IDS } from '../src/compose/index.ts';
import { PACKAGE_MANAGERS } from '../src/compose/package-managers.ts';
import { cliVersion } from '../src/cli/version.ts';
import { type Snapshot, SNAPSHOT_NAME, snapshotSkips } from '../src/upgrade/snapshot.ts';

export async function snapshotTemplates(version: string): Promise<Snapshot> {
  const snapshot: Snapshot = { version, blobs: {}, trees: {} };
  for (const templateId of TEMPLATE_IDS) {
    for (const packageManager of PACKAGE_MANAGERS) {
      const files = await composeProject({
        templateId,
        projectName: SNAPSHOT_NAME,
        packageManager,
        cliVersion: version,
      });
      const tree: Record<string, string> = {};
      for (const [file, contents] of files) {
        if (snapshotSkips(file) || typeof contents !== 'string') continue;
        const blob = createHash('sha256').update(contents).digest('hex').slice(0, 16);
        snapshot.blobs[blob] = contents;
        tree[file] = blob;
      }
      snapshot.trees[`${templateId}/${packageManager}`] = tree;
    }
  }
  snapshot.blobs = Object.fromEntries(Object.entries(snapshot.blobs).sort(([a], [b]) => (a < b ? -1 : 1)));
  return snapshot;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const version = cliVersion();
  const snapshot = await snapshotTemplates(version);
  const file = fileURLToPath(new URL(`../versions/${version}.json`, import.meta.url));
  await writeFile(file, `${JSON.stringify(snapshot, null, 1)}\n`);
  console.log(
    `versions/${version}.json: ${Object.keys(snapshot.trees).length} projects, ${Object.keys(snapshot.blobs).length} distinct files`,
  );
}
