import { describe, expect, it } from 'vitest';
import { processTerm, queryWords, tokenize } from '../../../../src/shared/search/tokenize.ts';

describe('tokenize', () => {
  const cases: Array<[string, string[]]> = [
    ['--no-auth', ['no-auth', 'no', 'auth']],
    ['BETTER_AUTH_SECRET', ['BETTER_AUTH_SECRET', 'BETTER', 'AUTH', 'SECRET']],
    ['port 8787', ['port', '8787']],
    ['wrangler.jsonc', ['wrangler.jsonc', 'wrangler', 'jsonc']],
    ['createDb()', ['createDb', 'create', 'Db']],
    ['-y', ['y']],
    ['@tanstack/react-query', ['tanstack/react-query', 'tanstack', 'react', 'query']],
    ['', []],
  ];
  for (const [text, expected] of cases) it(JSON.stringify(text), () => expect(tokenize(text)).toEqual(expected));

  it('queryWords keeps each typed word whole with its parts, lowercase', () => {
    expect(queryWords('--no-auth')).toEqual([{ whole: 'no-auth', parts: ['no', 'auth'] }]);
    expect(queryWords('auth --no-auth')).toEqual([
      { whole: 'auth', parts: ['auth'] },
      { whole: 'no-auth', parts: ['no', 'auth'] },
    ]);
    expect(queryWords('useQuery hook')).toEqual([
      { whole: 'usequery', parts: ['use', 'query'] },
      { whole: 'hook', parts: ['hook'] },
    ]);
    expect(queryWords('BETTER_AUTH_SECRET')).toEqual([
      { whole: 'better_auth_secret', parts: ['better', 'auth', 'secret'] },
    ]);
    expect(queryWords('')).toEqual([]);
  });

  it('queryWords drops a possessive ending: the reader means the word', () => {
    expect(queryWords("each other's todos").map((word) => word.whole)).toEqual(['each', 'other', 'todos']);
    expect(queryWords('the user’s role').map((word) => word.whole)).toEqual(['the', 'user', 'role']);
    expect(queryWords("it's")).toEqual([{ whole: 'it', parts: ['it'] }]);
    expect(queryWords("don't sessions's").map((word) => word.whole)).toEqual(["don't", 'sessions']);
  });

  it('processTerm lowercases and drops stop words, never "no"', () => {
    expect(['How', 'do', 'I', 'Deploy', 'no', 'not'].map(processTerm)).toEqual([
      null,
      null,
      null,
      'deploy',
      'no',
      'not',
    ]);
  });
});
