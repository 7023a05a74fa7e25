import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeHeadingIndex, ScrollSpy } from '../../../../src/browser/lib/scroll-spy.ts';

describe('activeHeadingIndex', () => {
  const cases: Array<[string, number[], number, boolean, number]> = [
    ['no headings', [], 80, false, -1],
    ['at the start the first heading is active', [300, 900, 1500], 80, false, 0],
    ['a heading that passed the reading line is active', [-200, 60, 700], 80, false, 1],
    ['the last passed heading wins', [-900, -300, -10], 80, false, 2],
    ['at the bottom the last heading is active', [-900, 100, 500], 80, true, 2],
  ];
  for (const [name, tops, line, atBottom, expected] of cases) {
    it(name, () => expect(activeHeadingIndex(tops, line, atBottom)).toBe(expected));
  }
});

describe('ScrollSpy with the URL hash', () => {
  /** The few browser globals ScrollSpy touches, with no heading on the page: the first slug is active. */
  function browserWithHash(hash: string) {
    vi.stubGlobal('window', {
      location: { hash },
      scrollY: 0,
      innerHeight: 800,
      addEventListener() {},
      removeEventListener() {},
    });
    vi.stubGlobal('document', {
      getElementById: () => null,
      querySelector: () => null,
      documentElement: { scrollHeight: 800 },
    });
    vi.stubGlobal('requestAnimationFrame', () => 0);
    vi.stubGlobal('cancelAnimationFrame', () => {});
  }
  afterEach(() => vi.unstubAllGlobals());

  const cases: Array<[string, string]> = [
    ['a heading', '#b'],
    ['an escaped heading', '#%C3%A9t%C3%A9'],
    ['a malformed percent-escape (follows the scroll position)', '#%E0%A4%A'],
    ['no heading (follows the scroll position)', '#nope'],
  ];
  const expected: Record<string, string> = { '#b': 'b', '#%C3%A9t%C3%A9': 'été', '#%E0%A4%A': 'a', '#nope': 'a' };
  for (const [name, hash] of cases) {
    it(`${name}: ${hash}`, () => {
      browserWithHash(hash);
      const active: string[] = [];
      const stop = new ScrollSpy(['a', 'b', 'été'], (slug) => active.push(slug)).start();
      stop();
      expect(active).toEqual([expected[hash]]);
    });
  }
});
