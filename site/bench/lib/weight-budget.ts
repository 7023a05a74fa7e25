/**
 * The arithmetic of `npm run bench:generated-weight` (bench/generated-weight.ts), kept pure so that it is tested
 * (bench/tests/weight-budget.test.ts): the budget of the generated web app against Better-T-Stack's, and the Worker's
 * upload size read from `wrangler deploy --dry-run`.
 */

/**
 * Flarekit's first-load JavaScript + CSS may be at most this share of the peer's: room for Tailwind CSS and the
 * ui components beside React and the router (site/content/DECISIONS.md, "Styling").
 */
export const WEIGHT_BUDGET_RATIO = 0.75;

/** First-load bytes of a home page, each response re-compressed with gzip level 6. */
export interface FirstLoadWeight {
  jsGzip: number;
  cssGzip: number;
}

export interface WeightComparison {
  /** Flarekit's JS + CSS ÷ the peer's JS + CSS. */
  ratio: number;
  jsRatio: number;
  /** null when the peer loads no CSS. */
  cssRatio: number | null;
  limit: number;
  withinBudget: boolean;
}

/** Compares Flarekit's first load with the peer's: within budget when JS + CSS is at most `limit` of the peer's. */
export function compareWeights(
  flarekit: FirstLoadWeight,
  peer: FirstLoadWeight,
  limit = WEIGHT_BUDGET_RATIO,
): WeightComparison {
  const total = (weight: FirstLoadWeight) => weight.jsGzip + weight.cssGzip;
  if (total(peer) <= 0 || peer.jsGzip <= 0) throw new Error('the peer loaded no JavaScript: nothing to compare with');
  const ratio = total(flarekit) / total(peer);
  return {
    ratio,
    jsRatio: flarekit.jsGzip / peer.jsGzip,
    cssRatio: peer.cssGzip > 0 ? flarekit.cssGzip / peer.cssGzip : null,
    limit,
    withinBudget: ratio <= limit,
  };
}

/** A ratio as a percentage with one decimal: 0.5923 → "59.2 %". */
export const percent = (ratio: number) => `${(ratio * 100).toFixed(1)} %`;

export interface UploadSize {
  /** KiB as wrangler prints them (1,024 bytes). */
  totalKiB: number;
  gzipKiB: number;
}

/** Reads "Total Upload: 2776.06 KiB / gzip: 483.08 KiB" from the output of `wrangler deploy --dry-run`. */
export function parseUploadSize(output: string): UploadSize {
  const match = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(output);
  if (!match) throw new Error(`no "Total Upload: … / gzip: …" line in wrangler's output:\n${output.slice(-2000)}`);
  return { totalKiB: Number(match[1]), gzipKiB: Number(match[2]) };
}
