import { maxEdits, type QueryTerm } from './match-policy.ts';
import { RANKING } from './ranking.ts';
import { synonymKey, synonymsOf, MAX_SYNONYM_WORDS } from './synonyms.ts';
import { stem } from './stem.ts';
import { isStopWord, queryWords } from './tokenize.ts';

/** How two words typed apart may be joined in an indexed compound. */
const JOINS = ['', '-', '_'];

export type { QueryTerm } from './match-policy.ts';

/** One thing the reader asked for: the word as typed and its other spellings; a record scores by its best matches. */
export interface QueryWord {
  /** The first is the word as typed; the rest are its synonyms, matched exactly or as a prefix. */
  terms: QueryTerm[];
  /** How many times the query has it (each time counts). */
  repeats: number;
  /**
   * Whether the reader typed it as a word of the query, in the order of `planQuery`'s answer: false for a part of a
   * compound typed whole and for two words joined into an indexed compound, which stand where their words stand.
   */
  typed: boolean;
}

const stemmed = (word: string): QueryTerm[] => {
  const base = stem(word);
  return base && base !== word ? [{ term: base, boost: RANKING.match.stem, prefix: true, maxEdits: 0 }] : [];
};

function typedTerm(term: string, boost: number, fuzzy: boolean): QueryTerm {
  return { term, boost, prefix: fuzzy && term.length >= RANKING.minPrefixLength, maxEdits: fuzzy ? maxEdits(term) : 0 };
}

/** The other spellings of a word, or of its singular when the table lists that ("questions" → "prompts"). */
function spellingsOf(key: string): string[][] {
  const spellings = synonymsOf(key);
  if (spellings.length > 0 || key.includes('-')) return spellings;
  const singular = key.endsWith('ies') ? `${key.slice(0, -3)}y` : /[^s]s$/.test(key) ? key.slice(0, -1) : undefined;
  return singular ? synonymsOf(singular) : [];
}

const alternatives = (key: string): QueryTerm[] =>
  spellingsOf(key).map((words) => {
    const term = synonymKey(words);
    return { term, boost: RANKING.match.synonym, prefix: term.length >= RANKING.minPrefixLength, maxEdits: 0 };
  });

/**
 * The words of a query as the engine searches and the highlighter marks them: tokenized like the indexed text, stop
 * words dropped. A compound typed whole (`--no-auth`) counts more, its parts less and only exactly. A spelling from the
 * synonyms table — one word or several typed apart ("log in") — becomes one query word with its other spellings.
 */
export interface PlanOptions {
  /** Whether the index holds a term: two words typed apart that it holds as one compound become one more word. */
  isIndexed?: (term: string) => boolean;
  /** Each word's stem as one more spelling (default true). */
  stems?: boolean;
}

export function planQuery(query: string, { isIndexed, stems = true }: PlanOptions = {}): QueryWord[] {
  const typed = queryWords(query);
  const planned = new Map<string, QueryWord>();
  const add = (key: string, terms: QueryTerm[], typedAs = true) => {
    const existing = planned.get(key);
    if (existing) {
      existing.repeats++;
      existing.typed ||= typedAs;
    } else planned.set(key, { terms, repeats: 1, typed: typedAs });
  };
  const typedAlone = new Set(typed.filter((word) => word.parts.length === 1).map((word) => word.parts[0]!));

  for (let i = 0; i < typed.length;) {
    // Several words typed apart that spell one entry of the synonyms table ("sign in"): one query word.
    let span = 0;
    for (let length = Math.min(MAX_SYNONYM_WORDS, typed.length - i); length >= 2; length--) {
      const parts = typed.slice(i, i + length).flatMap((word) => word.parts);
      if (synonymsOf(synonymKey(parts)).length > 0) {
        const key = synonymKey(parts);
        const partTerms = parts
          .filter((part) => !isStopWord(part))
          .map((part) => typedTerm(part, RANKING.match.compoundPart, false));
        add(key, [typedTerm(key, 1, false), ...alternatives(key), ...partTerms]);
        span = length;
        break;
      }
    }
    if (span > 0) {
      i += span;
      continue;
    }
    const word = typed[i++]!;
    if (word.parts.length > 1) {
      add(word.whole, [typedTerm(word.whole, RANKING.match.compound, true), ...alternatives(synonymKey(word.parts))]);
      for (const part of word.parts) {
        if (isStopWord(part)) continue;
        // A part also typed on its own is weighed as typed.
        if (typedAlone.has(part)) add(part, [typedTerm(part, 1, true), ...alternatives(part)]);
        else add(part, [typedTerm(part, RANKING.match.compoundPart, false)], false);
      }
    } else if (!isStopWord(word.whole)) {
      add(word.whole, [
        typedTerm(word.whole, 1, true),
        ...alternatives(word.whole),
        ...(stems ? stemmed(word.whole) : []),
      ]);
    }
  }
  if (isIndexed) {
    // Two words typed apart that the index holds as one compound: the compound is one more word of the query.
    for (let i = 0; i + 1 < typed.length; i++) {
      const [first, second] = [typed[i]!, typed[i + 1]!];
      if (first.parts.length > 1 || second.parts.length > 1 || isStopWord(first.whole) || isStopWord(second.whole))
        continue;
      const joined = JOINS.map((join) => first.whole + join + second.whole).find(isIndexed);
      if (joined && !planned.has(joined)) add(joined, [typedTerm(joined, RANKING.match.joined, false)], false);
    }
  }
  return [...planned.values()];
}
