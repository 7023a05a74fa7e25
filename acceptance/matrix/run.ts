// `npm run test:matrix`: runs matrix.suite.ts with node's test runner and the spec reporter, this command's arguments
// passed to `node --test` ahead of the file, where node reads its options:
//
//   npm run test:matrix -w acceptance -- --test-name-pattern="api-no-db|full-stack-orval$"
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const suite = fileURLToPath(new URL('./matrix.suite.ts', import.meta.url));
const { status } = spawnSync(process.execPath, ['--test', '--test-reporter=spec', ...process.argv.slice(2), suite], {
  stdio: 'inherit',
});
process.exit(status ?? 1);
