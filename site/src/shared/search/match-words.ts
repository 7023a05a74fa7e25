import { MIN_HIGHLIGHT_WORD_LENGTH, termMatches, type QueryTerm } from './match-policy.ts';
import { planQuery } from './query-plan.ts';
import { wordSpans } from './tokenize.ts';

/**
 * Which words of a text match a query, for highlighting: the query planned exactly as the engine plans it (same
 * tokenizer, stop words, compounds, synonyms), matched word by word with the engine's rule (`termMatches`), so what the
 * engine found is what gets highlighted. Spec section 5: only query words of 3 or more characters count.
 */
export interface WordMatch {
  start: number;
  end: number;
}

/** The query's terms worth highlighting: every spelling the engine searches that has at least 3 characters. */
export function highlightTerms(query: string): QueryTerm[] {
  const terms = planQuery(query).flatMap((word) => word.terms);
  return terms.filter((term) => [...term.term].length >= MIN_HIGHLIGHT_WORD_LENGTH);
}

/**
 * Positions of the words of `text` that match one of `terms` (from `highlightTerms`): a compound (`sign-in`,
 * `BETTER_AUTH_SECRET`) matched whole is marked whole, otherwise each of its parts that matches.
 */
export function findMatches(text: string, terms: readonly QueryTerm[]): WordMatch[] {
  if (terms.length === 0) return [];
  const matches: WordMatch[] = [];
  const matchesAny = (start: number, end: number) => {
    const word = text.slice(start, end).toLowerCase();
    return terms.some((term) => termMatches(word, term));
  };
  for (const span of wordSpans(text)) {
    if (matchesAny(span.start, span.end)) {
      matches.push({ start: span.start, end: span.end });
      continue;
    }
    if (span.parts.length < 2) continue;
    for (const part of span.parts) if (matchesAny(part.start, part.end)) matches.push(part);
  }
  return matches;
}
