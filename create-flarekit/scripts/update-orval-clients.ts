// Regenerates templates/web/orval-client-<variant>/src/api/generated, the Orval client of each API variant (with
// sign-in, without, without a database), from the API's source: no server, no network (orval-clients.ts). Run after
// changing an API route; --check writes nothing and fails when a committed client differs from its API's:
//   node scripts/update-orval-clients.ts [--check] [auth|no-auth|no-db …]
// The projects it installs stay in .cache/orval-clients/ (FLAREKIT_ORVAL_DIR), so a rerun takes seconds.
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  ORVAL_VARIANTS,
  type OrvalVariant,
  clientLayerDir,
  generateClient,
  readTree,
  treeDifferences,
} from './orval-clients.ts';

const { values, positionals } = parseArgs({
  options: { check: { type: 'boolean', default: false } },
  allowPositionals: true,
});
const variants = Object.keys(ORVAL_VARIANTS) as OrvalVariant[];
for (const name of positionals) {
  if (!variants.includes(name as OrvalVariant)) throw new Error(`unknown variant "${name}" (${variants.join(', ')})`);
}
const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const workDir = path.resolve(process.env.FLAREKIT_ORVAL_DIR ?? path.join(packageRoot, '.cache', 'orval-clients'));

let drifted = false;
for (const variant of variants.filter((v) => positionals.length === 0 || positionals.includes(v))) {
  const generated = await generateClient(variant, workDir);
  const target = clientLayerDir(variant);
  const differences = treeDifferences(generated, await readTree(target));
  if (values.check) {
    if (differences.length > 0) drifted = true;
    console.log(
      differences.length === 0
        ? `orval-client-${variant}: matches ${ORVAL_VARIANTS[variant]}'s API (${generated.size} files)`
        : `orval-client-${variant}: differs from ${ORVAL_VARIANTS[variant]}'s API\n  ${differences.join('\n  ')}`,
    );
    continue;
  }
  await rm(target, { recursive: true, force: true });
  await cp(path.join(workDir, variant, 'apps', 'web', 'src', 'api', 'generated'), target, { recursive: true });
  console.log(
    `orval-client-${variant}: ${differences.length === 0 ? 'unchanged' : `${differences.length} files changed`}, ` +
      `generated from ${ORVAL_VARIANTS[variant]}'s API`,
  );
}
if (drifted) {
  console.error('Run `node scripts/update-orval-clients.ts` in create-flarekit/ and commit the clients.');
  process.exitCode = 1;
}
