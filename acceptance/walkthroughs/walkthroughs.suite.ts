// The walkthroughs (pages.ts) as the Vitest project "walkthroughs", one test per walkthrough, named by its name: the
// commands of Quick Start, the template pages and the pages that build on a generated project, read from the pages
// themselves (extract.ts), run in order in an empty folder against this repository's packed CLI, the way a reader
// would type them. A page that starts from a project first runs the steps of the page that makes it (Quick Start up to
// a running project); when several do, the project is created once and the others start from a copy
// (runner/prefix.ts), as a create command several pages show is (runner/created-projects.ts). Each answer a page
// prints is compared with the real one (answers.ts); each file a page gives (a titled block) is written and each diff
// applied; a changed web page is checked in Chromium; deploying is `wrangler deploy --dry-run`. commands.ts lists the
// few substitutions. Quick Start also runs in the yarn, pnpm and bun tabs. A block marked run="skip: <reason>" is
// reported with its reason and not run.
//
//   npm run test:walkthroughs -w acceptance -- -t "^(quick-start|api-design)$"
//
// runner/settings.ts says where the projects and logs go (FLAREKIT_WALKTHROUGH_DIR).
import { mkdir, rm } from 'node:fs/promises';
import { stopAll } from 'flarekit-docs/processes';
import { afterAll, beforeAll, test } from 'vitest';
import { type Walkthrough, walkthroughName, walkthroughs } from './pages.ts';
import { createdDir, expectRepeatedCreates } from './runner/created-projects.ts';
import { linkManagers } from './runner/managers.ts';
import { pack } from './runner/pack.ts';
import { sharedPrefixes } from './runner/prepared.ts';
import { createsRunTwice } from './runner/repeated-creates.ts';
import { logs, npmCache, preparedDir, work } from './runner/settings.ts';
import { describeSteps } from './runner/steps.ts';
import { runWalkthrough } from './runner/walkthrough.ts';

const started = performance.now();
const byName = new Map(walkthroughs.map((walkthrough) => [walkthroughName(walkthrough), walkthrough]));
/** The prefixes several of the walkthroughs the run selects start from: made once, then copied. */
let shared: ReturnType<typeof sharedPrefixes> = new Set();
/** The commands marked run="skip: …", once each (several walkthroughs start with the same steps). */
const skipped = new Set<string>();
let tarball = '';
let failed = false;

// eslint-disable-next-line no-empty-pattern -- Vitest reads a hook's first argument as fixtures: it must be a pattern.
beforeAll(async ({}, file) => {
  // The tests `-t` selects (Vitest marks the others skipped before the file's hooks run).
  const selected = file.tasks.flatMap((task) => (task.mode === 'run' ? [byName.get(task.name)!] : []));
  shared = sharedPrefixes(selected);
  await rm(work, { recursive: true, force: true });
  await mkdir(logs, { recursive: true });
  await mkdir(npmCache, { recursive: true });
  await linkManagers();
  process.stdout.write(`walkthroughs: projects and logs in ${work}, npm cache ${npmCache}\n`);
  tarball = await pack();
  expectRepeatedCreates(await createsRunTwice(selected, shared));
});

afterAll(async () => {
  await stopAll();
  await rm(preparedDir, { recursive: true, force: true });
  await rm(createdDir, { recursive: true, force: true });
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  process.stdout.write(
    `\nwalkthroughs: ${failed ? 'FAILED' : 'ok'}, ${skipped.size} commands marked run="skip: …" in the pages, ${seconds} s\n`,
  );
});

for (const walkthrough of walkthroughs) {
  test(walkthroughName(walkthrough), () => runOne(walkthrough));
}

async function runOne(walkthrough: Walkthrough): Promise<void> {
  const began = performance.now();
  const tab = walkthrough.manager ? `, in the ${walkthrough.manager} tab` : '';
  process.stdout.write(`\n${describeSteps(walkthrough)}${walkthrough.commandsOnly ? ', its commands' : ''}${tab}\n`);
  try {
    const report = await runWalkthrough(walkthrough, tarball, shared);
    for (const line of report) if (line.startsWith('  skip')) skipped.add(line);
    process.stdout.write(`${walkthrough.page}: ok (${((performance.now() - began) / 1000).toFixed(0)} s)\n`);
  } catch (error) {
    failed = true;
    process.stdout.write(`${walkthrough.page}: FAILED (${((performance.now() - began) / 1000).toFixed(0)} s)\n`);
    throw error;
  }
}
