// Regenerates the Orval client of each API variant (with sign-in, without, without a database) from the API's source:
// no server, no network (orval-clients.ts). The three clients are written split into their layers
// (templates/web/orval-client*/src/api/generated: what they have alike once, each variant's difference in its own
// layer; splitClients). Run after changing an API route; --check writes nothing and fails when the client a template
// ships differs from its API's:
//   node scripts/update-orval-clients.ts [--check] [auth|no-auth|no-db …]
// A variant not named keeps the client its template ships now. The projects it installs stay in .cache/orval-clients/
// (FLAREKIT_ORVAL_DIR), so a rerun takes seconds.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  ORVAL_VARIANTS,
  type OrvalVariant,
  clientLayerDir,
  generateClient,
  shippedClient,
  splitClients,
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

const clients = new Map<OrvalVariant, Map<string, string>>();
let drifted = false;
for (const variant of variants) {
  const shipped = await shippedClient(variant);
  if (positionals.length > 0 && !positionals.includes(variant)) {
    clients.set(variant, shipped);
    continue;
  }
  const generated = await generateClient(variant, workDir);
  clients.set(variant, generated);
  const differences = treeDifferences(generated, shipped);
  if (differences.length > 0) drifted = true;
  console.log(
    differences.length === 0
      ? `${ORVAL_VARIANTS[variant]}: ships the client of its API (${generated.size} files)`
      : `${ORVAL_VARIANTS[variant]}: ${values.check ? 'differs' : `${differences.length} files changed`} from its API's\n  ${differences.join('\n  ')}`,
  );
}
if (values.check) {
  if (drifted) {
    console.error('Run `node scripts/update-orval-clients.ts` in create-flarekit/ and commit the clients.');
    process.exitCode = 1;
  }
} else {
  for (const [layer, files] of splitClients(clients)) {
    const dir = clientLayerDir(layer);
    await rm(path.resolve(dir, '..', '..', '..'), { recursive: true, force: true });
    for (const [file, contents] of files) {
      const target = path.join(dir, ...file.split('/'));
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, contents);
    }
  }
}
