import { TEMPLATE_IDS } from 'create-flarekit/compose';
import { describe, expect, it } from 'vitest';
import { exactNames } from '../lib/lanes.ts';
import { matrixLanes, PRIVATE_LANE } from './lanes.ts';

const patternOf = (args: readonly string[]) => new RegExp(args[args.indexOf('-t') + 1] ?? '');

describe('exactNames', () => {
  it.each([
    [['api'], 'api', true],
    [['api'], 'api-no-db', false],
    [['api', 'api-no-db'], 'api-no-db', true],
    [['a.b'], 'axb', false],
    [['a.b'], 'a.b', true],
  ])('%j matches %s: %s', (names, name, matches) => {
    expect(new RegExp(exactNames(names)).test(name)).toBe(matches);
  });
});

describe('matrixLanes', () => {
  const lanes = matrixLanes(TEMPLATE_IDS, '/work');
  const [open, closed] = lanes;
  const checks = [open!.commands[0]!, closed!.commands[1]!];

  it('checks every template in exactly one lane', () => {
    for (const id of TEMPLATE_IDS) {
      expect(
        checks.filter((command) => patternOf(command.args).test(id)),
        id,
      ).toHaveLength(1);
    }
  });

  it('installs the private lane in the open first, then checks it from those installs with a network of its own', () => {
    const [install, check] = closed!.commands;
    expect(install!.command).toBe('vitest');
    expect(install!.env?.FLAREKIT_MATRIX_INSTALL_ONLY).toBe('1');
    expect(check!.command).toBe('unshare');
    expect(check!.env?.FLAREKIT_MATRIX_REUSE).toBe('1');
    expect(install!.env?.FLAREKIT_MATRIX_DIR).toBe(check!.env?.FLAREKIT_MATRIX_DIR);
    expect(open!.commands[0]!.env?.FLAREKIT_MATRIX_DIR).not.toBe(check!.env?.FLAREKIT_MATRIX_DIR);
    for (const id of PRIVATE_LANE) expect(patternOf(install!.args).test(id)).toBe(true);
  });

  it('keeps the default template, which retakes the screenshots, in the open lane', () => {
    expect(patternOf(open!.commands[0]!.args).test('full-stack-orval')).toBe(true);
  });
});
