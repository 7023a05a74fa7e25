// A page fact the CLI's words decide: CLI Options shows the summary the CLI prints on an old Node.js, as it prints it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectNodeWarning } from 'create-flarekit/cli/node-version';
import { nextSteps, nodeNotice, summaryLines } from 'create-flarekit/cli/summary';
import { expect, test } from 'vitest';
import { DOCS_ROOT } from '../lib/roots.ts';

test('CLI Options shows the summary on an old Node.js as the CLI prints it', () => {
  const page = readFileSync(path.join(DOCS_ROOT, 'getting-started', 'cli-options.md'), 'utf8');
  const block = page
    .split('```txt\n')
    .map((part) => part.split('\n```')[0] ?? '')
    .find((text) => text.includes('▲ This project needs'));
  const version = /You are using (v[\d.]+)\./.exec(block ?? '')?.[1] ?? '';
  expect(projectNodeWarning(version)).toBeDefined();
  // `npm create flarekit@latest my-app -- -y`: the default template, the install left out by the old Node.js.
  const steps = nextSteps({
    cdPath: 'my-app',
    pm: 'npm',
    installed: false,
    database: true,
    nodeTooOld: true,
  });
  expect(block).toBe(summaryLines('my-app', 'full-stack-orval', steps, nodeNotice(version, true)).join('\n'));
});
