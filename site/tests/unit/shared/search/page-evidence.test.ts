import { describe, expect, it } from 'vitest';
import { createPageEvidence } from '../../../../src/shared/search/page-evidence.ts';

/** Records 0–2 are page 0 (a page record and two sections), records 3–4 page 3; both pages 10 words long. */
const pageRecordOf = Uint32Array.from([0, 0, 0, 3, 3]);
const lengths = (record: number) => [4, 3, 3, 5, 5][record]!;

function shares(words: Array<Array<[record: number, frequency: number]>>): Record<number, number> {
  const evidence = createPageEvidence(pageRecordOf, lengths);
  for (const matches of words) {
    for (const [record, frequency] of matches) evidence.add(record, frequency, 1, 1);
    evidence.endWord();
  }
  const result: Record<number, number> = {};
  evidence.finish((page, share) => (result[page] = Number(share.toFixed(3))));
  return result;
}

describe('page evidence', () => {
  it('gives the best page 1 and another page its page score against the best', () => {
    // page 0 holds the word 3 times across its sections, page 3 once
    const result = shares([
      [
        [1, 2],
        [2, 1],
        [4, 1],
      ],
    ]);
    expect(result[0]).toBe(1);
    expect(result[3]).toBeGreaterThan(0);
    expect(result[3]).toBeLessThan(1);
  });

  it('counts the sections of one page together, whichever record holds the word', () => {
    expect(
      shares([
        [
          [1, 1],
          [2, 1],
          [3, 1],
        ],
      ]),
    ).toEqual(
      shares([
        [
          [0, 2],
          [4, 1],
        ],
      ]),
    );
  });

  it('sums over the query’s words: a page matching both words beats one matching one word more often', () => {
    const result = shares([
      [
        [1, 1],
        [4, 3],
      ],
      [[2, 1]],
    ]);
    expect(result[0]).toBe(1);
    expect(result[3]).toBeLessThan(1);
  });

  it('gives no page a share when nothing matched, and forgets a query once finished', () => {
    expect(shares([])).toEqual({});
    const evidence = createPageEvidence(pageRecordOf, lengths);
    evidence.add(1, 1, 1, 1);
    evidence.endWord();
    evidence.finish(() => {});
    const after: number[] = [];
    evidence.finish((page) => after.push(page));
    expect(after).toEqual([]);
  });
});
