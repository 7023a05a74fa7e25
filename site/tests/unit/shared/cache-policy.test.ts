import { describe, expect, it } from 'vitest';
import { cacheControl, staticFileCacheKind, type CacheKind } from '../../../src/shared/cache-policy.ts';

describe('cacheControl', () => {
  const cases: Array<[CacheKind, string]> = [
    ['immutable', 'public, max-age=31536000, immutable'],
    ['revalidate', 'public, max-age=0, must-revalidate'],
    ['search', 'public, max-age=300'],
    ['none', 'no-store'],
  ];
  for (const [kind, expected] of cases) it(`${kind} → ${expected}`, () => expect(cacheControl(kind)).toBe(expected));
});

describe('staticFileCacheKind', () => {
  const cases: Array<[string, string]> = [
    ['/assets/main-1a2b3c.js', 'immutable'],
    ['/docs/guides/deploy', 'revalidate'],
    ['/og/index.png', 'revalidate'],
    ['/assetsx/file.js', 'revalidate'],
  ];
  for (const [path, expected] of cases)
    it(`${path} → ${expected}`, () => expect(staticFileCacheKind(path)).toBe(expected));
});
