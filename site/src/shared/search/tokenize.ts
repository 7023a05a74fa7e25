/**
 * Tokenizer shared by the index and the queries, tuned for technical docs: a compound word such as a flag
 * (`--no-auth`), an environment variable (`BETTER_AUTH_SECRET`), a file (`wrangler.jsonc`), a package
 * (`@tanstack/react-query`) or an identifier (`createDb`) is indexed whole *and* as its parts, so readers find it both
 * as typed and by any of its words. Numbers (`8787`) are words too.
 */
const WORD = /[\p{L}\p{N}_]+(?:[-./:@'][\p{L}\p{N}_]+)*/gu;
const JOINERS = /[-./:@'_]+/;
const CAMEL_BOUNDARY = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})/u;

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
  return word.split(JOINERS).flatMap((part) => part.split(CAMEL_BOUNDARY)).filter(Boolean);
}

/** How the words of a query were typed: whole compounds (`no-auth`), and words typed only as their parts (`no`, `auth`). */
export interface QueryWords {
  compounds: Set<string>;
  partsOnly: Set<string>;
}

/**
 * Sorts the lowercase words of a query: the search weighs a compound the reader typed above its parts, so `--no-auth`
 * finds the flag first and pages about authentication after. A part also typed on its own is not "parts only".
 */
export function classifyQueryWords(query: string): QueryWords {
  const compounds = new Set<string>();
  const partsOnly = new Set<string>();
  const whole = new Set<string>();
  for (const [word] of query.matchAll(WORD)) {
    const split = splitCompound(word);
    if (split.length > 1) {
      compounds.add(word.toLowerCase());
      for (const part of split) partsOnly.add(part.toLowerCase());
    } else {
      whole.add(word.toLowerCase());
    }
  }
  for (const word of whole) partsOnly.delete(word);
  return { compounds, partsOnly };
}

/** Words that carry no meaning in a docs query ("how do I deploy" → "deploy"); never "no" or "not", which flags use. */
export const STOP_WORDS = new Set([
  'a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'can', 'do', 'does', 'for', 'from', 'how', 'i', 'in', 'is', 'it', 'me',
  'my', 'need', 'of', 'on', 'or', 'should', 'that', 'the', 'this', 'to', 'we', 'what', 'when', 'where', 'which', 'who', 'why',
  'will', 'with', 'you', 'your',
]);

/** Lowercases a token; stop words are dropped (null). */
export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return STOP_WORDS.has(lower) ? null : lower;
}
