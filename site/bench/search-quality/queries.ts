import { readFileSync } from 'node:fs';

/**
 * The search-quality queries, read from one data file, queries.tsv: a header line, then one query a line, tab-separated
 * columns `query`, `kind`, `expect` (the pages that answer it, "section/name", space-separated; any of them at rank 1 is
 * a success; empty for a query no page answers), `split` and `set`.
 *
 * `split` says what a row may be used for. `tuning`: a ranking change may be tried on it, and the tuning benchmark
 * prints it query by query. `held-out`: only ever measured, and only as figures (the quality test and the benchmark
 * print no held-out query and no held-out miss), so that it still measures how a ranking change generalises.
 *
 * `set` is the set a row was written in, kept so that figures can be given per set:
 * - first (76, tuning): the first set, written while the ranking was built;
 * - reader (193): written from each page's purpose before any was run; its split drawn once at random (split.ts,
 *   97 held out) and never changed;
 * - task (108, tuning): task-style questions in the reader's own words, written 2026-11-27;
 * - subject (96, tuning): a subject one page is about while the broad pages mention it in passing, 2026-11-27;
 * - bridge (70, tuning): questions worded on purpose unlike the page that answers them, 2026-11-27;
 * - fresh (107 + 6, held-out): written 2026-11-27, before any ranking change of that day, once the reader set's held-out
 *   half had been looked at too often; its 6 `no-answer` rows are words no page is about, which must find nothing.
 *
 * Kinds: keyword, question, typo (one edit from a real word), transposition (two adjacent letters swapped), synonym (a
 * word the pages do not use for it, or a spelling variant), error (an error message as shown), partial (a word still
 * being typed), flag, env (environment variable), number, identifier, no-answer.
 */
export type QueryKind =
  | 'keyword'
  | 'question'
  | 'typo'
  | 'transposition'
  | 'synonym'
  | 'error'
  | 'partial'
  | 'flag'
  | 'env'
  | 'number'
  | 'identifier'
  | 'no-answer';

const KINDS: ReadonlySet<string> = new Set<QueryKind>([
  'keyword',
  'question',
  'typo',
  'transposition',
  'synonym',
  'error',
  'partial',
  'flag',
  'env',
  'number',
  'identifier',
  'no-answer',
]);

/** Kinds that are misspellings: each must find its page in the top 3. */
export const TYPO_KINDS: ReadonlySet<QueryKind> = new Set(['typo', 'transposition']);

export type Split = 'tuning' | 'held-out';

export interface QualityQuery {
  query: string;
  kind: QueryKind;
  /** Page paths ("section/name") that answer it; any of them at rank 1 is a success. */
  expect: string[];
}

export interface QueryRow extends QualityQuery {
  split: Split;
  set: string;
}

/** The rows of a queries.tsv text; throws on a malformed row, naming its line. */
export function parseQueries(text: string): QueryRow[] {
  const [header, ...lines] = text.trimEnd().split('\n');
  if (header !== 'query\tkind\texpect\tsplit\tset') throw new Error(`queries.tsv: unexpected header "${header}"`);
  return lines.map((line, at) => {
    const [query, kind, expect, split, set, ...rest] = line.split('\t');
    const fail = (reason: string) => new Error(`queries.tsv line ${at + 2}: ${reason}`);
    if (rest.length > 0 || set === undefined) throw fail('not 5 columns');
    if (!query) throw fail('no query');
    if (!KINDS.has(kind!)) throw fail(`unknown kind "${kind}"`);
    if (split !== 'tuning' && split !== 'held-out') throw fail(`split is "${split}", not tuning or held-out`);
    if (!set) throw fail('no set');
    const pages = expect ? expect.split(' ') : [];
    if ((pages.length === 0) !== (kind === 'no-answer')) throw fail('only a no-answer query expects no page');
    return { query, kind: kind as QueryKind, expect: pages, split, set };
  });
}

/** Every query, in file order. */
export const ALL_QUERIES: readonly QueryRow[] = parseQueries(
  readFileSync(new URL('./queries.tsv', import.meta.url), 'utf8'),
);

/** The first set: the 76 queries the load, scale and server benchmarks and tests rotate through. */
export const QUERIES: readonly QueryRow[] = ALL_QUERIES.filter((row) => row.set === 'first');

/** The sets in the order figures are given: held-out first. */
export const SETS: ReadonlyArray<{ set: string; split: Split }> = [
  { set: 'fresh', split: 'held-out' },
  { set: 'reader', split: 'held-out' },
  { set: 'reader', split: 'tuning' },
  { set: 'first', split: 'tuning' },
  { set: 'task', split: 'tuning' },
  { set: 'subject', split: 'tuning' },
  { set: 'bridge', split: 'tuning' },
];

/** The rows of one set and split that have an answer (the no-answer rows are checked apart). */
export function rowsOf(set: string, split: Split): QueryRow[] {
  return ALL_QUERIES.filter((row) => row.set === set && row.split === split && row.kind !== 'no-answer');
}
