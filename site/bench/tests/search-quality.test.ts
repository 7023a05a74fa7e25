import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ours } from '../search-quality/engines.ts';
import { englishWords } from '../../src/build/vocabulary.ts';
import { evaluate, type QualityReport } from '../search-quality/metrics.ts';
import { QUERIES, TYPO_KINDS } from '../search-quality/queries.ts';
import { FRESH_QUERIES, NO_ANSWER_QUERIES } from '../search-quality/fresh-queries.ts';
import { READER_QUERIES } from '../search-quality/reader-queries.ts';
import { TASK_QUERIES } from '../search-quality/task-queries.ts';
import { SUBJECT_QUERIES } from '../search-quality/subject-queries.ts';
import { BRIDGE_QUERIES } from '../search-quality/bridge-queries.ts';
import { drawHeldOut, SPLIT_SEED } from '../search-quality/split.ts';
import { loadSite } from '../../tests/helpers/site.ts';

/** The search-quality gate on the real content (the full comparison is `npm run bench:search-quality`). */
let report: QualityReport;
let heldOut: QualityReport;
let fresh: QualityReport;
let task: QualityReport;
let subject: QualityReport;
let bridge: QualityReport;
let search: ReturnType<typeof ours>;

beforeAll(async () => {
  const { searchRecords } = await loadSite(path.resolve(import.meta.dirname, '../..'));
  search = ours(searchRecords, await englishWords());
  report = evaluate(QUERIES, (query) => search(query) as string[]);
  heldOut = evaluate(
    READER_QUERIES.filter((q) => q.half === 'held-out'),
    (query) => search(query) as string[],
  );
  fresh = evaluate(FRESH_QUERIES, (query) => search(query) as string[]);
  task = evaluate(TASK_QUERIES, (query) => search(query) as string[]);
  subject = evaluate(SUBJECT_QUERIES, (query) => search(query) as string[]);
  bridge = evaluate(BRIDGE_QUERIES, (query) => search(query) as string[]);
}, 60_000);

describe('the fresh held-out set', () => {
  it('has at least 80 distinct queries, none from the older sets, and every one of the 29 pages answers some', () => {
    expect(FRESH_QUERIES.length).toBeGreaterThanOrEqual(80);
    const older = new Set([...READER_QUERIES, ...QUERIES].map((q) => q.query.toLowerCase()));
    expect(new Set(FRESH_QUERIES.map((q) => q.query)).size).toBe(FRESH_QUERIES.length);
    expect(FRESH_QUERIES.filter((q) => older.has(q.query.toLowerCase()))).toEqual([]);
    expect(new Set(FRESH_QUERIES.flatMap((q) => q.expect)).size).toBe(29);
  });

  // The floor is just under the figure measured after the pages' reader phrases (0.83 / 0.90; 0.81 / 0.88 after the
  // summary field was scored, 0.79 / 0.87 after the proximity stage and the pages' keywords, 0.72 / 0.81 when the set
  // was first run with the page evidence): it catches a loss; the set is never tuned on.
  it('success@1 at least 0.82 and MRR@5 at least 0.89, every misspelt query in the top 3', () => {
    const misses = fresh.outcomes
      .filter((o) => o.rank !== 1)
      .map((o) => `${o.query.query} → ${o.top} (rank ${o.rank})`);
    expect(fresh.success1, misses.join('\n')).toBeGreaterThanOrEqual(0.82);
    expect(fresh.mrr5, misses.join('\n')).toBeGreaterThanOrEqual(0.89);
    const typos = fresh.outcomes.filter((o) => TYPO_KINDS.has(o.query.kind));
    expect(typos.filter((o) => o.rank === null || o.rank > 3).map((o) => o.query.query)).toEqual([]);
  });

  for (const query of NO_ANSWER_QUERIES)
    it(`"${query}", a word no page is about, finds nothing`, async () => expect(await search(query)).toEqual([]));
});

describe('the task set (tuning)', () => {
  it('has at least 80 distinct queries, none from the other sets, and every one of the 29 pages answers some', () => {
    expect(TASK_QUERIES.length).toBeGreaterThanOrEqual(80);
    expect(new Set(TASK_QUERIES.map((q) => q.query)).size).toBe(TASK_QUERIES.length);
    const others = new Set([...FRESH_QUERIES, ...READER_QUERIES, ...QUERIES].map((q) => q.query.toLowerCase()));
    expect(TASK_QUERIES.filter((q) => others.has(q.query.toLowerCase())).map((q) => q.query)).toEqual([]);
    expect(new Set(TASK_QUERIES.flatMap((q) => q.expect)).size).toBe(29);
  });

  // A floor just under the figure with the pages' reader phrases (0.91 / 0.95; 0.88 / 0.93 with the subject phrases,
  // 0.85 / 0.91 with the scored summary field and the pages' keywords): it catches a loss.
  it('success@1 at least 0.90 and MRR@5 at least 0.94', () => {
    const misses = task.outcomes.filter((o) => o.rank !== 1).map((o) => `${o.query.query} → ${o.top} (rank ${o.rank})`);
    expect(task.success1, misses.join('\n')).toBeGreaterThanOrEqual(0.9);
    expect(task.mrr5, misses.join('\n')).toBeGreaterThanOrEqual(0.94);
  });
});

