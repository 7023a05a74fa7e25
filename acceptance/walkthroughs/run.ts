// `npm run test:walkthroughs`: the Vitest project "walkthroughs" (walkthroughs.suite.ts). Arguments go to `vitest run`
// and the suite runs once; without, every walkthrough runs, in two lanes side by side where the machine allows
// (lanes.ts).
//
//   npm run test:walkthroughs -w acceptance -- -t "^(quick-start|api-design)$"
import { runSuiteInLanes } from '../lib/lanes.ts';
import { walkthroughLanes, walkthroughRun } from './lanes.ts';
import { walkthroughName, walkthroughs } from './pages.ts';
import { work } from './runner/settings.ts';

await runSuiteInLanes(walkthroughRun, () => walkthroughLanes(walkthroughs, work), walkthroughs.map(walkthroughName));
