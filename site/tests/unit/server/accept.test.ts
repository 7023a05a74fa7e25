import { describe, expect, it } from 'vitest';
import { parseAccept, prefersMarkdown } from '../../../src/server/accept.ts';

describe('prefersMarkdown: which representation an Accept header asks for', () => {
  const cases: Array<[string | undefined, boolean, string]> = [
    [undefined, false, 'no header: HTML'],
    ['', false, 'empty header: HTML'],
    ['   ', false, 'blank header: HTML'],
    ['*/*', false, 'anything (curl, fetch): HTML, the default'],
    ['text/*', false, 'any text: one range decides for both, HTML'],
    [
      'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
      false,
      'a browser navigation',
    ],
    ['text/markdown', true, 'markdown only'],
    ['TEXT/Markdown', true, 'media types are case-insensitive'],
    ['text/markdown; charset=utf-8', true, 'parameters other than q are ignored'],
    ['text/markdown;variant=GFM;q=1', true, 'parameters before q'],
    ['text/markdown, text/html;q=0.9', true, 'markdown preferred by quality'],
    ['text/html;q=0.9, text/markdown', true, 'quality, not order, first'],
    ['text/markdown;q=0.5, text/html', false, 'HTML preferred by quality'],
    ['text/markdown, text/html, */*', true, 'equal quality: the one written first (Claude Code)'],
    ['text/html, text/markdown', false, 'equal quality: the one written first'],
    ['text/markdown, text/plain;q=0.9, */*;q=0.8', true, 'Cursor'],
    ['text/html, */*', false, 'HTML named, markdown only by the wildcard (Codex)'],
    ['text/markdown, */*', true, 'equal quality: the named type over the wildcard'],
    ['*/*, text/markdown', true, 'the named type over the wildcard, wherever it is written'],
    ['text/*, text/markdown', true, 'the named type over text/*'],
    ['text/markdown;q=0.2, text/*;q=0.9', false, 'the most specific range decides for markdown (0.2)'],
    ['text/*;q=0.3, text/html;q=0.2', true, 'text/* gives markdown 0.3, HTML has its own 0.2'],
    ['text/markdown;q=0', false, 'markdown refused'],
    ['text/markdown;q=0, text/html;q=0', false, 'both refused: the header is disregarded, HTML'],
    ['text/html;q=0, text/markdown;q=0.1', true, 'HTML refused, markdown acceptable'],
    ['application/json', false, 'neither acceptable: HTML, never 406'],
    ['text/x-markdown', false, 'only text/markdown is markdown'],
    ['text/markdown;q=abc', false, 'an invalid quality leaves the range out'],
    ['text/markdown;q=1.5', false, 'a quality above 1 is invalid'],
    ['text/markdown;q=0.1234', false, 'at most three decimals'],
    ['text/markdown;q=1.000', true, 'q=1.000 is valid'],
    ['markdown, text', false, 'not type/subtype: left out'],
    ['text/markdown/extra', false, 'one slash only'],
    [',,, text/markdown ,,', true, 'empty list elements are ignored'],
  ];
  for (const [accept, markdown, name] of cases) {
    it(`${name}: ${JSON.stringify(accept)} → ${markdown ? 'markdown' : 'HTML'}`, () => {
      expect(prefersMarkdown(accept)).toBe(markdown);
    });
  }
});

describe('parseAccept', () => {
  it('reads types, qualities and positions', () => {
    expect(parseAccept('text/html;q=0.5, Text/Markdown ; Q=1 , */*;q=0')).toEqual([
      { type: 'text', subtype: 'html', q: 0.5, order: 0 },
      { type: 'text', subtype: 'markdown', q: 1, order: 1 },
      { type: '*', subtype: '*', q: 0, order: 2 },
    ]);
  });
});
