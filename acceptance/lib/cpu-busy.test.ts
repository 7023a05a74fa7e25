import { describe, expect, it } from 'vitest';
import { busyCoreSeconds, busyShare, cpuTicks, statFields } from './cpu-busy.ts';

describe('cpuTicks', () => {
  it.each([
    [
      'the machine line, not a core line; iowait is idle',
      'cpu  100 0 50 800 50 0 0 0 0 0\ncpu0 60 0 30 400 10 0 0 0',
      [150, 1000],
    ],
    ['irq, softirq and steal are busy', 'cpu  10 5 5 70 0 3 2 5 0 0', [30, 100]],
    ['no cpu line', 'intr 1\nctxt 2', undefined],
  ])('%s', (_, stat, expected) => {
    expect(cpuTicks(stat)).toEqual(expected);
  });
});

describe('busyShare', () => {
  it.each([
    [[150, 1000], [1050, 2000], 0.9],
    [[0, 0], [0, 500], 0],
    [undefined, [1, 2], undefined],
    [[1, 2], [1, 2], undefined],
  ] as const)('%j then %j: %s', (before, after, expected) => {
    expect(busyShare(before, after)).toBe(expected);
  });
});

describe('busyCoreSeconds', () => {
  it.each([
    ['2 cores 90 % busy for 100 s', [150, 1000], [1050, 2000], 100, 2, 180],
    ['idle', [0, 0], [0, 500], 10, 2, 0],
    ['no reading', undefined, [1, 2], 10, 2, undefined],
  ] as const)('%s', (_, before, after, wall, cores, expected) => {
    expect(busyCoreSeconds(before, after, wall, cores)).toBe(expected);
  });
});

describe('statFields', () => {
  it.each([
    ['a plain name', '42 (node) S 1 42 42 0', ['S', '1', '42', '42', '0']],
    ['a name with a space and a parenthesis', '7 (a) b) R 3 7', ['R', '3', '7']],
  ])('%s', (_, stat, expected) => {
    expect(statFields(stat)).toEqual(expected);
  });
});
