/**
 * The index's terms, sorted by UTF-16 code unit (JavaScript's `<` on strings): a term's number is its position. Exact,
 * prefix and fuzzy lookups are binary searches and one walk of the sorted list, so the dictionary is a plain array of
 * strings rather than a tree of objects.
 */

/** The position of the first term not below `key` (terms.length when every term is below it). */
function lowerBound(terms: readonly string[], key: string, from = 0): number {
  let lo = from;
  let hi = terms.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (terms[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The number of `term`, or -1 when the index does not hold it. */
export function findTerm(terms: readonly string[], term: string): number {
  const at = lowerBound(terms, term);
  return terms[at] === term ? at : -1;
}

/** The terms that start with `prefix` (the prefix itself included) are the numbers from `start` up to, not including, `end`. */
export function prefixRange(terms: readonly string[], prefix: string, from = 0): { start: number; end: number } {
  const start = lowerBound(terms, prefix, from);
  // Past `start`, a term either starts with the prefix or sorts after every term that does.
  let lo = start;
  let hi = terms.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (terms[mid]!.startsWith(prefix)) lo = mid + 1;
    else hi = mid;
  }
  return { start, end: lo };
}

/** The sorted terms with what the fuzzy walk needs to skip a subtree: see `createTermDictionary`. */
export interface TermDictionary {
  terms: readonly string[];
  /** For each term, how many leading UTF-16 code units it shares with the term before it (capped at 255; the first 0). */
  shared: Uint8Array;
  /** `skip[(depth - 1) * terms.length + i]`: the first term after i that shares fewer than `depth` characters with it. */
  skip: Uint32Array;
}

/** Jumps are kept for prefixes up to this long (where a walk for 1 or 2 typos mostly stops); deeper ones are scanned. */
const SKIP_DEPTHS = 4;

/**
 * Prepares the sorted terms for fuzzy matching. The terms under a prefix of length d that starts at term i are the run
 * after i whose shared length is at least d, so a subtree is skipped by one jump (short prefixes) or by reading bytes
 * (longer ones), never by comparing strings.
 */
export function createTermDictionary(terms: readonly string[]): TermDictionary {
  const count = terms.length;
  const shared = new Uint8Array(count);
  for (let i = 1; i < count; i++) {
    const previous = terms[i - 1]!;
    const term = terms[i]!;
    const limit = Math.min(previous.length, term.length, 255);
    let length = 0;
    while (length < limit && previous.charCodeAt(length) === term.charCodeAt(length)) length++;
    shared[i] = length;
  }
  const skip = new Uint32Array(SKIP_DEPTHS * count);
  for (let depth = 1; depth <= SKIP_DEPTHS; depth++) {
    const row = (depth - 1) * count;
    let next = count;
    for (let i = count - 1; i >= 0; i--) {
      skip[row + i] = next;
      if (shared[i]! < depth) next = i;
    }
  }
  return { terms, shared, skip };
}

/**
 * Calls `visit(term number, distance)` for every term within `maxDistance` edits of `query` (optimal string alignment,
 * as in edit-distance.ts: insertions, deletions, substitutions and swaps of two adjacent UTF-16 code units), the query
 * itself included at distance 0, in term order.
 *
 * The sorted list is walked as the trie it implies: one row of the edit-distance table per character, rows shared with
 * the previous term kept, and every term under a prefix whose row is already past `maxDistance` skipped at once. Only
 * the band of each row within `maxDistance` of the diagonal is computed; the cells outside it stay at maxDistance + 1,
 * a bound the true values never go below. A swap reads the row two above, which belongs to the same prefix; a row's
 * minimum still never falls below the one before it, so pruning stays exact.
 */
export function fuzzyTerms(
  { terms, shared, skip }: TermDictionary,
  query: string,
  maxDistance: number,
  visit: (term: number, distance: number) => void,
): void {
  const columns = query.length + 1;
  const maxLength = query.length + maxDistance;
  const outside = maxDistance + 1;
  const rows = new Uint16Array((maxLength + 1) * columns).fill(outside);
  for (let j = 0; j < columns; j++) rows[j] = j;
  for (let row = 1; row <= maxLength; row++) rows[row * columns] = row;
  /** Rows 1..validRows hold the table for the first validRows characters of the previous term. */
  let validRows = 0;

  let index = 0;
  while (index < terms.length) {
    const term = terms[index]!;
    const depth = Math.min(validRows, shared[index]!, term.length);

    let prunedAt = -1;
    const last = Math.min(term.length, maxLength);
    for (let row = depth + 1; row <= last; row++) {
      const char = term.charCodeAt(row - 1);
      const previousChar = row > 1 ? term.charCodeAt(row - 2) : -1;
      const here = row * columns;
      const above = here - columns;
      let minimum = row <= maxDistance ? row : outside;
      const end = Math.min(columns - 1, row + maxDistance);
      for (let j = Math.max(1, row - maxDistance); j <= end; j++) {
        const substitute = rows[above + j - 1]! + (char === query.charCodeAt(j - 1) ? 0 : 1);
        const remove = rows[above + j]! + 1;
        const insert = rows[here + j - 1]! + 1;
        let distance =
          substitute < remove ? (substitute < insert ? substitute : insert) : remove < insert ? remove : insert;
        // Two adjacent characters swapped: one edit from the row two above (optimal string alignment).
        if (row > 1 && j > 1 && char === query.charCodeAt(j - 2) && previousChar === query.charCodeAt(j - 1)) {
          const swap = rows[above - columns + j - 2]! + 1;
          if (swap < distance) distance = swap;
        }
        rows[here + j] = distance;
        if (distance < minimum) minimum = distance;
      }
      if (minimum > maxDistance) {
        prunedAt = row;
        break;
      }
    }

    if (prunedAt === -1 && term.length > maxLength) prunedAt = maxLength + 1;
    if (prunedAt !== -1) {
      // No term that starts with these characters can come within maxDistance: skip them all.
      validRows = prunedAt - 1;
      if (prunedAt <= SKIP_DEPTHS) {
        index = skip[(prunedAt - 1) * terms.length + index]!;
      } else {
        index++;
        while (index < terms.length && shared[index]! >= prunedAt) index++;
      }
      continue;
    }
    validRows = term.length;
    const distance =
      Math.abs(term.length - query.length) <= maxDistance ? rows[term.length * columns + columns - 1]! : outside;
    if (distance <= maxDistance) visit(index, distance);
    index++;
  }
}
