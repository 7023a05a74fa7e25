import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SearchRecord } from '../../../../src/shared/search/search-records.ts';
import { decodeSearchIndex, encodeSearchIndex, FIELD_COUNT } from '../../../../src/shared/search/index-file.ts';
import { meanPresentLength } from '../../../../src/shared/search/engine.ts';
import { boundedEditDistance } from '../../../../src/shared/search/edit-distance.ts';
import { pageMembers, pageRecords } from '../../../../src/shared/search/page-records.ts';
import { planQuery, type QueryTerm } from '../../../../src/shared/search/query-plan.ts';
import {
  createTermDictionary,
  findTerm,
  fuzzyTerms,
  prefixRange,
} from '../../../../src/shared/search/term-dictionary.ts';
import { PROPERTY_RUNS } from '../../../helpers/property-runs.ts';

const sorted = (words: Iterable<string>) => [...new Set(words)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/**
 * Optimal string alignment distance over UTF-16 code units (Levenshtein plus a swap of two adjacent characters as one
 * edit), the full table: the definition `fuzzyTerms` and `boundedEditDistance` must agree with.
 */
function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i]![j] = Math.min(d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1), d[i - 1]![j]! + 1, d[i]![j - 1]! + 1);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

const fuzzy = (terms: string[], query: string, maxDistance: number) => {
  const found: string[] = [];
  fuzzyTerms(createTermDictionary(terms), query, maxDistance, (term, distance) =>
    found.push(`${terms[term]}:${distance}`),
  );
  return found;
};

describe('term dictionary', () => {
  const terms = sorted([
    'auth',
    'authentication',
    'author',
    'auto',
    'd1',
    'deploy',
    'deployment',
    'deployments',
    'template',
    'templates',
    'temple',
    'wrangler',
    'wrangler.jsonc',
    'ünïcode',
  ]);

  const exact: Array<[string, number]> = [
    ['auth', terms.indexOf('auth')],
    ['templates', terms.indexOf('templates')],
    ['ünïcode', terms.indexOf('ünïcode')],
    ['aut', -1],
    ['zzz', -1],
    ['', -1],
  ];
  for (const [term, expected] of exact)
    it(`findTerm "${term}" → ${expected}`, () => expect(findTerm(terms, term)).toBe(expected));

  const prefixes: Array<[string, string]> = [
    ['aut', 'auth authentication author auto'],
    ['auth', 'auth authentication author'],
    ['deploym', 'deployment deployments'],
    ['wrangler', 'wrangler wrangler.jsonc'],
    ['templates', 'templates'],
    ['x', ''],
    ['zz', ''],
  ];
  for (const [prefix, expected] of prefixes) {
    it(`prefixRange "${prefix}" → ${expected || '(none)'}`, () => {
      const { start, end } = prefixRange(terms, prefix);
      expect(terms.slice(start, end).join(' ')).toBe(expected);
    });
  }

  const typos: Array<[string, number, string]> = [
    ['templte', 1, 'template:1 temple:1'],
    ['templte', 2, 'template:1 templates:2 temple:1'],
    // an adjacent swap is one edit (optimal string alignment), two in plain Levenshtein
    ['tempalte', 1, 'template:1'],
    ['dpeloy', 1, 'deploy:1'],
    ['uath', 1, 'auth:1'],
    ['deplyo', 1, 'deploy:1'],
    ['auth', 1, 'auth:0 auto:1'],
    ['deploy', 0, 'deploy:0'],
    ['wrangle', 1, 'wrangler:1'],
    ['unicode', 2, 'ünïcode:2'],
    ['xyz', 1, ''],
  ];
  it('createTermDictionary: characters shared with the term before, and where each prefix’s run of terms ends', () => {
    const { shared, skip } = createTermDictionary(['auth', 'authentication', 'author', 'auto', 'deploy']);
    expect([...shared]).toEqual([0, 4, 4, 3, 0]);
    // depth 1: every term until "deploy" starts with "a"; depth 4: "auth…" ends at "auto"
    expect([...skip.subarray(0, 5)]).toEqual([4, 4, 4, 4, 5]);
    expect([...skip.subarray(15, 20)]).toEqual([3, 3, 3, 4, 5]);
  });

  for (const [query, distance, expected] of typos) {
    it(`fuzzyTerms "${query}" within ${distance} → ${expected || '(none)'}`, () =>
      expect(fuzzy(terms, query, distance).join(' ')).toBe(expected));
  }

  it('finds exactly the terms within the distance, for any terms and query', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd', 'é'), minLength: 1, maxLength: 9 });
    fc.assert(
      fc.property(
        fc.array(word, { maxLength: 60 }),
        word,
        fc.integer({ min: 0, max: 3 }),
        (words, query, maxDistance) => {
          const list = sorted(words);
          const expected = list.flatMap((term) => {
            const distance = editDistance(term, query);
            return distance <= maxDistance ? [`${term}:${distance}`] : [];
          });
          expect(fuzzy(list, query, maxDistance)).toEqual(expected);
          for (const term of list)
            expect(boundedEditDistance(term, query, maxDistance)).toBe(
              Math.min(editDistance(term, query), maxDistance + 1),
            );
          const { start, end } = prefixRange(list, query);
          expect(list.slice(start, end)).toEqual(list.filter((term) => term.startsWith(query)));
          expect(findTerm(list, query)).toBe(list.indexOf(query));
        },
      ),
      { numRuns: PROPERTY_RUNS },
    );
  });
});