describe('the subject set (tuning)', () => {
  it('has at least 60 distinct queries, none from the other sets, each naming pages that exist', () => {
    expect(SUBJECT_QUERIES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(SUBJECT_QUERIES.map((q) => q.query)).size).toBe(SUBJECT_QUERIES.length);
    const others = new Set(
      [...FRESH_QUERIES, ...READER_QUERIES, ...QUERIES, ...TASK_QUERIES].map((q) => q.query.toLowerCase()),
    );
    expect(SUBJECT_QUERIES.filter((q) => others.has(q.query.toLowerCase())).map((q) => q.query)).toEqual([]);
    const pages = new Set([...READER_QUERIES, ...QUERIES, ...TASK_QUERIES].flatMap((q) => q.expect));
    expect(SUBJECT_QUERIES.flatMap((q) => q.expect).filter((page) => !pages.has(page))).toEqual([]);
  });

  // A floor just under the figure with the pages' subject phrases (0.94 / 0.97, as before them): it catches a loss.
  it('success@1 at least 0.93 and MRR@5 at least 0.96', () => {
    const misses = subject.outcomes
      .filter((o) => o.rank !== 1)
      .map((o) => `${o.query.query} → ${o.top} (rank ${o.rank})`);
    expect(subject.success1, misses.join('\n')).toBeGreaterThanOrEqual(0.93);
    expect(subject.mrr5, misses.join('\n')).toBeGreaterThanOrEqual(0.96);
  });
});

describe('the bridge set (tuning)', () => {
  it('has at least 60 distinct queries, none from the other sets, and every one of the 29 pages answers some', () => {
    expect(BRIDGE_QUERIES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(BRIDGE_QUERIES.map((q) => q.query)).size).toBe(BRIDGE_QUERIES.length);
    const tuning = new Set(
      [...READER_QUERIES, ...QUERIES, ...TASK_QUERIES, ...SUBJECT_QUERIES].map((q) => q.query.toLowerCase()),
    );
    expect(BRIDGE_QUERIES.filter((q) => tuning.has(q.query.toLowerCase())).map((q) => q.query)).toEqual([]);
    // The fresh set's queries stay unread: only how many the bridge set shares with it is checked.
    const fresh = new Set(FRESH_QUERIES.map((q) => q.query.toLowerCase()));
    expect(BRIDGE_QUERIES.filter((q) => fresh.has(q.query.toLowerCase())).length).toBe(0);
    expect(new Set(BRIDGE_QUERIES.flatMap((q) => q.expect)).size).toBe(29);
  });

  // A floor just under the figure with the pages' reader phrases (0.46 / 0.58; 0.30 / 0.46 on the engine the set was
  // written against): it catches a loss.
  it('success@1 at least 0.44 and MRR@5 at least 0.57', () => {
    const misses = bridge.outcomes
      .filter((o) => o.rank !== 1)
      .map((o) => `${o.query.query} → ${o.top} (rank ${o.rank})`);
    expect(bridge.success1, misses.join('\n')).toBeGreaterThanOrEqual(0.44);
    expect(bridge.mrr5, misses.join('\n')).toBeGreaterThanOrEqual(0.57);
  });
});

describe('the reader query set', () => {
  it('has at least 150 distinct queries and every one of the 29 pages answers some', () => {
    expect(READER_QUERIES.length).toBeGreaterThanOrEqual(150);
    expect(new Set(READER_QUERIES.map((q) => q.query)).size).toBe(READER_QUERIES.length);
    expect(new Set(READER_QUERIES.flatMap((q) => q.expect)).size).toBe(29);
  });

  it('keeps every query in the half of the one recorded draw', () => {
    const heldOut = drawHeldOut(READER_QUERIES.length, SPLIT_SEED);
    const drawn = READER_QUERIES.map((q, index) => `${q.query}: ${heldOut.has(index) ? 'held-out' : 'tuning'}`);
    expect(READER_QUERIES.map((q) => `${q.query}: ${q.half}`)).toEqual(drawn);
  });
});

describe('search quality', () => {
  it('has at least 60 queries of every kind', () => {
    expect(QUERIES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(QUERIES.map((q) => q.kind))).toEqual(
      new Set(['keyword', 'question', 'typo', 'partial', 'flag', 'env', 'number', 'identifier']),
    );
  });

  // A floor just under the figure with the pages' subject phrases (0.95, 72 of 76; 0.96, 73, with the reader phrases).
  it('success@1 is at least 0.94', () => {
    const misses = report.outcomes
      .filter((o) => o.rank !== 1)
      .map((o) => `${o.query.query} → ${o.top} (rank ${o.rank})`);
    expect(report.success1, misses.join('\n')).toBeGreaterThanOrEqual(0.94);
  });

  it('on the held-out half of the reader set: success@1 at least 0.90 and MRR@5 at least 0.93', () => {
    const misses = heldOut.outcomes
      .filter((o) => o.rank !== 1)
      .map((o) => `${o.query.query} → ${o.top} (rank ${o.rank})`);
    expect(heldOut.success1, misses.join('\n')).toBeGreaterThanOrEqual(0.9);
    expect(heldOut.mrr5, misses.join('\n')).toBeGreaterThanOrEqual(0.93);
  });

  for (const query of READER_QUERIES.filter((q) => q.half === 'held-out' && TYPO_KINDS.has(q.kind))) {
    it(`held-out ${query.kind} query "${query.query}" finds its page in the top 3`, () => {
      const outcome = heldOut.outcomes.find((o) => o.query === query)!;
      expect(outcome.rank).not.toBeNull();
      expect(outcome.rank!).toBeLessThanOrEqual(3);
    });
  }

  for (const query of QUERIES.filter((q) => q.kind === 'typo')) {
    it(`one-typo query "${query.query}" finds its page in the top 5`, () => {
      const outcome = report.outcomes.find((o) => o.query === query)!;
      expect(outcome.rank).not.toBeNull();
      expect(outcome.rank!).toBeLessThanOrEqual(5);
    });
  }
});
