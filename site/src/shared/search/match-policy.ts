import { boundedEditDistance } from './edit-distance.ts';
import { RANKING } from './ranking.ts';

/**
 * How one word of a text or of the index matches one planned query term: the single rule the engine's dictionary
 * lookups and the highlighter both follow, so a result is highlighted where it matched and nowhere it did not.
 * Spec sections 5 and 9: highlighting uses query words of 3 or more characters; fuzzy matching allows 1 edit (an
 * adjacent swap counting as one).
 */
export const MIN_HIGHLIGHT_WORD_LENGTH = 3;
/** Fuzzy matching allows 1 edit; a query word that is itself a word of the language, typed alone, takes none (word-matches.ts). */
export const MAX_EDIT_DISTANCE = 1;

export function maxEdits(term: string): number {
  return term.length >= RANKING.minFuzzyLength ? MAX_EDIT_DISTANCE : 0;
}

/** One way a query may match the index: a lowercase term, and whether longer words and near misses count too. */
export interface QueryTerm {
  term: string;
  /** Relative weight of a match (1 for a word as typed). */
  boost: number;
  prefix: boolean;
  /** Also match words within this many edits (0: none). */
  maxEdits: number;
}

/** True when the lowercase `word` matches `query` exactly, as a prefix or within its edits. */
export function termMatches(word: string, query: QueryTerm): boolean {
  if (word === query.term) return true;
  if (query.prefix && word.startsWith(query.term)) return true;
  return query.maxEdits > 0 && boundedEditDistance(word, query.term, query.maxEdits) <= query.maxEdits;
}
