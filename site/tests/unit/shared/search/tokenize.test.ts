import { describe, expect, it } from 'vitest';
import { classifyQueryWords, processTerm, tokenize } from '../../../../src/shared/search/tokenize.ts';

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

  it('classifyQueryWords tells typed compounds from their parts', () => {
    expect(classifyQueryWords('--no-auth')).toEqual({
      compounds: new Set(['no-auth']),
      partsOnly: new Set(['no', 'auth']),
    });
    expect(classifyQueryWords('auth --no-auth')).toEqual({
      compounds: new Set(['no-auth']),
      partsOnly: new Set(['no']),
    });
    expect(classifyQueryWords('useQuery hook')).toEqual({
      compounds: new Set(['usequery']),
      partsOnly: new Set(['use', 'query']),
    });
    expect(classifyQueryWords('plain words')).toEqual({ compounds: new Set(), partsOnly: new Set() });
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
