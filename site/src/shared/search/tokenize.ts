/**
 * Tokenizer shared by the index and the queries, tuned for technical docs: a compound word such as a flag
 * (`--no-auth`), an environment variable (`BETTER_AUTH_SECRET`), a file (`wrangler.jsonc`), a package
 * (`@tanstack/react-query`) or an identifier (`createDb`) is indexed whole *and* as its parts, so readers find it both
 * as typed and by any of its words. Numbers (`8787`) are words too.
 */
const WORD = /[\p{L}\p{N}_]+(?:[-./:@'][\p{L}\p{N}_]+)*/gu;
const JOINERS = /[-./:@'_]+/;
const CAMEL_BOUNDARY = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})/u;
/** The runs between joiners. */
const PART = /[^-./:@'_]+/gu;

export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const [word] of text.matchAll(WORD)) {
    const parts = splitCompound(word);
    if (parts.length > 1) tokens.push(word);
    tokens.push(...parts);
  }
  return tokens;
}

function splitCompound(word: string): string[] {
  return word
    .split(JOINERS)
    .flatMap((part) => part.split(CAMEL_BOUNDARY))
    .filter(Boolean);
}

/** A word of a query as typed, lowercase: whole (`no-auth`) and its parts (`no`, `auth`; the word itself when single). */
export interface TypedWord {
  whole: string;
  parts: string[];
}

/** A possessive ending ("user's", "other’s"): the reader means the word, not a compound of it and "s". */
const POSSESSIVE = /['\u2019]s(?![\p{L}\p{N}_])/giu;

export function queryWords(query: string): TypedWord[] {
  return [...query.replace(POSSESSIVE, '').matchAll(WORD)].map(([word]) => ({
    whole: word.toLowerCase(),
    parts: splitCompound(word).map((part) => part.toLowerCase()),
  }));
}

/** A word of a text where it stands, with its parts where they stand (one part, the word itself, when it is single). */
export interface WordSpan {
  start: number;
  end: number;
  parts: Array<{ start: number; end: number }>;
}

/** The words of a text with their positions, split as the index splits them, for highlighting. */
export function wordSpans(text: string): WordSpan[] {
  const spans: WordSpan[] = [];
  for (const match of text.matchAll(WORD)) {
    const start = match.index;
    const parts: WordSpan['parts'] = [];
    for (const piece of match[0].matchAll(PART)) {
      let at = start + piece.index;
      for (const part of piece[0].split(CAMEL_BOUNDARY)) {
        parts.push({ start: at, end: at + part.length });
        at += part.length;
      }
    }
    spans.push({ start, end: start + match[0].length, parts });
  }
  return spans;
}

/**
 * Words that carry no meaning in a docs query: question words and filler ("how do I get my app to deploy" → "app",
 * "deploy"), so they do not drown the content words. Never "no" or "not", which flags use.
 */
export const STOP_WORDS = new Set([
  'a',
  'am',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'can',
  'could',
  'did',
  'do',
  'does',
  'for',
  'from',
  'get',
  'has',
  'have',
  'how',
  'i',
  'if',
  'in',
  'into',
  'is',
  'it',
  'its',
  'me',
  'my',
  'need',
  'of',
  'on',
  'or',
  'our',
  'should',
  'so',
  'that',
  'the',
  'there',
  'this',
  'to',
  'use',
  'using',
  'want',
  'was',
  'we',
  'what',
  'when',
  'where',
  'which',
  'who',
  'why',
  'will',
  'with',
  'would',
  'you',
  'your',
]);

export function isStopWord(lowercaseWord: string): boolean {
  return STOP_WORDS.has(lowercaseWord);
}

/** Lowercases a token; stop words are dropped (null). */
export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return STOP_WORDS.has(lower) ? null : lower;
}
