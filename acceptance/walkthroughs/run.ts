// `npm run test:walkthroughs`: walkthroughs.suite.ts with node's test runner. Arguments go to `node --test` and the
// suite runs once; without, every walkthrough runs, in two lanes side by side where the machine allows (lanes.ts).
//
//   npm run test:walkthroughs -w acceptance -- --test-name-pattern="^(quick-start|api-design)$"
import { fileURLToPath } from 'node:url';
import { runSuiteInLanes } from '../lib/lanes.ts';
import { walkthroughLanes } from './lanes.ts';
import { walkthroughs } from './pages.ts';
import { work } from './runner/settings.ts';

const suite = fileURLToPath(new URL('./walkthroughs.suite.ts', import.meta.url));
await runSuiteInLanes(suite, () => walkthroughLanes(suite, walkthroughs, work));
