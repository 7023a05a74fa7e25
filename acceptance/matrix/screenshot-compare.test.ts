import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { comparePictures, DIFF_WINDOW, MAX_WINDOW_DIFF } from './screenshot-capture.ts';

/** A white picture with the given pixels black. */
function picture(width: number, height: number, black: Array<[number, number]> = []): Buffer {
  const png = new PNG({ width, height });
  png.data.fill(255);
  for (const [x, y] of black) {
    const at = (y * width + x) * 4;
    png.data[at] = png.data[at + 1] = png.data[at + 2] = 0;
  }
  return PNG.sync.write(png);
}

/** Every pixel of a w × h block at (x, y). */
function block(x: number, y: number, w: number, h: number): Array<[number, number]> {
  return Array.from({ length: w * h }, (_, i) => [x + (i % w), y + Math.floor(i / w)] as [number, number]);
}

/** One pixel in every 40 × 40 cell: noise spread over the picture, never dense in one window. */
function scattered(width: number, height: number): Array<[number, number]> {
  const pixels: Array<[number, number]> = [];
  for (let y = 5; y < height; y += 40) for (let x = 5; x < width; x += 40) pixels.push([x, y]);
  return pixels;
}

describe('comparePictures', () => {
  const cases: Array<[string, Buffer, Buffer, RegExp | undefined]> = [
    ['isolated pixels over the whole picture', picture(400, 200), picture(400, 200, scattered(400, 200)), undefined],
    [
      `a block of ${MAX_WINDOW_DIFF} changed pixels (the most one window allows)`,
      picture(200, 100),
      picture(200, 100, block(10, 10, 17, 6)),
      undefined,
    ],
    [
      'one pixel more in the same window',
      picture(200, 100),
      picture(200, 100, [...block(10, 10, 17, 6), [10, 16]]),
      new RegExp(`^${MAX_WINDOW_DIFF + 1} of `),
    ],
    [
      'a changed word: a 40 × 12 block',
      picture(200, 100),
      picture(200, 100, block(50, 40, 40, 12)),
      new RegExp(
        `^\\d+ of ${DIFF_WINDOW * DIFF_WINDOW} pixels differ in one 32×32 window \\(at most ${MAX_WINDOW_DIFF}\\); 480 in all \\(2\\.40 %\\)$`,
      ),
    ],
    ['another size', picture(200, 100), picture(200, 120), /^size 200×120, expected 200×100$/],
  ];
  for (const [name, expected, actual, reason] of cases) {
    it(name, () => {
      const difference = comparePictures(expected, actual);
      if (reason === undefined) expect(difference).toBeUndefined();
      else expect(difference?.reason).toMatch(reason);
    });
  }

  it('draws the changed pixels in the diff picture', () => {
    const difference = comparePictures(picture(64, 64), picture(64, 64, block(0, 0, 20, 20)));
    const diff = difference?.diff;
    expect(diff?.width).toBe(64);
    // pixelmatch paints a changed pixel red.
    expect([...(diff?.data.subarray(0, 4) ?? [])]).toEqual([255, 0, 0, 255]);
  });
});
