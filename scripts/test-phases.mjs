// `npm test`: every check of the repository, phase by phase, each phase's seconds printed as it ends and all of them
// in a summary, so a slow phase is seen at once.
//
// The phases run in lanes side by side, since they share no port and no folder (acceptance/lib/lanes.ts): the
// products' own suites (the site's, its servers on 3210 and 8788; the CLI's; the acceptance checks' own tests and the
// pages' samples), and the generated projects run end to end (the template matrix, then the walkthroughs, on 5173 and
// 8787). Where the machine gives a lane a network of its own, the projects run in two lanes: the open one, and the
// private one, whose matrix and walkthroughs run in a Linux network namespace (each suite's `private` lane, chosen with
// FLAREKIT_LANE): each lane goes on to its walkthroughs as soon as its own matrix is done. Each lane stops at its first
// failing phase (its output says why); the others go on, so one run shows every lane's failure. Each output line
// starts with its lane's name.
//
//   node scripts/test-phases.mjs [phase ...]    (no name: every phase)
//   FLAREKIT_LANES=1                            (everything in one lane, one phase at a time)
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { privateNetworkAvailable, runLanes } from 'flarekit-acceptance/lanes';
import { chromiumVersion } from 'flarekit-docs/chromium';

/** The generated projects' phases: one lane, or the open and the private lane each running its part of both suites. */
function projectLanes() {
  const phases = (lane) => [
    ['template matrix', `${lane}npm run test:matrix --workspace acceptance`],
    ['walkthroughs', `${lane}npm run test:walkthroughs --workspace acceptance`],
  ];
  if (process.env.FLAREKIT_LANES === '1' || !privateNetworkAvailable()) return [['projects', phases('')]];
  return [
    ['projects', phases('FLAREKIT_LANE=open ')],
    ['private', phases('FLAREKIT_LANE=private ')],
  ];
}

// The site's phases are the steps of its own `npm test` (`npm run <script>` joined by &&), read from its package.json.
const siteTest = JSON.parse(readFileSync(new URL('../site/package.json', import.meta.url), 'utf8')).scripts.test;
const siteScripts = siteTest.split('&&').map((step) => /^npm run ([\w:-]+)$/.exec(step.trim())?.[1]);
if (siteScripts.some((script) => !script))
  throw new Error(`site/package.json "test" is not a chain of npm run: ${siteTest}`);

const LANES = [
  [
    'suites',
    [
      ...siteScripts.map((script) => [`site ${script}`, `npm run ${script} --workspace site`]),
      ['root lint', 'npm run lint:root'],
      ['cli typecheck', 'npm run typecheck --workspace create-flarekit'],
      ['cli lint', 'npm run lint --workspace create-flarekit'],
      ['cli test', 'npm test --workspace create-flarekit'],
      ['acceptance typecheck', 'npm run typecheck --workspace acceptance'],
      ['acceptance lint', 'npm run lint --workspace acceptance'],
      ['acceptance unit', 'npm test --workspace acceptance'],
      ['page samples', 'npm run check:samples --workspace acceptance'],
    ],
  ],
  ...projectLanes(),
];

const wanted = process.argv.slice(2);
const allPhases = [...new Set(LANES.flatMap(([, phases]) => phases.map(([phase]) => phase)))];
for (const name of wanted) {
  if (!allPhases.includes(name)) {
    console.error(`Unknown phase "${name}". Phases: ${allPhases.map((phase) => `"${phase}"`).join(', ')}.`);
    process.exit(2);
  }
}
const lanes = LANES.map(([name, phases]) => ({
  name,
  commands: phases
    .filter(([phase]) => wanted.length === 0 || wanted.includes(phase))
    .map(([label, command]) => ({ label, command, args: [], shell: true })),
})).filter((lane) => lane.commands.length > 0);

// Several lanes start Chromium. When it is missing, it is installed (apt-get) in the background from the start, while
// the lanes install packages and build; a lane that needs it first waits for that install (site/scripts/chromium.ts).
const BROWSER_PHASES = new Set(['site test:e2e', 'template matrix', 'walkthroughs']);
const needsBrowser = lanes.some((lane) => lane.commands.some((command) => BROWSER_PHASES.has(command.label)));
const browserInstall =
  needsBrowser && !chromiumVersion()
    ? new Promise((resolve) =>
        spawn(process.execPath, [fileURLToPath(new URL('../site/scripts/ensure-chromium.ts', import.meta.url))], {
          stdio: 'inherit',
        }).on('exit', (code) => resolve(code === 0)),
      )
    : Promise.resolve(true);

const started = performance.now();
const outcomes = await runLanes(lanes, process.env.FLAREKIT_LANES !== '1');

console.log('\n== phases');
for (const { lane, label, seconds, ok } of outcomes)
  console.log(`  ${lane.padEnd(9)} ${label.padEnd(21)} ${String(seconds).padStart(5)} s  ${ok ? 'ok' : 'FAILED'}`);
const wall = (performance.now() - started) / 1000;
console.log(`  ${'total'.padEnd(31)} ${String(Math.round(wall)).padStart(5)} s`);
const planned = lanes.flatMap((lane) => lane.commands).length;
const browserInstalled = await browserInstall;
if (!browserInstalled) console.log('  installing Chromium failed (its output above says why)');
const passed = outcomes.length === planned && outcomes.every((outcome) => outcome.ok) && browserInstalled;
if (!passed) process.exit(1);
