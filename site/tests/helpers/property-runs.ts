/**
 * Cases per property test: 1,000 in `npm test`, 10,000 in `npm run test:deep` (PROPERTY_RUNS=10000), so the everyday
 * suite stays fast and the deep run still searches widely.
 */
export const PROPERTY_RUNS = readRuns(process.env.PROPERTY_RUNS);

function readRuns(value: string | undefined): number {
  if (value === undefined || value === '') return 1_000;
  const runs = Number(value);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`PROPERTY_RUNS must be a whole number above 0, not "${value}"`);
  return runs;
}

/**
 * Pages of the synthetic site on which the search engine is compared with the MiniSearch reference: 40 in `npm test`,
 * 120 in `npm run test:deep`. Compiling the site is most of that test's time.
 */
export const SYNTHETIC_SITE_PAGES = PROPERTY_RUNS >= 10_000 ? 120 : 40;
