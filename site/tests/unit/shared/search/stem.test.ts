import { describe, expect, it } from 'vitest';
import { isPluralOf } from '../../../../src/shared/search/word-matches.ts';
import { stem } from '../../../../src/shared/search/stem.ts';

describe('stem: the prefix a query word is also searched by', () => {
  const cases: Array<[string, string | undefined]> = [
    ['viewed', 'view'],
    ['served', 'serv'], // serve, server, served
    ['endpoints', 'endpoint'],
    ['queries', 'query'],
    ['caching', 'cach'], // cache, cached, caching
    ['templates', 'templat'],
    ['classes', 'class'],
    ['address', undefined], // -ss is not a plural
    ['status', undefined], // nor -us
    ['analysis', undefined], // nor -is
    ['tags', undefined], // under 5 letters: left as typed
    ['deploy', undefined], // no ending
    ['things', 'thing'],
    ['d1_bindings', undefined], // not a plain word
  ];
  for (const [word, expected] of cases)
    it(`${word} → ${expected ?? '(none)'}`, () => expect(stem(word)).toBe(expected));
});

describe('isPluralOf', () => {
  const cases: Array<[string, string, boolean]> = [
    ['templates', 'template', true],
    ['classes', 'class', true],
    ['template', 'template', false],
    ['templated', 'template', false],
    ['queries', 'query', false], // not a prefix of the typed word: the stem finds it
  ];
  for (const [indexed, typed, expected] of cases)
    it(`${indexed} / ${typed}: ${expected}`, () => expect(isPluralOf(indexed, typed)).toBe(expected));
});
