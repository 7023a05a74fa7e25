import { describe, expect, it } from 'vitest';
import { SYNONYM_GROUPS, synonymKey, synonymsOf } from '../../src/shared/search/synonyms.ts';

describe('the synonyms table', () => {
  const spellings = SYNONYM_GROUPS.flat().map((spelling) => synonymKey(spelling.split(/[\s-]+/)));

  it('lists every spelling once, lowercase, in one group only', () => {
    expect(new Set(spellings).size).toBe(spellings.length);
    for (const spelling of SYNONYM_GROUPS.flat()) expect(spelling).toBe(spelling.toLowerCase());
    for (const group of SYNONYM_GROUPS) expect(group.length).toBeGreaterThanOrEqual(2);
  });

  const cases: Array<[string, string[]]> = [
    ['login', ['log-in', 'sign-in', 'signin', 'auth']],
    ['sign-in', ['login', 'log-in', 'signin', 'auth']],
    ['env', ['environment']],
    ['db', ['database']],
    ['deploy', ['deployment', 'ship']],
    ['full-stack', ['fullstack']],
    ['catalog', ['catalogue']],
    ['sign-up', ['signup', 'register', 'registration']],
    ['sign-out', ['logout', 'log-out', 'signout']],
    // not in the table: nothing
    ['authentication', []],
    ['logs', []],
    ['sign', []],
  ];
  for (const [key, expected] of cases) {
    it(`${key} → ${expected.join(', ') || '(none)'}`, () => expect(synonymsOf(key).map(synonymKey)).toEqual(expected));
  }

  it('keys spellings by their words, whatever the case and joiner', () => {
    expect(synonymKey(['Sign', 'In'])).toBe('sign-in');
    expect(synonymKey(['signin'])).toBe('signin');
  });
});
