import { expect, test } from 'vitest';
import { cliNodeError, isAtLeast, parseVersion, projectNodeWarning } from '../../src/cli/node-version.ts';

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
  ['v24.21.0', undefined],
])('cliNodeError(%s)', (version, message) => {
  expect(cliNodeError(version)).toBe(message);
});

test.each<[string, string | undefined]>([
  ['v20.11.1', 'This project needs Node.js 22.18 or newer to run. You are using v20.11.1.'],
  ['v22.17.1', 'This project needs Node.js 22.18 or newer to run. You are using v22.17.1.'],
  ['v22.18.0', undefined],
  ['v24.21.0', undefined],
])('projectNodeWarning(%s)', (version, message) => {
  expect(projectNodeWarning(version)).toBe(message);
});
