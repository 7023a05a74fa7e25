/**
 * A light English stem for query words: the plural, past and -ing endings a reader types where the pages use another
 * form ("tags" for "tag", "viewed" for "view", "served" for "serve"). The engine searches the stem as a prefix beside
 * the word as typed, so "viewed" finds `viewCount` and "endpoints" finds "endpoint". Only these endings, only on words
 * of 5 letters or more, and never below 3 letters: a short or unusual word is left as typed. A consonant doubled before
 * -ed or -ing is undoubled, as Porter's stemmer does ("logged" → "log", "setting" → "set"), except l, s and z, which
 * English doubles in the stem itself ("called", "passed"), and where it would leave fewer than 3 letters ("added").
 */
const ENDINGS: ReadonlyArray<[ending: string, replacement: string]> = [
  ['ies', 'y'],
  ['sses', 'ss'],
  ['ing', ''],
  ['ed', ''],
  ['es', ''],
  ['s', ''],
];
const MIN_WORD = 5;
const MIN_STEM = 3;
/** A doubled final consonant other than l, s and z. */
const DOUBLED = /([bcdfghjkmnpqrtvwxy])\1$/;

/** The stem of a lowercase word, or undefined when it has none of the endings (or is too short to trust one). */
export function stem(word: string): string | undefined {
  if (word.length < MIN_WORD || !/^[a-z]+$/.test(word)) return undefined;
  if (word.endsWith('ss') || word.endsWith('us') || word.endsWith('is')) return undefined;
  for (const [ending, replacement] of ENDINGS) {
    if (!word.endsWith(ending)) continue;
    let base = word.slice(0, word.length - ending.length) + replacement;
    if ((ending === 'ed' || ending === 'ing') && base.length > MIN_STEM && DOUBLED.test(base)) base = base.slice(0, -1);
    // "served" → "serv": the prefix search then finds serve, server and served alike
    return base.length >= MIN_STEM ? base.replace(/e$/, '') || base : undefined;
  }
  return undefined;
}

/**
 * The word a form comes from, for comparing two forms: the stem without a final e, or the word itself ("publishing",
 * "published" and "publish" → "publish"; "configured" and "configure" → "configur").
 */
export function lemma(word: string): string {
  return (stem(word) ?? word).replace(/e$/, '');
}
