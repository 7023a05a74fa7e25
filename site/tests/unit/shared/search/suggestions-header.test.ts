import { describe, expect, it } from 'vitest';
import { decodeSuggestions, encodeSuggestions } from '../../../../src/shared/search/suggestions-header.ts';

describe('encodeSuggestions', () => {
  const cases: Array<[string, string[], string]> = [
    ['none', [], ''],
    ['one word', ['configure'], 'configure'],
    ['best first, joined by ", "', ['authentication', 'authorization'], 'authentication, authorization'],
    ['a query of several words', ['deploy wrangler'], 'deploy%20wrangler'],
    ['a comma inside a suggestion', ['a,b'], 'a%2Cb'],
    ['letters beyond ASCII', ['café ünïcode'], 'caf%C3%A9%20%C3%BCn%C3%AFcode'],
    ['an emoji the reader typed', ['🔥 deploy'], '%F0%9F%94%A5%20deploy'],
    ['an empty suggestion is left out', ['', 'database'], 'database'],
  ];
  for (const [name, suggestions, expected] of cases) {
    it(`${name} → ${JSON.stringify(expected)}`, () => {
      const value = encodeSuggestions(suggestions);
      expect(value).toBe(expected);
      expect(value).toMatch(/^[\x20-\x7e]*$/); // a header value: printable ASCII only
      expect(decodeSuggestions(value)).toEqual(suggestions.filter(Boolean));
    });
  }
});

describe('decodeSuggestions', () => {
  const cases: Array<[string, string | null, string[]]> = [
    ['no header', null, []],
    ['an empty header', '', []],
    ['one', 'configure', ['configure']],
    ['several, spaces around commas', 'a ,  b,c', ['a', 'b', 'c']],
    ['empty parts skipped', ', a,,', ['a']],
    ['percent-encoding decoded', 'deploy%20wrangler, a%2Cb', ['deploy wrangler', 'a,b']],
    ['a part that is not valid encoding is skipped', '%E0%A4%A, database', ['database']],
  ];
  for (const [name, value, expected] of cases) {
    it(`${name}: ${JSON.stringify(value)} → ${JSON.stringify(expected)}`, () =>
      expect(decodeSuggestions(value)).toEqual(expected));
  }
});
