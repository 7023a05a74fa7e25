import { describe, expect, it } from 'vitest';
import { brotliQuality, LARGE_SITE_BYTES } from '../../../src/build/precompress.ts';

describe('brotliQuality', () => {
  const cases: Array<[string, number, number]> = [
    ['docs/a/b.html', 5 * 2 ** 20, 11],
    ['docs/a/b.html', LARGE_SITE_BYTES, 11],
    ['docs/a/b.html', LARGE_SITE_BYTES + 1, 5],
    ['llms-full.txt', 2 ** 31, 5],
    ['assets/client-abc123.js', 2 ** 31, 11],
    ['assets/code-abc123.css', 5 * 2 ** 20, 11],
  ];
  for (const [file, total, quality] of cases)
    it(`${file} in ${total} bytes of text → ${quality}`, () => expect(brotliQuality(file, total)).toBe(quality));
});
