import { describe, expect, it } from 'vitest';
import { createPageSubjects, phraseWords, subjectPhrases } from '../../../../src/shared/search/page-subjects.ts';
import { processTerm } from '../../../../src/shared/search/tokenize.ts';

/**
 * Terms 0–5: project, structure, name, cli, options, stale. Page 0 ("Project Structure") has one phrase; page 2
 * ("CLI Options", keywords "project name") two; record 1 is a section of page 0 and has none; page 3 has none.
 */
const tables = {
  subjectOffsets: Uint32Array.from([0, 1, 1, 3, 3]),
  phraseOffsets: Uint32Array.from([0, 2, 4, 6]),
  phraseTerms: Uint32Array.from([0, 1, 3, 4, 0, 2]),
};

/** The lift shares for a query whose typed words (in order) matched these terms. */
function shares(typedWords: number[][], typedCount = typedWords.length): Record<number, number> {
  const subjects = createPageSubjects(6, tables);
  typedWords.forEach((terms, word) => terms.forEach((term) => subjects.add(term, word)));
  const result: Record<number, number> = {};
  subjects.finish(typedCount, (page, share) => (result[page] = Number(share.toFixed(3))));
  return result;
}

describe('page subjects', () => {
  const cases: Array<[string, number[][], number | undefined, Record<number, number>]> = [
    ['"project structure": the title said whole, by every typed word', [[0], [1]], undefined, { 0: 1 }],
    ['"which names can my project have": "project name" said whole, not "Project Structure"', [[2], [0]], 2, { 2: 1 }],
    ['"project": half of two phrases says neither', [[0]], undefined, {}],
    ['"project name stale": the phrase takes two of three typed words', [[0], [2], [5]], undefined, { 2: 0.667 }],
    ['one typed word matching both terms of a phrase ("projectname") counts as one word', [[0, 2], [5]], 2, { 2: 0.5 }],
    [
      'of two phrases said whole on one page, the one taking more words counts',
      [[3], [4], [0], [2], [2]],
      5,
      { 2: 0.6 },
    ],
    ['a term in no phrase lifts nothing', [[5]], undefined, {}],
    ['no typed words: nothing', [], 0, {}],
  ];
  for (const [name, typed, typedCount, expected] of cases)
    it(name, () => expect(shares(typed, typedCount)).toEqual(expected));

  it('starts each query afresh, after finish and after reset', () => {
    const subjects = createPageSubjects(6, tables);
    subjects.add(0, 0);
    subjects.add(1, 1);
    subjects.reset();
    subjects.add(0, 0);
    const first: number[] = [];
    subjects.finish(1, (page) => first.push(page));
    subjects.add(1, 0);
    const second: number[] = [];
    subjects.finish(1, (page) => second.push(page));
    expect([first, second]).toEqual([[], []]);
  });
});

describe('phrase words', () => {
  const cases: Array<[string, string[]]> = [
    ['Project Structure', ['project', 'structure']],
    ['What is Flarekit', ['flarekit']],
    ['sign-in', ['sign']],
    ['staleTime', ['stale', 'time']],
    ['the the', []],
    ['Deploy deploy', ['deploy']],
  ];
  for (const [phrase, words] of cases)
    it(`"${phrase}" → ${JSON.stringify(words)}`, () => expect(phraseWords(phrase, processTerm)).toEqual(words));

  it('a page’s phrases are its title and each keyword', () => {
    expect(subjectPhrases('CLI Options', 'flags, project name')).toEqual(['CLI Options', 'flags', 'project name']);
    expect(subjectPhrases('Features', undefined)).toEqual(['Features']);
  });
});
