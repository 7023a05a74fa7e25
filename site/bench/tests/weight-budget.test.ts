import { describe, expect, it } from 'vitest';
import { compareWeights, parseUploadSize, percent, WEIGHT_BUDGET_RATIO } from '../lib/weight-budget.ts';

const KiB = 1024;

describe('generated app weight budget', () => {
  it('compares JS + CSS with the peer and checks the 75 % budget', () => {
    const comparison = compareWeights({ jsGzip: 118.7 * KiB, cssGzip: 0 }, { jsGzip: 200.5 * KiB, cssGzip: 12 * KiB });
    expect(comparison.ratio).toBeCloseTo(118.7 / 212.5);
    expect(comparison.jsRatio).toBeCloseTo(118.7 / 200.5);
    expect(comparison.cssRatio).toBe(0);
    expect(comparison.limit).toBe(WEIGHT_BUDGET_RATIO);
    expect(comparison.withinBudget).toBe(true);
  });

  it('allows exactly the limit and refuses anything above it', () => {
    expect(compareWeights({ jsGzip: 65, cssGzip: 10 }, { jsGzip: 80, cssGzip: 20 }).withinBudget).toBe(true);
    expect(compareWeights({ jsGzip: 65, cssGzip: 11 }, { jsGzip: 80, cssGzip: 20 }).withinBudget).toBe(false);
    expect(compareWeights({ jsGzip: 70, cssGzip: 0 }, { jsGzip: 100, cssGzip: 0 }, 0.7).withinBudget).toBe(true);
  });

  it('has no CSS ratio when the peer loads no CSS, and refuses a peer without JavaScript', () => {
    expect(compareWeights({ jsGzip: 10, cssGzip: 5 }, { jsGzip: 100, cssGzip: 0 }).cssRatio).toBeNull();
    expect(() => compareWeights({ jsGzip: 10, cssGzip: 0 }, { jsGzip: 0, cssGzip: 0 })).toThrow(/no JavaScript/);
  });

  it('prints ratios as percentages', () => {
    expect(percent(0.5923)).toBe('59.2 %');
    expect(percent(0.6)).toBe('60.0 %');
  });
});

describe("wrangler's upload size", () => {
  it('reads the total and gzip sizes of a dry run', () => {
    const output = [
      ' ⛅️ wrangler 4.151.0',
      '───────────────────',
      'Total Upload: 2776.06 KiB / gzip: 483.08 KiB',
      'Your Worker has access to the following bindings:',
      '--dry-run: exiting now.',
    ].join('\n');
    expect(parseUploadSize(output)).toEqual({ totalKiB: 2776.06, gzipKiB: 483.08 });
  });

  it('fails on output without the line', () => {
    expect(() => parseUploadSize('✘ [ERROR] Could not resolve "cloudflare:workers"')).toThrow(/Total Upload/);
  });
});
