// The template matrix, as the Vitest project "matrix": packs create-flarekit once, then for each of the nine templates
// (a test named by its id) generates it the way `npm create` runs it, installs it, starts it as generated
// (`npm run dev`) and checks what the pages say in Chromium (the UI) and over HTTP (the documented contract, through
// the Vite proxy where there is a web app), takes the site's screenshots again from the default template and compares
// them with the site's, fills in the Discord values and checks sign-in again, then runs the project's own CI workflow
// step by step: type check, lint, tests, build, the deploy dry run and its end-to-end tests. A template stops at its
// first failed step; each step prints a line as it ends.
//
//   npm run test:matrix -w acceptance -- -t "^(api-no-db|full-stack-orval)$"
//
// Its folders, and how to keep and reuse installed projects: settings.ts. Named so that the unit tests' include
// (*.test.ts) leaves it.
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { stopAll } from 'flarekit-docs/processes';
import { afterAll, beforeAll, test } from 'vitest';
import { checkTemplate } from './check-template.ts';
import { type TemplateOutcome, outcomeLine, summaryLines } from './outcomes.ts';
import { pack } from './packed-cli.ts';
import { projectOf, type Step } from './project.ts';
import { matrixSettings } from './settings.ts';
import { templates } from './templates.ts';

const settings = matrixSettings();
const outcomes: TemplateOutcome[] = [];
const started = performance.now();
let tarball = '';

const secondsSince = (since: number) => (performance.now() - since) / 1000;
/** A line of the run's output as it happens (Vitest would hold console output and head each line with the test). */
const print = (text: string) => process.stdout.write(`${text}\n`);

beforeAll(async () => {
  if (!settings.reuse) await rm(settings.work, { recursive: true, force: true });
  await mkdir(settings.logs, { recursive: true });
  await mkdir(settings.npmCache, { recursive: true });
  print(`matrix: projects and logs in ${settings.work}, npm cache ${settings.npmCache}`);
  if (settings.reuse) return;
  const packStarted = performance.now();
  tarball = await pack(settings);
  print(`matrix: npm pack ${path.basename(tarball)} (${secondsSince(packStarted).toFixed(1)} s)`);
});

afterAll(async () => {
  await stopAll();
  print(summaryLines(outcomes, secondsSince(started)).join('\n'));
});

/** Runs each step in turn, a line for each as it ends; the first that fails stops the template. */
function stepsOf(outcome: TemplateOutcome): Step {
  return async (name, action) => {
    const stepStarted = performance.now();
    try {
      const detail = await action();
      const seconds = secondsSince(stepStarted);
      outcome.steps.push({ step: name, seconds, ok: true });
      print(`${outcome.template}: ✔ ${name} (${seconds.toFixed(1)} s)${detail ? `\n  ${detail}` : ''}`);
    } catch (error) {
      outcome.steps.push({ step: name, seconds: secondsSince(stepStarted), ok: false });
      print(`${outcome.template}: ✖ ${name}`);
      throw new Error(`stopped at "${name}" (logs: ${settings.logs})`, { cause: error });
    }
  };
}

for (const template of templates) {
  test(template.id, async () => {
    const outcome: TemplateOutcome = { template: template.id, steps: [] };
    outcomes.push(outcome);
    try {
      await checkTemplate(projectOf(template, settings), tarball, stepsOf(outcome));
    } finally {
      print(outcomeLine(outcome));
    }
  });
}