describe('query plan', () => {
  const describeTerm = (term: QueryTerm) =>
    `${term.term} boost ${term.boost}${term.prefix ? ' prefix' : ''}${term.maxEdits ? ` edits ${term.maxEdits}` : ''}`;
  const describePlan = (query: string) =>
    planQuery(query)
      .map((word) => `${word.terms.map(describeTerm).join(' | ')}${word.repeats > 1 ? ` ×${word.repeats}` : ''}`)
      .join('; ');
  const cases: Array<[string, string]> = [
    ['', ''],
    ['the how do I', ''],
    ['how do I get my app to use', 'app boost 1 prefix'],
    ['d1', 'd1 boost 1'],
    ['tem', 'tem boost 1 prefix'],
    ['templte', 'templte boost 1 prefix edits 1'],
    // one edit at most, whatever the length (spec section 9); a swap is one edit
    ['authentication', 'authentication boost 1 prefix edits 1'],
    ['Deploy deploy', 'deploy boost 1 prefix edits 1 | deployment boost 0.8 prefix | ship boost 0.8 prefix ×2'],
    // a compound typed whole counts 4×; its parts count 0.3× and only exactly
    ['--no-auth', 'no-auth boost 4 prefix edits 1; no boost 0.3; auth boost 0.3'],
    [
      '--no-auth auth',
      'no-auth boost 4 prefix edits 1; no boost 0.3; auth boost 1 prefix edits 1 | login boost 0.8 prefix | log-in boost 0.8 prefix | sign-in boost 0.8 prefix | signin boost 0.8 prefix ×2',
    ],
    [
      'BETTER_AUTH_SECRET',
      'better_auth_secret boost 4 prefix edits 1; better boost 0.3; auth boost 0.3; secret boost 0.3',
    ],
    // a spelling from the synonyms table brings the others, typed apart, hyphenated or as one word
    [
      'log in',
      'log-in boost 1 | login boost 0.8 prefix | sign-in boost 0.8 prefix | signin boost 0.8 prefix | auth boost 0.8 prefix | log boost 0.3',
    ],
    [
      'Sign-In',
      'sign-in boost 4 prefix edits 1 | login boost 0.8 prefix | log-in boost 0.8 prefix | signin boost 0.8 prefix | auth boost 0.8 prefix; sign boost 0.3',
    ],
    ['db', 'db boost 1 | database boost 0.8 prefix'],
    [
      'env variables',
      'env boost 1 prefix | environment boost 0.8 prefix; variables boost 1 prefix edits 1 | vars boost 0.8 prefix | variabl boost 0.7 prefix',
    ],
  ];
  for (const [query, expected] of cases)
    it(`"${query}" → ${expected || '(nothing)'}`, () => expect(describePlan(query)).toBe(expected));

  // Two words typed apart that the index holds as one compound become one more word, joined as the index has it.
  const indexed = new Set(['staletime', 'api-only', 'query_client']);
  const joinedCases: Array<[string, string[]]> = [
    ['stale time', ['stale', 'time', 'staletime']],
    ['api only', ['api', 'only', 'api-only']],
    ['query client', ['query', 'client', 'query_client']],
    ['stale data time', ['stale', 'data', 'time']], // not adjacent
    ['the time', ['time']], // a stop word is never joined
    ['--type api only', ['type', 'api', 'only', 'api-only']], // a compound typed whole is not joined again
  ];
  for (const [query, expected] of joinedCases)
    it(`joined compounds: "${query}" → ${expected.join(', ')}`, () =>
      expect(planQuery(query, { isIndexed: (term) => indexed.has(term) }).map((word) => word.terms[0]!.term)).toEqual(
        expected,
      ));

  // The words the reader typed, in order, for the proximity stage: not a compound's parts, nor two words joined.
  const typedCases: Array<[string, string[]]> = [
    ['stale time client', ['stale', 'time', 'client']],
    ['--no-auth auth', ['no-auth', 'auth']],
    ['how do I log in with curl', ['log-in', 'curl']],
    ['BETTER_AUTH_SECRET missing', ['better_auth_secret', 'missing']],
  ];
  for (const [query, expected] of typedCases)
    it(`typed words: "${query}" → ${expected.join(', ')}`, () =>
      expect(
        planQuery(query, { isIndexed: (term) => indexed.has(term) })
          .filter((word) => word.typed)
          .map((word) => word.terms[0]!.term),
      ).toEqual(expected));

  it('a plural finds the synonyms of its singular', () => {
    const terms = (query: string) => planQuery(query)[0]!.terms.map((term) => term.term);
    expect(terms('variables')).toContain('vars');
    expect(terms('repositories')).toContain('repo');
    expect(terms('status')).toEqual(['status']); // -us: no singular to look up
    expect(terms('address')).toEqual(['address']);
  });
});

