import { describe, expect, it } from 'vitest';
import { findMatches, highlightWords, withinOneEdit, wordMatches } from '../../../../src/shared/search/match-words.ts';
import { highlight } from '../../../../src/shared/search/highlight.ts';

describe('withinOneEdit', () => {
  const cases: Array<[string, string, boolean]> = [
    ['template', 'template', true],
    ['templte', 'template', true], // deletion
    ['tempalte', 'template', false], // transposition = 2 edits
    ['templatex', 'template', true], // insertion
    ['tempxate', 'template', true], // substitution
    ['tmplte', 'template', false],
    ['', 'a', true],
    ['ab', 'ba', false],
    ['auth', 'oauth', true],
  ];
  for (const [a, b, expected] of cases) {
    it(`${a} ~ ${b}: ${expected}`, () => {
      expect(withinOneEdit(a, b)).toBe(expected);
      expect(withinOneEdit(b, a)).toBe(expected);
    });
  }
});

describe('highlightWords', () => {
  const cases: Array<[string, string[]]> = [
    ['', []],
    ['a an the', ['the']],
    ['Deploy to  Workers', ['deploy', 'workers']],
    ['--no-auth', ['auth']],
    ['D1 db 8787', ['8787']],
    ['auth AUTH auth', ['auth']],
  ];
  for (const [query, expected] of cases) {
    it(JSON.stringify(query), () => expect(highlightWords(query)).toEqual(expected));
  }
});

describe('wordMatches', () => {
  const cases: Array<[string, string, boolean]> = [
    ['Authentication', 'authen', true], // prefix
    ['Template', 'templte', true], // one edit
    ['Temple', 'template', false],
    ['deploy', 'deploy', true],
    ['redeploy', 'deploy', false], // not a prefix, two edits away
    ['templates', 'templte', true], // its start is one edit from the query word
    ['these', 'the', true], // prefix
    ['thy', 'the', true], // one edit
    ['tease', 'the', false], // short query words get no fuzzy prefix
  ];
  for (const [word, query, expected] of cases) {
    it(`${word} / ${query}`, () => expect(wordMatches(word, query)).toBe(expected));
  }
});

describe('highlight', () => {
  const cases: Array<{ text: string; query: string; expected: Array<[string, boolean]> }> = [
    { text: 'Deploy to Workers', query: 'deploy', expected: [['Deploy', true], [' to Workers', false]] },
    { text: 'Deploy to Workers', query: 'to', expected: [['Deploy to Workers', false]] },
    { text: 'the templates page', query: 'templte', expected: [['the ', false], ['templates', true], [' page', false]] },
    { text: '<script>alert(1)</script>', query: 'script', expected: [['<', false], ['script', true], ['>alert(1)</', false], ['script', true], ['>', false]] },
    { text: '', query: 'auth', expected: [['', false]] },
    { text: 'BETTER_AUTH_SECRET is required', query: 'secret', expected: [['BETTER_AUTH_', false], ['SECRET', true], [' is required', false]] },
  ];
  for (const { text, query, expected } of cases) {
    it(`${JSON.stringify(text)} / ${query}`, () => {
      const segments = highlight(text, query);
      expect(segments.map((s) => s.text).join('')).toBe(text);
      expect(segments.map((s) => [s.text, s.match])).toEqual(expected);
    });
  }

  it('finds match positions', () => {
    expect(findMatches('auth and oauth', ['auth'])).toEqual([
      { start: 0, end: 4 },
      { start: 9, end: 14 },
    ]);
  });
});
