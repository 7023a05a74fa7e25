// `npm test`: every check of the repository, phase by phase, each phase's seconds printed as it ends and all of them
// in a summary, so a slow phase is seen at once. Stops at the first phase that fails (its own output says why).
//
//   node scripts/test-phases.mjs [phase ...]    (no name: every phase, in this order)
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

// The site's phases are the steps of its own `npm test` (`npm run <script>` joined by &&), read from its package.json.
const siteTest = JSON.parse(readFileSync(new URL('../site/package.json', import.meta.url), 'utf8')).scripts.test;
const siteScripts = siteTest.split('&&').map((step) => /^npm run ([\w:-]+)$/.exec(step.trim())?.[1]);
if (siteScripts.some((script) => !script))
  throw new Error(`site/package.json "test" is not a chain of npm run: ${siteTest}`);

const PHASES = [
  ...siteScripts.map((script) => [`site ${script}`, `npm run ${script} --workspace site`]),
  ['boundaries', 'npm run lint:boundaries'],
  ['cli typecheck', 'npm run typecheck --workspace create-flarekit'],
  ['cli lint', 'npm run lint --workspace create-flarekit'],
  ['cli test', 'npm test --workspace create-flarekit'],
  ['acceptance typecheck', 'npm run typecheck --workspace acceptance'],
  ['acceptance lint', 'npm run lint --workspace acceptance'],
  ['acceptance unit', 'npm test --workspace acceptance'],
  ['page samples', 'npm run check:samples --workspace acceptance'],
  ['template matrix', 'npm run test:matrix --workspace acceptance'],
  ['walkthroughs', 'npm run test:walkthroughs --workspace acceptance'],
];

const wanted = process.argv.slice(2);
for (const name of wanted) {
  if (!PHASES.some(([phase]) => phase === name)) {
    console.error(`Unknown phase "${name}". Phases: ${PHASES.map(([phase]) => `"${phase}"`).join(', ')}.`);
    process.exit(2);
  }
}

const done = [];
const started = performance.now();
let failed;
for (const [name, command] of PHASES.filter(([phase]) => wanted.length === 0 || wanted.includes(phase))) {
  console.log(`\n== ${name}: ${command}`);
  const phaseStarted = performance.now();
  const { status } = spawnSync(command, { shell: true, stdio: 'inherit' });
  const seconds = Math.round((performance.now() - phaseStarted) / 1000);
  done.push([name, seconds, status === 0]);
  console.log(`== ${name}: ${status === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
  if (status !== 0) {
    failed = name;
    break;
  }
}

console.log('\n== phases');
for (const [name, seconds, ok] of done)
  console.log(`  ${name.padEnd(20)} ${String(seconds).padStart(5)} s  ${ok ? 'ok' : 'FAILED'}`);
console.log(`  ${'total'.padEnd(20)} ${String(Math.round((performance.now() - started) / 1000)).padStart(5)} s`);
if (failed) process.exit(1);