describe('index file', () => {
  const record = (id: string, type: SearchRecord['type'], title: string, text: string): SearchRecord => ({
    id,
    title,
    path: id,
    level: type === 'page' ? 1 : 2,
    type,
    content: `${text} ✓`,
    documentTitle: 'Guide',
    text,
  });
  const records = [
    record('/docs/a', 'page', 'Deploy', 'Deploy the worker'),
    record('/docs/a#d1', 'heading', 'D1 database', 'Deploy deploy D1 — ünïcode'),
  ];

  it('holds every term with its postings, the field lengths and the records', () => {
    const index = decodeSearchIndex(encodeSearchIndex(records));
    expect(index.recordCount).toBe(2);
    expect(index.terms).toEqual(['d1', 'database', 'deploy', 'guide', 'worker', 'ünïcode']);
    const postings = (term: string, field: number) => {
      const slot = index.terms.indexOf(term) * FIELD_COUNT + field;
      const out: string[] = [];
      for (let p = index.postingOffsets[slot]!; p < index.postingOffsets[slot + 1]!; p++)
        out.push(`${index.postingRecords[p]}×${index.postingFrequencies[p]}`);
      return out.join(' ');
    };
    expect(postings('deploy', 0)).toBe('0×1');
    expect(postings('deploy', 2)).toBe('0×1 1×2');
    expect(postings('guide', 1)).toBe('0×1 1×1');
    // the summary field holds a page's summary (its content) and nothing for a heading
    expect(postings('worker', 3)).toBe('0×1');
    expect(postings('d1', 3)).toBe('');
    // distinct words as typed (stop words included): "Deploy deploy D1 — ünïcode" has 4
    expect([...index.fieldLengths]).toEqual([1, 1, 3, 3, 2, 1, 4, 0]);
    expect(index.averageFieldLengths).toEqual([1.5, 1, 3.5, 1.5]);
    expect(index.records.ids).toEqual(['/docs/a', '/docs/a#d1']);
    expect(
      new TextDecoder().decode(index.contentBytes.subarray(index.contentOffsets[1]!, index.contentOffsets[2]!)),
    ).toBe('Deploy deploy D1 — ünïcode ✓');
  });

  it('searches a page’s keywords with its summary, and only there', () => {
    const index = decodeSearchIndex(encodeSearchIndex([{ ...records[0]!, keywords: 'undo, roll back' }, records[1]!]));
    const fieldsOf = (term: string) =>
      [0, 1, 2, 3].filter((field) => {
        const slot = index.terms.indexOf(term) * FIELD_COUNT + field;
        return index.postingOffsets[slot + 1]! > index.postingOffsets[slot]!;
      });
    expect(fieldsOf('undo')).toEqual([3]);
    expect(fieldsOf('roll')).toEqual([3]);
    expect(fieldsOf('worker')).toEqual([2, 3]);
  });

  it('holds each page’s title and keyword phrases as terms, a compound by its parts, and none for a section', () => {
    const index = decodeSearchIndex(
      encodeSearchIndex([{ ...records[0]!, keywords: 'undo, sign-in the worker' }, records[1]!]),
    );
    const phrases = (record: number) => {
      const out: string[] = [];
      for (let f = index.subjectOffsets[record]!; f < index.subjectOffsets[record + 1]!; f++)
        out.push(
          [...index.phraseTerms.subarray(index.phraseOffsets[f]!, index.phraseOffsets[f + 1]!)]
            .map((term) => index.terms[term])
            .join(' '),
        );
      return out;
    };
    expect(phrases(0)).toEqual(['deploy', 'undo', 'sign worker']);
    expect(phrases(1)).toEqual([]);
  });

  // Field lengths as laid out in the index, four fields a record; the mean of field 3 (the summary) over the records that have it.
  const meanCases: Array<[string, number[], number]> = [
    ['two pages and a heading: the heading’s empty summary is not counted', [1, 1, 3, 4, 2, 1, 5, 0, 1, 1, 2, 8], 6],
    ['every record has the field', [1, 1, 1, 2, 1, 1, 1, 4], 3],
    ['no record has it: 1, so a length divided by it stays as it is', [1, 1, 3, 0, 2, 1, 4, 0], 1],
    ['no records', [], 1],
  ];
  it.each(meanCases)('mean length of the summary field: %s', (_, lengths, expected) =>
    expect(meanPresentLength(Uint32Array.from(lengths), 3)).toBe(expected),
  );

  it('reads the file from an ArrayBuffer and from an unaligned slice of a larger buffer', () => {
    const file = encodeSearchIndex(records);
    expect(decodeSearchIndex(file.buffer.slice(0) as ArrayBuffer).terms).toHaveLength(6);
    const padded = new Uint8Array(file.length + 3);
    padded.set(file, 3);
    expect(decodeSearchIndex(padded.subarray(3)).records.titles).toEqual(['Deploy', 'D1 database']);
  });

  const broken: Array<[string, (file: Uint8Array) => Uint8Array, RegExp]> = [
    ['not an index', () => new TextEncoder().encode('{"index": []}'), /does not start with "FKSI"/],
    ['empty', () => new Uint8Array(0), /does not start with "FKSI"/],
    [
      'another version',
      (file) => (new DataView(file.buffer).setUint32(4, 99, true), file),
      /version 99, this server reads version 4/,
    ],
    ['cut short', (file) => file.subarray(0, file.length - 40), /table is cut short/],
    ['header cut short', (file) => file.subarray(0, 40), /header is cut short/],
    [
      'with a header that is not JSON',
      (file) => (file.set(new TextEncoder().encode('}{'), 12), file),
      /header is not JSON/,
    ],
    [
      'with a header without tables',
      (file) => {
        const header = new TextEncoder().encode(JSON.stringify({ terms: [] }));
        const broken = new Uint8Array(12 + header.length);
        broken.set(file.subarray(0, 8));
        new DataView(broken.buffer).setUint32(8, header.length, true);
        broken.set(header, 12);
        return broken;
      },
      /lacks the terms, the words or the tables/,
    ],
  ];
  for (const [name, damage, message] of broken) {
    it(`refuses a file that is ${name}, saying so`, () =>
      expect(() => decodeSearchIndex(damage(encodeSearchIndex(records)))).toThrow(message));
  }
});

