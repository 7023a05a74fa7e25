import { classifyQueryWords, processTerm, tokenize } from './tokenize.ts';

/** Weight of a word that the reader typed only as part of a compound (`auth` in `--no-auth`). */
const COMPOUND_PART_WEIGHT = 0.3;
/** Weight of a compound typed whole (`--no-auth`, `BETTER_AUTH_SECRET`): an exact identifier is strong evidence. */
const COMPOUND_WEIGHT = 4;
/** Words this long may be the start of a longer one ("authen" → authentication), so results appear while typing. */
const MIN_PREFIX_LENGTH = 3;

/** One typo allowed in words of 4–7 characters, two from 8; shorter words must match exactly or as a prefix. */
export function maxEdits(term: string): number {
  return term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;
}

/** One distinct word of a query and how the index may match it. */
export interface QueryTerm {
  /** Lowercase, as indexed. */
  term: string;
  /** How many times the query has it (each time counts). */
  repeats: number;
  boost: number;
  /** Also match indexed words that start with it. */
  prefix: boolean;
  /** Also match indexed words within this many edits (0: none). */
  maxEdits: number;
}

/**
 * The words of a query as the engine searches them: tokenized like the indexed text, stop words dropped. Parts of a
 * typed compound count less and only exactly, so `--no-auth` does not turn into "no*" and "auth*"; the compound itself
 * counts more.
 */
export function planQuery(query: string): QueryTerm[] {
  const { compounds, partsOnly } = classifyQueryWords(query);
  const planned = new Map<string, QueryTerm>();
  for (const token of tokenize(query)) {
    const term = processTerm(token);
    if (!term) continue;
    const existing = planned.get(term);
    if (existing) {
      existing.repeats++;
      continue;
    }
    const partOnly = partsOnly.has(term);
    planned.set(term, {
      term,
      repeats: 1,
      boost: partOnly ? COMPOUND_PART_WEIGHT : compounds.has(term) ? COMPOUND_WEIGHT : 1,
      prefix: !partOnly && term.length >= MIN_PREFIX_LENGTH,
      maxEdits: partOnly ? 0 : maxEdits(term),
    });
  }
  return [...planned.values()];
}
