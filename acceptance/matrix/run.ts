// `npm run test:matrix`: matrix.suite.ts with node's test runner. Arguments go to `node --test` and the suite runs
// once; without, every template runs, in two lanes side by side where the machine allows (lanes.ts).
//
//   npm run test:matrix -w acceptance -- --test-name-pattern="^(api-no-db|full-stack-orval)$"
import { fileURLToPath } from 'node:url';
import { runSuiteInLanes } from '../lib/lanes.ts';
import { matrixLanes } from './lanes.ts';
import { matrixSettings } from './settings.ts';
import { templates } from './templates.ts';

const suite = fileURLToPath(new URL('./matrix.suite.ts', import.meta.url));
await runSuiteInLanes(suite, () =>
  matrixLanes(
    suite,
    templates.map((template) => template.id),
    matrixSettings().work,
  ),
);
