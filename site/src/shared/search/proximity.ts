import { RANKING } from './ranking.ts';

/**
 * Whether a text says the query's words together. A question such as "how much cpu time can a request use" is answered
 * by the section that reads "CPU time per request", not by the one that has "CPU", "time" and "request" in three
 * different paragraphs; the index keeps no positions, so the engine reads the text of its best few records and counts
 * how many pairs of words the reader typed next to each other stand close in it. A word of the text counts for a query
 * word when it is one of the index terms the engine matched that word to (exactly, as a prefix or form, a near miss or
 * another spelling), so the text is read with the engine's own matches, not a second set of rules.
 */

/** Two query words count as said together when at most this many words separate them in the text, plus one. */
export const MAX_GAP = RANKING.proximity.maxGap;

/** The most typed words a query can have for this: one bit each in a 32-bit mask. */
export const MAX_TYPED_WORDS = 32;

/** Letters and digits (and any non-ASCII character, which the rare non-English word needs) make words. */
function isWordCode(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code > 127;
}

/** An ASCII capital letter's small letter; any other code as it is. */
const lowerCode = (code: number) => (code >= 65 && code <= 90 ? code + 32 : code);

/**
 * Reads texts for one query. `wordsOfTerm` maps each index term the typed words matched to those words as bits (bit i
 * for typed word i). The answer's function gives, for a record's texts read in turn (its heading, then its section),
 * the share from 0 to 1 of the `typedCount - 1` pairs of adjacent typed words (word i and word i + 1) that stand within
 * MAX_GAP words of each other, in either order. A text is split at every character that is not a letter or a digit, so
 * a compound counts by its parts (`wrangler.jsonc`, `no-auth`).
 */
export function pairReader(
  wordsOfTerm: ReadonlyMap<string, number>,
  typedCount: number,
): (...texts: string[]) => number {
  const count = Math.min(typedCount, MAX_TYPED_WORDS);
  const pairs = count - 1;
  // Most words of a text match nothing: they are passed over by their first letter and length before any lookup.
  const firstCodes = new Uint8Array(128);
  let anyNonAscii = false;
  let shortest = Infinity;
  let longest = 0;
  for (const term of wordsOfTerm.keys()) {
    const first = term.charCodeAt(0);
    if (first < 128) firstCodes[first] = 1;
    else anyNonAscii = true;
    shortest = Math.min(shortest, term.length);
    longest = Math.max(longest, term.length);
  }
  /** Where each typed word was last seen, as a word number; the pairs found (bit i: words i and i + 1), and how many. */
  const lastSeen = new Array<number>(Math.max(count, 0));
  let pairMask = 0;
  let together = 0;
  let position = 0;

  /** A word of the text at `position` that matched the typed words in `mask`. */
  const seen = (mask: number) => {
    for (let word = 0; word < count; word++) {
      if ((mask & (1 << word)) === 0) continue;
      lastSeen[word] = position;
      if (word > 0 && position - lastSeen[word - 1]! <= MAX_GAP && (pairMask & (1 << (word - 1))) === 0) {
        pairMask |= 1 << (word - 1);
        together++;
      }
      if (word + 1 < count && position - lastSeen[word + 1]! <= MAX_GAP && (pairMask & (1 << word)) === 0) {
        pairMask |= 1 << word;
        together++;
      }
    }
  };

  /** Reads one text on from `position`; false once every pair is found. */
  const read = (text: string): boolean => {
    let start = -1;
    for (let at = 0; at <= text.length; at++) {
      if (at < text.length && isWordCode(text.charCodeAt(at))) {
        if (start === -1) start = at;
        continue;
      }
      if (start === -1) continue;
      const length = at - start;
      const first = lowerCode(text.charCodeAt(start));
      const candidate =
        length >= shortest && length <= longest && (first < 128 ? firstCodes[first] === 1 : anyNonAscii);
      // Only a word that may match is copied and lowercased.
      const mask = candidate ? (wordsOfTerm.get(text.slice(start, at).toLowerCase()) ?? 0) : 0;
      start = -1;
      if (mask !== 0) {
        seen(mask);
        if (together === pairs) return false;
      }
      position++;
    }
    return true;
  };

  return (...texts) => {
    if (pairs < 1) return 0;
    lastSeen.fill(-Infinity);
    pairMask = 0;
    together = 0;
    position = 0;
    for (const text of texts) if (!read(text)) break;
    return together / pairs;
  };
}