describe('pageMembers: the records of each page, from the page each record belongs to', () => {
  const members = (pageRecordOf: number[]) => {
    const { memberStarts, members: list } = pageMembers(Uint32Array.from(pageRecordOf));
    return pageRecordOf.map((_, page) => [...list.subarray(memberStarts[page]!, memberStarts[page + 1]!)]);
  };
  // [case, page record of each record, records of each record as a page]
  const cases: Array<[string, number[], number[][]]> = [
    ['sections after their page', [0, 0, 0, 3, 3], [[0, 1, 2], [], [], [3, 4], []]],
    ['sections of another page in between', [0, 3, 0, 3], [[0, 2], [], [], [1, 3]]],
    ['a record that is its own page', [0, 1], [[0], [1]]],
    ['no records', [], []],
  ];
  for (const [name, pageRecordOf, expected] of cases) it(name, () => expect(members(pageRecordOf)).toEqual(expected));
});

describe('pageRecords: the page record each record belongs to', () => {
  const cases: Array<[string, string[], number[], number[]]> = [
    [
      'sections after their page',
      ['/docs/a', '/docs/a#x', '/docs/a#y', '/docs/b', '/docs/b#z'],
      [0, 3],
      [0, 0, 0, 3, 3],
    ],
    ['a page with no sections', ['/docs/a', '/docs/b', '/docs/b#z'], [0, 1], [0, 1, 1]],
    ['a page whose path is a prefix of the next', ['/docs/a', '/docs/ab#x', '/docs/ab'], [0, 2], [0, 2, 2]],
    ['sections before their page (looked up by path)', ['/docs/a#x', '/docs/a'], [1], [1, 1]],
    ['sections of another page in between', ['/docs/a', '/docs/b#x', '/docs/a#y', '/docs/b'], [0, 3], [0, 3, 0, 3]],
    ['a section whose page has no record is its own', ['/docs/a', '/docs/c#x'], [0], [0, 1]],
    ['no pages at all', ['/docs/a#x', '/docs/a#y'], [], [0, 1]],
  ];
  for (const [name, paths, pages, expected] of cases) {
    it(name, () => {
      const isPage = new Uint8Array(paths.length);
      for (const page of pages) isPage[page] = 1;
      expect([...pageRecords(paths, isPage)]).toEqual(expected);
    });
  }

  it('agrees with a lookup by the path without its anchor, on any order of records', () => {
    const path = fc.tuple(fc.constantFrom('/docs/a', '/docs/ab', '/docs/b'), fc.option(fc.constantFrom('x', 'y')));
    fc.assert(
      fc.property(fc.array(path, { maxLength: 12 }), (entries) => {
        const paths = entries.map(([page, anchor]) => (anchor === null ? page : `${page}#${anchor}`));
        const isPage = Uint8Array.from(entries, ([, anchor]) => (anchor === null ? 1 : 0));
        const pageOf = new Map<string, number>();
        paths.forEach((candidate, record) => isPage[record] && pageOf.set(candidate, record));
        const expected = paths.map((candidate, record) => pageOf.get(candidate.replace(/#.*$/, '')) ?? record);
        const distinctPages = new Set(paths.filter((_, record) => isPage[record])).size;
        // With a page path twice, which record counts as the page is the lookup's choice: only unique pages compared.
        fc.pre(distinctPages === paths.filter((_, record) => isPage[record]).length);
        expect([...pageRecords(paths, isPage)]).toEqual(expected);
      }),
      { numRuns: PROPERTY_RUNS },
    );
  });
});
