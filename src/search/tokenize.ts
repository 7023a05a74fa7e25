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
    const parts = word.split(JOINERS).flatMap((part) => part.split(CAMEL_BOUNDARY)).filter(Boolean);
    if (parts.length > 1) tokens.push(word);
    tokens.push(...parts);
  }
  return tokens;
}

/** Words that carry no meaning in a docs query ("how do I deploy" → "deploy"); never "no" or "not", which flags use. */
export const STOP_WORDS = new Set([
  'a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'can', 'do', 'does', 'for', 'from', 'how', 'i', 'in', 'is', 'it', 'me',
  'my', 'of', 'on', 'or', 'should', 'that', 'the', 'this', 'to', 'we', 'what', 'when', 'where', 'which', 'who', 'why',
  'will', 'with', 'you', 'your',
]);

/** Lowercases a token; stop words are dropped (null). */
export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return STOP_WORDS.has(lower) ? null : lower;
}
