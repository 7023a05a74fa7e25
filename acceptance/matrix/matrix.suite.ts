// The template matrix, as a node:test suite: packs create-flarekit once, then for each of the nine templates (a test
// named by its id, a subtest per step) generates it the way `npm create` runs it, installs it, starts it as generated
// (`npm run dev`) and checks what the pages say in Chromium (the UI) and over HTTP (the documented contract, through
// the Vite proxy where there is a web app), takes the site's screenshots again from the default template and compares
// them with the site's, fills in the Discord values and checks sign-in again, then runs the project's own CI workflow
// step by step: type check, lint, tests, build, the deploy dry run and its end-to-end tests. A template stops at its
// first failed step.
//
//   node --test --test-reporter=spec --test-name-pattern="api-no-db|full-stack-orval$" matrix/matrix.suite.ts
//   npm run test:matrix -w acceptance -- --test-name-pattern="api-no-db|full-stack-orval$"
//
// Its folders, and how to keep and reuse installed projects: settings.ts. Named so that Vitest (*.test.ts) leaves it.
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test, type TestContext } from 'node:test';
import { stopAll } from 'flarekit-docs/processes';
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

before(async () => {
  if (!settings.reuse) await rm(settings.work, { recursive: true, force: true });
  await mkdir(settings.logs, { recursive: true });
  await mkdir(settings.npmCache, { recursive: true });
  console.log(`matrix: projects and logs in ${settings.work}, npm cache ${settings.npmCache}`);
  if (settings.reuse) return;
  const packStarted = performance.now();
  tarball = await pack(settings);
  console.log(`matrix: npm pack ${path.basename(tarball)} (${secondsSince(packStarted).toFixed(1)} s)`);
});

after(async (t) => {
  await stopAll();
  for (const line of summaryLines(outcomes, secondsSince(started))) t.diagnostic(line);
});

/** Each step a subtest of the template's test; the first that fails stops the template. */
function stepsOf(t: TestContext, outcome: TemplateOutcome): Step {
  return async (name, action) => {
    const stepStarted = performance.now();
    let failure: unknown;
    await t.test(name, async (s) => {
      try {
        const detail = await action();
        if (detail) s.diagnostic(detail);
      } catch (error) {
        failure = error ?? new Error(`${name} failed`);
        throw error;
      }
    });
    outcome.steps.push({ step: name, seconds: secondsSince(stepStarted), ok: failure === undefined });
    if (failure !== undefined) throw new Error(`stopped at "${name}" (logs: ${settings.logs})`, { cause: failure });
  };
}

for (const template of templates) {
  test(template.id, async (t) => {
    const outcome: TemplateOutcome = { template: template.id, steps: [] };
    outcomes.push(outcome);
    try {
      await checkTemplate(projectOf(template, settings), tarball, stepsOf(t, outcome));
    } finally {
      t.diagnostic(outcomeLine(outcome));
    }
  });
}
