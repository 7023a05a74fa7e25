import { planQuery, type QueryWord } from './query-plan.ts';
import { fuzzyTerms, type TermDictionary } from './term-dictionary.ts';
import { isStopWord, queryWords } from './tokenize.ts';

/**
 * "Did you mean": for a query with a word the index does not hold even within the search's one edit, the nearest
 * index words within two edits (the same edit distance, swaps counting one), most common first, each put in place of
 * the unmatched words. Only plain words are offered, never identifiers or numbers.
 */
export const SUGGESTION_EDITS = 2;
export const SUGGESTABLE = /^\p{L}[\p{L}\p{N}]{2,}$/u;

export interface SuggestionSource {
  /** Whether the index holds a match for this planned word. */
  matches(word: QueryWord): boolean;
  /** Up to `count` index words near `word`, best first. */
  nearest(word: string, count: number): string[];
}

export function suggestQueries(query: string, limit: number, source: SuggestionSource): string[] {
  const typed = queryWords(query).map((word) => word.whole);
  const candidates = new Map<number, string[]>();
  typed.forEach((word, position) => {
    if (isStopWord(word) || !SUGGESTABLE.test(word)) return;
    if (planQuery(word).some((planned) => source.matches(planned))) return;
    const near = source.nearest(word, limit);
    if (near.length > 0) candidates.set(position, near);
  });
  if (candidates.size === 0) return [];
  const count = Math.max(...[...candidates.values()].map((near) => near.length));
  const suggestions = new Set<string>();
  for (let rank = 0; rank < count && suggestions.size < limit; rank++) {
    suggestions.add(
      typed
        .map(
          (word, position) => candidates.get(position)?.[Math.min(rank, candidates.get(position)!.length - 1)] ?? word,
        )
        .join(' '),
    );
  }
  return [...suggestions];
}

/** Up to `count` plain index words within SUGGESTION_EDITS of `word`: nearest first, then the most common. */
export function nearestTerms(
  dictionary: TermDictionary,
  frequencyOf: (term: number) => number,
  word: string,
  count: number,
): string[] {
  const { terms } = dictionary;
  const near: Array<{ term: string; distance: number; frequency: number }> = [];
  fuzzyTerms(dictionary, word, SUGGESTION_EDITS, (term, distance) => {
    if (distance > 0 && SUGGESTABLE.test(terms[term]!))
      near.push({ term: terms[term]!, distance, frequency: frequencyOf(term) });
  });
  near.sort((a, b) => a.distance - b.distance || b.frequency - a.frequency || (a.term < b.term ? -1 : 1));
  return near.slice(0, count).map((candidate) => candidate.term);
}
