// `npm run test:matrix`: the Vitest project "matrix" (matrix.suite.ts). Arguments go to `vitest run` and the suite runs
// once; without, every template runs, in two lanes side by side where the machine allows (lanes.ts).
//
//   npm run test:matrix -w acceptance -- -t "^(api-no-db|full-stack-orval)$"
import { runSuiteInLanes } from '../lib/lanes.ts';
import { matrixLanes, matrixRun } from './lanes.ts';
import { matrixSettings } from './settings.ts';
import { templates } from './templates.ts';

const ids = templates.map((template) => template.id);
await runSuiteInLanes(matrixRun, () => matrixLanes(ids, matrixSettings().work), ids);
