// `npm test`: every check of the repository, phase by phase, each phase's seconds printed as it ends and all of them
// in a summary, so a slow phase is seen at once.
//
// The phases run in two lanes side by side, since they share no port and no folder: the site's own suite (its
// servers on 3210 and 8788) and the checks of the CLI and of both products together (the generated projects on 5173
// and 8787). Each lane stops at its first failing phase (its output says why); the other lane goes on, so one run
// shows every lane's failure. With two lanes running, each output line starts with its lane's name.
//
//   node scripts/test-phases.mjs [phase ...]    (no name: every phase)
//   FLAREKIT_TEST_LANES=1                       (the lanes one after the other)
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

// The site's phases are the steps of its own `npm test` (`npm run <script>` joined by &&), read from its package.json.
const siteTest = JSON.parse(readFileSync(new URL('../site/package.json', import.meta.url), 'utf8')).scripts.test;
const siteScripts = siteTest.split('&&').map((step) => /^npm run ([\w:-]+)$/.exec(step.trim())?.[1]);
if (siteScripts.some((script) => !script))
  throw new Error(`site/package.json "test" is not a chain of npm run: ${siteTest}`);

const LANES = [
  ['site', siteScripts.map((script) => [`site ${script}`, `npm run ${script} --workspace site`])],
  [
    'checks',
    [
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
    ],
  ],
];

const wanted = process.argv.slice(2);
const allPhases = LANES.flatMap(([, phases]) => phases.map(([phase]) => phase));
for (const name of wanted) {
  if (!allPhases.includes(name)) {
    console.error(`Unknown phase "${name}". Phases: ${allPhases.map((phase) => `"${phase}"`).join(', ')}.`);
    process.exit(2);
  }
}
const lanes = LANES.map(([lane, phases]) => [
  lane,
  phases.filter(([phase]) => wanted.length === 0 || wanted.includes(phase)),
]).filter(([, phases]) => phases.length > 0);
const prefixed = lanes.length > 1 && process.env.FLAREKIT_TEST_LANES !== '1';

/** Writes a child's output line by line, each line led by its lane's name when lanes run side by side. */
function relay(stream, out, lane) {
  if (!prefixed) {
    stream.pipe(out, { end: false });
    return new Promise((resolve) => stream.on('end', resolve));
  }
  const lines = createInterface({ input: stream, crlfDelay: Infinity });
  lines.on('line', (line) => out.write(`${lane.padEnd(7)}│ ${line}\n`));
  return new Promise((resolve) => lines.on('close', resolve));
}

function say(lane, text) {
  for (const line of text.split('\n')) process.stdout.write(prefixed ? `${lane.padEnd(7)}│ ${line}\n` : `${line}\n`);
}

/** Runs one phase; resolves with whether it passed. */
async function runPhase(lane, [name, command], done) {
  say(lane, `\n== ${name}: ${command}`);
  const started = performance.now();
  const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise((resolve) => child.on('close', (code) => resolve(code)));
  await Promise.all([relay(child.stdout, process.stdout, lane), relay(child.stderr, process.stderr, lane)]);
  const ok = (await exited) === 0;
  const seconds = Math.round((performance.now() - started) / 1000);
  done.push([lane, name, seconds, ok]);
  say(lane, `== ${name}: ${ok ? 'passed' : 'FAILED'} in ${seconds} s`);
  return ok;
}

/** Runs a lane's phases in order, up to the first that fails. */
async function runLane([lane, phases], done) {
  for (const phase of phases) if (!(await runPhase(lane, phase, done))) return false;
  return true;
}

const done = [];
const started = performance.now();
let results;
if (prefixed) {
  results = await Promise.all(lanes.map((lane) => runLane(lane, done)));
} else {
  results = [];
  for (const lane of lanes) results.push(await runLane(lane, done));
}

console.log('\n== phases');
for (const [lane, name, seconds, ok] of done)
  console.log(`  ${lane.padEnd(7)} ${name.padEnd(21)} ${String(seconds).padStart(5)} s  ${ok ? 'ok' : 'FAILED'}`);
console.log(`  ${'total'.padEnd(29)} ${String(Math.round((performance.now() - started) / 1000)).padStart(5)} s`);
if (results.includes(false)) process.exit(1);
