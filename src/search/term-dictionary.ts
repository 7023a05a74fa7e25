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

/**
 * Calls `visit(term number, distance)` for every term within `maxDistance` edits (Levenshtein: insertions, deletions,
 * substitutions of UTF-16 code units) of `query`, the query itself included at distance 0, in term order.
 *
 * The sorted list is walked as the trie it implies: one row of the edit-distance table per character, rows shared with
 * the previous term kept, and every term under a prefix whose row is already past `maxDistance` skipped at once.
 */
export function fuzzyTerms(terms: readonly string[], query: string, maxDistance: number, visit: (term: number, distance: number) => void): void {
  const columns = query.length + 1;
  const maxLength = query.length + maxDistance;
  const rows = new Uint16Array((maxLength + 1) * columns);
  for (let j = 0; j < columns; j++) rows[j] = j;
  let previous = '';
  /** Rows 0..validRows hold the table for the first validRows characters of `previous`. */
  let validRows = 0;

  let index = 0;
  while (index < terms.length) {
    const term = terms[index]!;
    let depth = 0;
    const shared = Math.min(validRows, term.length);
    while (depth < shared && term.charCodeAt(depth) === previous.charCodeAt(depth)) depth++;
    previous = term;

    let prunedAt = -1;
    const last = Math.min(term.length, maxLength);
    for (let row = depth + 1; row <= last; row++) {
      const char = term.charCodeAt(row - 1);
      const here = row * columns;
      const above = here - columns;
      rows[here] = row;
      let minimum = row;
      for (let j = 1; j < columns; j++) {
        const substitute = rows[above + j - 1]! + (char === query.charCodeAt(j - 1) ? 0 : 1);
        const remove = rows[above + j]! + 1;
        const insert = rows[here + j - 1]! + 1;
        const distance = substitute < remove ? (substitute < insert ? substitute : insert) : remove < insert ? remove : insert;
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
      index = prefixRange(terms, term.slice(0, prunedAt), index).end;
      continue;
    }
    validRows = term.length;
    const distance = rows[term.length * columns + columns - 1]!;
    if (distance <= maxDistance) visit(index, distance);
    index++;
  }
}
