import { describe, expect, it } from 'vitest';
import { boundedEditDistance } from '../../../../src/shared/search/edit-distance.ts';
import { highlight } from '../../../../src/shared/search/highlight.ts';
import { termMatches, type QueryTerm } from '../../../../src/shared/search/match-policy.ts';
import { findMatches, highlightTerms } from '../../../../src/shared/search/match-words.ts';

describe('boundedEditDistance (optimal string alignment)', () => {
  const cases: Array<[string, string, number, number]> = [
    ['template', 'template', 1, 0],
    ['templte', 'template', 1, 1], // deletion
    ['tempalte', 'template', 1, 1], // adjacent swap: one edit (two in Levenshtein)
    ['deplyo', 'deploy', 1, 1], // swap of the last two
    ['uath', 'auth', 1, 1], // swap of the first two
    ['ab', 'ba', 1, 1],
    ['templatex', 'template', 1, 1], // insertion
    ['tempxate', 'template', 1, 1], // substitution
    ['tmplte', 'template', 1, 2], // two deletions: past the bound
    ['tmplte', 'template', 2, 2],
    ['abc', 'ca', 2, 3], // OSA never edits a swapped pair again: 3, where unrestricted Damerau counts 2
    ['', 'a', 1, 1],
    ['auth', 'oauth', 1, 1],
    ['deploy', 'redeploy', 1, 2],
  ];
  for (const [a, b, max, expected] of cases) {
    it(`${a} ~ ${b} (at most ${max}) → ${expected}`, () => {
      expect(boundedEditDistance(a, b, max)).toBe(expected);
      expect(boundedEditDistance(b, a, max)).toBe(expected);
    });
  }
});

describe('highlightTerms', () => {
  const terms = (query: string) => highlightTerms(query).map((term) => term.term);
  const cases: Array<[string, string[]]> = [
    ['', []],
    ['a an the', []], // stop words are not searched, so not highlighted
    ['Deploy to  Workers', ['deploy', 'deployment', 'ship', 'workers', 'worker']], // and the stem of "workers"
    ['--no-auth', ['no-auth', 'auth']],
    ['D1 db 8787', ['database', '8787']], // words under 3 characters are not highlighted; their synonyms are
    ['auth AUTH auth', ['auth', 'login', 'log-in', 'sign-in', 'signin']],
    ['log in', ['log-in', 'login', 'sign-in', 'signin', 'auth', 'log']],
  ];
  for (const [query, expected] of cases) {
    it(JSON.stringify(query), () => expect(terms(query)).toEqual(expected));
  }
});

describe('termMatches (the engine’s rule for one word)', () => {
  const typed = (term: string): QueryTerm => ({
    term,
    boost: 1,
    prefix: term.length >= 3,
    maxEdits: term.length >= 4 ? 1 : 0,
  });
  const exactOnly = (term: string): QueryTerm => ({ term, boost: 0.3, prefix: false, maxEdits: 0 });
  const cases: Array<[string, QueryTerm, boolean]> = [
    ['authentication', typed('authen'), true], // prefix
    ['template', typed('templte'), true], // one edit
    ['templates', typed('templte'), false], // two edits from the whole word, as in the engine
    ['temple', typed('template'), false],
    ['deploy', typed('deploy'), true],
    ['redeploy', typed('deploy'), false],
    ['these', typed('the'), true], // prefix
    ['thy', typed('the'), false], // no fuzzy under 4 characters
    ['authentication', exactOnly('auth'), false], // a compound's part matches only exactly
    ['auth', exactOnly('auth'), true],
  ];
  for (const [word, query, expected] of cases) {
    it(`${word} / ${query.term}${query.prefix ? ' prefix' : ''}${query.maxEdits ? ' fuzzy' : ''}`, () =>
      expect(termMatches(word, query)).toBe(expected));
  }
});

describe('highlight', () => {
  const cases: Array<{ text: string; query: string; expected: Array<[string, boolean]> }> = [
    {
      text: 'Deploy to Workers',
      query: 'deploy',
      expected: [
        ['Deploy', true],
        [' to Workers', false],
      ],
    },
    { text: 'Deploy to Workers', query: 'to', expected: [['Deploy to Workers', false]] },
    {
      text: 'the template page',
      query: 'tempalte',
      expected: [
        ['the ', false],
        ['template', true],
        [' page', false],
      ],
    },
    {
      text: '<script>alert(1)</script>',
      query: 'script',
      expected: [
        ['<', false],
        ['script', true],
        ['>alert(1)</', false],
        ['script', true],
        ['>', false],
      ],
    },
    { text: '', query: 'auth', expected: [['', false]] },
    {
      text: 'BETTER_AUTH_SECRET is required',
      query: 'secret',
      expected: [
        ['BETTER_AUTH_', false],
        ['SECRET', true],
        [' is required', false],
      ],
    },
    {
      text: 'Pass --no-auth to leave out authentication',
      query: '--no-auth',
      expected: [
        ['Pass --', false],
        ['no-auth', true],
        [' to leave out authentication', false],
      ],
    },
    // synonyms: a query spelling highlights the other spellings the engine searched
    {
      text: 'Discord sign-in and the login page',
      query: 'log in',
      expected: [
        ['Discord ', false],
        ['sign-in', true],
        [' and the ', false],
        ['login', true],
        [' page', false],
      ],
    },
    {
      text: 'Create the D1 database',
      query: 'db',
      expected: [
        ['Create the D1 ', false],
        ['database', true],
      ],
    },
    {
      text: 'Environment variables',
      query: 'env vars',
      expected: [
        ['Environment', true],
        [' ', false],
        ['variables', true],
      ],
    },
  ];
  for (const { text, query, expected } of cases) {
    it(`${JSON.stringify(text)} / ${query}`, () => {
      const segments = highlight(text, query);
      expect(segments.map((s) => s.text).join('')).toBe(text);
      expect(segments.map((s) => [s.text, s.match])).toEqual(expected);
    });
  }

  it('finds match positions, compounds whole or by their parts', () => {
    expect(findMatches('auth and oauth', highlightTerms('auth'))).toEqual([
      { start: 0, end: 4 },
      { start: 9, end: 14 },
    ]);
    expect(findMatches('no-auth and oauth', highlightTerms('--no-auth'))).toEqual([{ start: 0, end: 7 }]);
    expect(findMatches('useQuery', highlightTerms('query'))).toEqual([{ start: 3, end: 8 }]);
  });
});
