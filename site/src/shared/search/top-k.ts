/**
 * The best `limit` of `count` candidates (taken from `candidates`), best first: higher score first, equal scores by
 * lower id, so the order never depends on the order candidates were found. One pass keeps a sorted list of at most
 * `limit`; a candidate below the worst kept one costs a single comparison, so a common word matching most of a large
 * site is not sorted.
 */
export function selectTop(
  candidates: ArrayLike<number>,
  count: number,
  limit: number,
  scoreOf: (candidate: number) => number,
  idOf: (candidate: number) => string,
): number[] {
  const kept: number[] = [];
  const keptScores: number[] = [];
  if (limit <= 0) return kept;
  const ranksAbove = (score: number, candidate: number, at: number) =>
    score > keptScores[at]! || (score === keptScores[at]! && idOf(candidate) < idOf(kept[at]!));

  for (let i = 0; i < count; i++) {
    const candidate = candidates[i]!;
    const score = scoreOf(candidate);
    if (kept.length === limit && !ranksAbove(score, candidate, limit - 1)) continue;
    let at = kept.length;
    while (at > 0 && ranksAbove(score, candidate, at - 1)) at--;
    kept.splice(at, 0, candidate);
    keptScores.splice(at, 0, score);
    if (kept.length > limit) {
      kept.pop();
      keptScores.pop();
    }
  }
  return kept;
}
