/**
 * Edit distance as search and highlighting count it: optimal string alignment, where an insertion, a deletion, a
 * substitution or a swap of two adjacent characters each cost one edit. A swapped pair ("wrnagler") is the most common
 * typo and costs two in plain Levenshtein; here it costs one, in the engine's fuzzy walk and in the highlighter alike.
 */

/** The distance between `a` and `b` when it is at most `max`, otherwise max + 1. Compares UTF-16 code units. */
export function boundedEditDistance(a: string, b: string, max: number): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const columns = b.length + 1;
  // Three rows: the one two above (for a swap), the one above, and this one.
  let before = new Uint16Array(columns);
  let above = Uint16Array.from({ length: columns }, (_, j) => j);
  let here = new Uint16Array(columns);
  for (let i = 1; i <= a.length; i++) {
    here[0] = i;
    let rowMinimum = i;
    for (let j = 1; j < columns; j++) {
      const same = a.charCodeAt(i - 1) === b.charCodeAt(j - 1);
      let distance = Math.min(above[j - 1]! + (same ? 0 : 1), above[j]! + 1, here[j - 1]! + 1);
      if (
        i > 1 &&
        j > 1 &&
        a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      ) {
        distance = Math.min(distance, before[j - 2]! + 1);
      }
      here[j] = distance;
      if (distance < rowMinimum) rowMinimum = distance;
    }
    if (rowMinimum > max) return max + 1;
    [before, above, here] = [above, here, before];
  }
  return Math.min(above[b.length]!, max + 1);
}
