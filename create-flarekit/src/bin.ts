#!/usr/bin/env node
// The version check runs before the rest of the CLI is even loaded, so that an old Node.js gets a message instead of a
// syntax error or a missing API.
import { cliNodeError } from './cli/node-version.ts';
import { failure, outcomeJson } from './cli/outcome.ts';

const tooOld = cliNodeError(process.version);
if (tooOld) {
  if (process.argv.includes('--json')) process.stdout.write(outcomeJson(failure('node-too-old', tooOld)));
  else process.stderr.write(`✖ ${tooOld}\n`);
  process.exit(1);
}

// Inside a project, `create-flarekit doctor [--json]` checks it (doctor/index.ts), `add <feature>` adds a feature
// (add/index.ts) and `upgrade` moves it to this version (upgrade/index.ts); anything else creates a project.
const [first, ...rest] = process.argv.slice(2);
function run(): Promise<number> {
  const cwd = process.cwd();
  switch (first) {
    case 'doctor':
      return import('./doctor/index.ts').then(({ doctor }) =>
        doctor({ argv: rest, cwd, nodeVersion: process.version }),
      );
    case 'add':
      return import('./add/index.ts').then(({ add }) => add({ argv: rest, cwd }));
    case 'upgrade':
      return import('./upgrade/index.ts').then(({ upgrade }) => upgrade({ argv: rest, cwd }));
    default:
      return import('./cli/main.ts').then(({ main }) =>
        main({
          argv: process.argv.slice(2),
          cwd,
          env: process.env,
          nodeVersion: process.version,
          interactive: Boolean(process.stdin.isTTY),
        }),
      );
  }
}
run().then((code) => {
  process.exitCode = code;
});
