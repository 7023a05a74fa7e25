import { describe, expect, it } from 'vitest';
import { isFormOf, isPluralOf } from '../../../../src/shared/search/word-matches.ts';
import { lemma, stem } from '../../../../src/shared/search/stem.ts';

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
    ['d1_bindings', undefined], // not a plain word
    // a consonant doubled before -ed or -ing is undoubled, as Porter's stemmer does
    ['logged', 'log'],
    ['setting', 'set'],
    ['called', 'call'], // but not l, s or z
    ['passed', 'pass'],
    ['added', 'add'], // nor below 3 letters
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

describe('lemma: what two forms of a word share', () => {
  const cases: Array<[string, string]> = [
    ['publish', 'publish'],
    ['publishing', 'publish'],
    ['configure', 'configur'],
    ['configured', 'configur'],
    ['logging', 'log'],
  ];
  for (const [word, expected] of cases) it(`${word} → ${expected}`, () => expect(lemma(word)).toBe(expected));
});

describe('isFormOf: another form of the word typed, matched almost as typed', () => {
  const cases: Array<[string, string, boolean]> = [
    ['publishing', 'publish', true],
    ['configured', 'configure', true],
    ['logging', 'log', true],
    ['publisher', 'publish', false], // another word
    ['migrated', 'migrat', true], // the stem of "migrating", searched as a prefix, finds another form of it
    ['templates', 'template', true], // a plural is a form too (the plural rule weighs it fully first)
  ];
  for (const [indexed, typed, expected] of cases)
    it(`${indexed} / ${typed}: ${expected}`, () => expect(isFormOf(indexed, typed)).toBe(expected));
});
