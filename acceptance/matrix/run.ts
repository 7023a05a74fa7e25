// `npm run test:matrix`: runs matrix.suite.ts with node's test runner and the spec reporter. With arguments, they are
// passed to `node --test` ahead of the file, where node reads its options, and the suite runs once:
//
//   npm run test:matrix -w acceptance -- --test-name-pattern="^(api-no-db|full-stack-orval)$"
//
// Without, every template runs, in two lanes side by side where the machine gives a lane a network of its own
// (lanes.ts); FLAREKIT_LANES=1 runs them in one.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { runLanes } from '../lib/lanes.ts';
import { privateNetworkAvailable } from '../lib/private-network.ts';
import { matrixLanes } from './lanes.ts';
import { matrixSettings } from './settings.ts';
import { templates } from './templates.ts';

const suite = fileURLToPath(new URL('./matrix.suite.ts', import.meta.url));
const args = process.argv.slice(2);

if (args.length > 0 || process.env.FLAREKIT_LANES === '1' || !privateNetworkAvailable()) {
  const { status } = spawnSync(process.execPath, ['--test', '--test-reporter=spec', ...args, suite], {
    stdio: 'inherit',
  });
  process.exit(status ?? 1);
}

const lanes = matrixLanes(
  suite,
  templates.map((template) => template.id),
  matrixSettings().work,
);
const outcomes = await runLanes(lanes);
for (const { lane, label, seconds, ok } of outcomes) {
  console.log(`  ${lane.padEnd(8)} ${ok ? 'ok    ' : 'FAILED'} ${String(seconds).padStart(5)} s  ${label}`);
}
const planned = lanes.flatMap((lane) => lane.commands).length;
process.exit(outcomes.length === planned && outcomes.every((outcome) => outcome.ok) ? 0 : 1);
