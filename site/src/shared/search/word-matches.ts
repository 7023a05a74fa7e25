import type { QueryWord } from './query-plan.ts';
import { RANKING } from './ranking.ts';
import { lemma } from './stem.ts';
import { findTerm, fuzzyTerms, prefixRange, type TermDictionary } from './term-dictionary.ts';

/**
 * Which index terms a planned query word matches, and how strongly (weights in ranking.ts): exact 1; prefix and fuzzy,
 * both shrinking as the indexed word grows away from the typed one; with word forms on, a plural of the typed word 1 and
 * another form of it nearly 1 ("publish" finds the heading "Publishing" almost as if typed so, not as a mere prefix).
 */
const {
  prefix: PREFIX_WEIGHT,
  prefixGrowth: GROWTH,
  fuzzy: FUZZY_WEIGHT,
  otherForm: OTHER_FORM_WEIGHT,
} = RANKING.match;

/** Whether `indexed` is `typed` with a plural ending ("templates" for "template", "classes" for "class"). */
export function isPluralOf(indexed: string, typed: string): boolean {
  return indexed === `${typed}s` || indexed === `${typed}es`;
}

/** The most letters an ending adds to a word: "-ing" and a doubled consonant ("log" → "logging"). */
const MAX_ENDING = 4;

/** Whether `indexed`, which starts with `typed`, is another form of the same word ("publishing" for "publish"). */
export function isFormOf(indexed: string, typed: string): boolean {
  return indexed.length - typed.length <= MAX_ENDING && lemma(indexed) === lemma(typed);
}

export interface WordMatcher {
  /**
   * Calls `keep(term, weight)` for the index terms a query word matches: exact, prefix, fuzzy or another spelling. A
   * word typed one way names each index term once (a prefix match is not also fuzzy); other spellings can name one
   * again. `anchored`: another word of the query matched as typed (a word alone that is a word of its own takes no
   * edit).
   */
  forEachMatch(word: QueryWord, keep: (term: number, weight: number) => void, anchored?: boolean): void;
  /** Whether a query word is in the index as typed or begins an indexed word (no edit needed). */
  matchesAsTyped(word: QueryWord): boolean;
  /** The index terms a query word matches, each once with its best weight. */
  matchWord(word: QueryWord, anchored?: boolean): Map<number, number>;
}

/**
 * `wordForms` off: no plural rule and no rule for words alone (words match as MiniSearch matches them). `ownWords`: words
 * of the language one edit from an index term (index-file.ts), which typed alone mean themselves.
 */
export function createWordMatcher(
  terms: readonly string[],
  dictionary: TermDictionary,
  wordForms: boolean,
  ownWords: ReadonlySet<string> = new Set(),
): WordMatcher {
  const matcher: WordMatcher = {
    forEachMatch(word: QueryWord, keep: (term: number, weight: number) => void, anchored = true) {
      for (const queryTerm of word.terms) {
        const exact = findTerm(terms, queryTerm.term);
        if (exact !== -1) keep(exact, queryTerm.boost);
        const prefixed = queryTerm.prefix ? prefixRange(terms, queryTerm.term) : { start: 0, end: 0 };
        for (let term = prefixed.start; term < prefixed.end; term++) {
          if (term === exact) continue;
          const length = terms[term]!.length;
          // The plural of the word typed is the word itself ("template" finds "Templates" at full weight), and
          // another form of it nearly so ("publish" finds "Publishing").
          if (wordForms && isPluralOf(terms[term]!, queryTerm.term)) keep(term, queryTerm.boost);
          else if (wordForms && isFormOf(terms[term]!, queryTerm.term)) keep(term, queryTerm.boost * OTHER_FORM_WEIGHT);
          else
            keep(
              term,
              queryTerm.boost * ((PREFIX_WEIGHT * length) / (length + GROWTH * (length - queryTerm.term.length))),
            );
        }
        // A word typed alone that is a word of its own ("helm") is what the reader meant, not a typo of its neighbour
        // ("help"); beside a word that matched as typed, context makes a typo likely ("quick sart").
        const ownWord = wordForms && !anchored && ownWords.has(queryTerm.term);
        if (queryTerm.maxEdits > 0 && !ownWord) {
          fuzzyTerms(dictionary, queryTerm.term, queryTerm.maxEdits, (term, distance) => {
            if (distance === 0 || (term >= prefixed.start && term < prefixed.end)) return;
            const length = terms[term]!.length;
            keep(term, queryTerm.boost * ((FUZZY_WEIGHT * length) / (length + distance)));
          });
        }
      }
    },

    matchesAsTyped(word: QueryWord): boolean {
      return word.terms.some(
        (queryTerm) =>
          findTerm(terms, queryTerm.term) !== -1 ||
          (queryTerm.prefix && prefixRange(terms, queryTerm.term).end > prefixRange(terms, queryTerm.term).start),
      );
    },

    matchWord(word: QueryWord, anchored = true): Map<number, number> {
      const matched = new Map<number, number>();
      matcher.forEachMatch(
        word,
        (term, weight) => {
          if (weight > (matched.get(term) ?? 0)) matched.set(term, weight);
        },
        anchored,
      );
      return matched;
    },
  };
  return matcher;
}
