import { describe, expect, it } from 'vitest';
import { searchStatus, type SearchState } from '../../../../src/browser/search/search-status.ts';

describe('searchStatus: the dialog’s status line', () => {
  const state = (overrides: Partial<SearchState>): SearchState => ({
    query: 'deploy',
    pending: false,
    isError: false,
    resultCount: 0,
    ...overrides,
  });
  const cases: Array<[string, Partial<SearchState>, string]> = [
    ['nothing typed yet', { query: '' }, ''],
    ['nothing typed, still loading', { query: '', pending: true }, ''],
    ['first answer on its way', { pending: true }, 'Searching…'],
    ['one result', { resultCount: 1 }, '1 result'],
    ['several results', { resultCount: 12 }, '12 results'],
    ['previous results shown while the next query loads', { pending: true, resultCount: 3 }, '3 results'],
    ['no results', {}, 'No results for “deploy”'],
    ['the request failed', { isError: true }, 'Search is unavailable right now.'],
    ['a failed refresh keeps the results it had', { isError: true, resultCount: 2 }, '2 results'],
  ];
  for (const [name, overrides, expected] of cases)
    it(`${name} → ${expected || '(empty)'}`, () => expect(searchStatus(state(overrides))).toBe(expected));
});
