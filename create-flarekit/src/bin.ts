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

// `create-flarekit doctor [--json]` checks the project it runs in instead of creating one (doctor/index.ts), and
// `create-flarekit add <feature>` adds a feature to it (add/index.ts).
const [first, ...rest] = process.argv.slice(2);
(first === 'doctor'
  ? import('./doctor/index.ts').then(({ doctor }) =>
      doctor({ argv: rest, cwd: process.cwd(), nodeVersion: process.version }),
    )
  : first === 'add'
    ? import('./add/index.ts').then(({ add }) => add({ argv: rest, cwd: process.cwd() }))
    : import('./cli/main.ts').then(({ main }) =>
        main({
          argv: process.argv.slice(2),
          cwd: process.cwd(),
          env: process.env,
          nodeVersion: process.version,
          interactive: Boolean(process.stdin.isTTY),
        }),
      )
).then((code) => {
  process.exitCode = code;
});
