import { describe, expect, it } from 'vitest';
import { MAX_GAP, pairReader } from '../../../../src/shared/search/proximity.ts';

/** Typed words as bits: the index terms each matched, as the engine would have gathered them. */
const reader = (matched: Record<string, number>, typedCount: number) =>
  pairReader(new Map(Object.entries(matched)), typedCount);

describe('pairReader: the share of adjacent typed words a text says together', () => {
  // "cpu time request": cpu (bit 0), time (bit 1), request and requests (bit 2).
  const cpuTimeRequest = reader({ cpu: 1, time: 2, request: 4, requests: 4 }, 3);
  const cases: Array<[string, string[], number]> = [
    ['both pairs side by side', ['CPU time per request'], 1],
    ['in the other order', ['requests get time on the CPU'], 1],
    ['one pair of two', ['CPU time is billed; every single one of the many requests'], 0.5],
    [
      'the words far apart',
      ['The CPU is fast. A long sentence about nothing in particular, then time, and later a request.'],
      0,
    ],
    ['no word at all', ['Nothing here.'], 0],
    ['a pair across heading and text', ['Limits', 'CPU time per request'], 1],
    ['words split at punctuation and case', ['cpu-TIME/request'], 1],
  ];
  for (const [name, texts, expected] of cases)
    it(`${name}: ${expected}`, () => expect(cpuTimeRequest(...texts)).toBe(expected));

  it(`counts a pair when at most ${MAX_GAP - 1} words stand between them`, () => {
    const twoWords = reader({ stack: 1, trace: 2 }, 2);
    expect(twoWords('stack one two trace')).toBe(1);
    expect(twoWords('stack one two three trace')).toBe(0);
  });

  it('a text word that matched two typed words counts for each', () => {
    expect(reader({ staletime: 3, client: 4 }, 3)('the staleTime of the client')).toBe(1);
  });

  it('fewer than two typed words: nothing to count', () => {
    expect(reader({ deploy: 1 }, 1)('deploy deploy')).toBe(0);
    expect(reader({}, 0)('anything')).toBe(0);
  });

  it('reads each text afresh: one text leaves nothing for the next call', () => {
    const read = reader({ stack: 1, trace: 2 }, 2);
    expect(read('a stack')).toBe(0);
    expect(read('trace')).toBe(0);
    expect(read('stack trace')).toBe(1);
  });

  it('non-ASCII words are read too', () => {
    expect(reader({ déploiement: 1, rapide: 2 }, 2)('Un déploiement rapide')).toBe(1);
  });
});
