/**
 * The one random split of the reader query set into a tuning half and a held-out half. It was drawn once, when the set
 * was written and before any of its queries had been run, and each query's half is recorded in reader-queries.ts; this
 * function is kept so the record can be checked against the draw (a unit test does), never to redraw it.
 */
export const SPLIT_SEED = 20261123;

/** mulberry32: a small seeded generator, so the draw is the same on every machine and Node version. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher–Yates shuffle of the positions 0..count-1 with the seed; the first half of the shuffle is held out. */
export function drawHeldOut(count: number, seed = SPLIT_SEED): Set<number> {
  const random = mulberry32(seed);
  const order = Array.from({ length: count }, (_, i) => i);
  for (let i = count - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return new Set(order.slice(0, Math.ceil(count / 2)));
}
