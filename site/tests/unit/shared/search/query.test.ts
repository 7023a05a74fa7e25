import { describe, expect, it } from 'vitest';
import { checkQuery, MAX_QUERY_LENGTH } from '../../../../src/shared/search/query.ts';

describe('checkQuery', () => {
  const cases: Array<[string, string[], ReturnType<typeof checkQuery>['ok'], string?]> = [
    ['missing', [], false],
    ['repeated', ['a', 'b'], false],
    ['empty', [''], true, ''],
    ['whitespace', ['   '], true, ''],
    ['200 characters', ['x'.repeat(MAX_QUERY_LENGTH)], true, 'x'.repeat(MAX_QUERY_LENGTH)],
    ['201 characters', ['x'.repeat(MAX_QUERY_LENGTH + 1)], false],
    ['200 emoji count as 200 characters', ['🔥'.repeat(MAX_QUERY_LENGTH)], true, '🔥'.repeat(MAX_QUERY_LENGTH)],
    ['control characters become spaces', ['a\u0000b\tc'], true, 'a b c'],
  ];
  for (const [name, values, ok, query] of cases) {
    it(name, () => {
      const result = checkQuery(values);
      expect(result.ok).toBe(ok);
      if (result.ok) expect(result.query).toBe(query);
      else expect(result.error.length).toBeGreaterThan(5);
    });
  }
});
