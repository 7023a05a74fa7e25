/**
 * Which words of a text match a query, as the spec defines it for highlighting: only query words of 3 or more
 * characters count; a text word matches a query word exactly, by prefix, or within an edit distance of 1,
 * case-insensitively — and, like the search engine's prefix matching, a word whose start is within one edit of a
 * query word of 4+ characters matches too, so what the engine found is what gets highlighted.
 */
export const MIN_HIGHLIGHT_WORD_LENGTH = 3;
export const MAX_EDIT_DISTANCE = 1;

const WORD = /[\p{L}\p{N}]+/gu;

export interface WordMatch {
  start: number;
  end: number;
}

/** The query's words worth highlighting: lowercase, at least 3 characters, without repeats. */
export function highlightWords(query: string): string[] {
  const words = query.toLowerCase().match(WORD) ?? [];
  return [...new Set(words.filter((word) => [...word].length >= MIN_HIGHLIGHT_WORD_LENGTH))];
}

/** Query words this long may also match the start of a longer word with one edit ("templte" → "templates"). */
const FUZZY_PREFIX_MIN_LENGTH = 4;

export function wordMatches(word: string, queryWord: string): boolean {
  const lower = word.toLowerCase();
  if (lower.startsWith(queryWord) || withinOneEdit(lower, queryWord)) return true;
  if (queryWord.length < FUZZY_PREFIX_MIN_LENGTH) return false;
  for (let length = queryWord.length - 1; length <= queryWord.length + 1 && length < lower.length; length++) {
    if (withinOneEdit(lower.slice(0, length), queryWord)) return true;
  }
  return false;
}

/** Positions of every word of `text` that matches one of `queryWords` (from `highlightWords`). */
export function findMatches(text: string, queryWords: readonly string[]): WordMatch[] {
  if (queryWords.length === 0) return [];
  const matches: WordMatch[] = [];
  for (const match of text.matchAll(WORD)) {
    if (queryWords.some((queryWord) => wordMatches(match[0], queryWord))) {
      matches.push({ start: match.index, end: match.index + match[0].length });
    }
  }
  return matches;
}

/** True when `a` and `b` differ by at most one insertion, deletion or substitution (Levenshtein distance ≤ 1). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > MAX_EDIT_DISTANCE) return false;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < short.length && j < long.length) {
    if (short[i] === long[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > MAX_EDIT_DISTANCE) return false;
    if (short.length === long.length) i++;
    j++;
  }
  return edits + (long.length - j) + (short.length - i) <= MAX_EDIT_DISTANCE;
}
