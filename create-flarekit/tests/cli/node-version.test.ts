import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { cliNodeError, isAtLeast, parseVersion, projectNodeWarning } from '../../src/cli/node-version.ts';
import { nextSteps, nodeNotice, summaryLines } from '../../src/cli/summary.ts';

test.each<[string, [number, number, number] | undefined]>([
  ['v22.12.0', [22, 12, 0]],
  ['18.3.0', [18, 3, 0]],
  ['v24.21.0-nightly2026', [24, 21, 0]],
  ['v20', undefined],
  ['', undefined],
])('parseVersion(%j)', (version, parsed) => {
  expect(parseVersion(version)).toEqual(parsed);
});

test.each<[string, string, boolean]>([
  ['v22.12.0', '22.12.0', true],
  ['v22.11.9', '22.12.0', false],
  ['v22.13.0', '22.12.0', true],
  ['v23.0.0', '22.12.0', true],
  ['v21.99.99', '22.12.0', false],
  ['v18.0.0', '18.0.0', true],
  ['v17.9.1', '18.0.0', false],
  ['garbage', '18.0.0', false],
])('isAtLeast(%s, %s) = %s', (version, minimum, expected) => {
  expect(isAtLeast(version, minimum)).toBe(expected);
});

test.each<[string, string | undefined]>([
  ['v16.20.2', 'create-flarekit needs Node.js 18 or newer. You are using v16.20.2.'],
  ['v17.9.1', 'create-flarekit needs Node.js 18 or newer. You are using v17.9.1.'],
  ['v18.0.0', undefined],
  ['v18.20.8', undefined],
  ['v24.21.0', undefined],
])('cliNodeError(%s)', (version, message) => {
  expect(cliNodeError(version)).toBe(message);
});

test.each<[string, string | undefined]>([
  ['v18.20.8', 'This project needs Node.js 22.12 or newer to run (Wrangler 4, Vite). You are using v18.20.8.'],
  ['v20.11.1', 'This project needs Node.js 22.12 or newer to run (Wrangler 4, Vite). You are using v20.11.1.'],
  ['v22.11.0', 'This project needs Node.js 22.12 or newer to run (Wrangler 4, Vite). You are using v22.11.0.'],
  ['v22.12.0', undefined],
  ['v24.21.0', undefined],
])('projectNodeWarning(%s)', (version, message) => {
  expect(projectNodeWarning(version)).toBe(message);
});

test('CLI Options shows the summary on an old Node.js as the CLI prints it', () => {
  const page = readFileSync(
    fileURLToPath(new URL('../../../site/content/docs/getting-started/cli-options.md', import.meta.url)),
    'utf8',
  );
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
