import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import MiniSearch, { type Options } from 'minisearch';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeSyntheticSite } from '../lib/synthetic-corpus.ts';
import { ALL_QUERIES } from '../search-quality/queries.ts';
import type { SearchRecord } from '../../src/shared/search/search-records.ts';
import { SYNTHETIC_SITE_PAGES } from '../../tests/helpers/property-runs.ts';
import { loadSite } from '../../tests/helpers/site.ts';
import { buildSearchIndex, loadSearchEngine, type SearchEngine } from '../../src/shared/search/engine.ts';
import { decodeSearchIndex } from '../../src/shared/search/index-file.ts';
import { maxEdits } from '../../src/shared/search/match-policy.ts';
import { planQuery } from '../../src/shared/search/query-plan.ts';
import { processTerm, queryWords, tokenize } from '../../src/shared/search/tokenize.ts';

/**
 * The engine's core ranks exactly as MiniSearch 7 with the options this site gave it (BM25+, field boosts, prefix and
 * fuzzy weights, page boost, compound weights). The reference below is that configuration; with the page signal off,
 * both answer the same queries on the real site and on a synthetic one and must agree on every result and its order —
 * except where the engine deliberately departs from MiniSearch: queries with a spelling from the synonyms table, and
 * queries one adjacent swap away from an index word (MiniSearch counts a swap as two edits). Those are left to the
 * table tests further down.
 */
const REFERENCE_OPTIONS: Options<SearchRecord> = {
  fields: ['title', 'documentTitle', 'text'],
  storeFields: ['type'],
  tokenize,
  processTerm,
  searchOptions: {
    boost: { title: 3, documentTitle: 1, text: 1 },
    fuzzy: (term) => maxEdits(term) || false,
    prefix: (term) => term.length >= 3,
    weights: { prefix: 0.5, fuzzy: 0.3 },
    combineWith: 'OR',
    boostDocument: (_id, _term, stored) => (stored?.type === 'page' ? 1.2 : 1),
  },
};

function reference(records: readonly SearchRecord[]) {
  const index = new MiniSearch<SearchRecord>(REFERENCE_OPTIONS);
  index.addAll(records);
  return (query: string) => {
    const typed = queryWords(query);
    const compounds = new Set(typed.filter((word) => word.parts.length > 1).map((word) => word.whole));
    const partsOnly = new Set(typed.filter((word) => word.parts.length > 1).flatMap((word) => word.parts));
    for (const word of typed) if (word.parts.length === 1) partsOnly.delete(word.whole);
    const options =
      compounds.size === 0
        ? {}
        : {
            boostTerm: (term: string) => (partsOnly.has(term) ? 0.3 : compounds.has(term) ? 4 : 1),
            prefix: (term: string) => !partsOnly.has(term) && term.length >= 3,
            fuzzy: (term: string) => !partsOnly.has(term) && (maxEdits(term) || false),
          };
    return index.search(query, options).map((hit) => ({ id: hit.id as string, score: hit.score }));
  };
}

const EDGE_QUERIES = [
  '--no-auth',
  'BETTER_AUTH_SECRET',
  'auth auth',
  'deploy deploy deploy worker',
  'how do I deploy',
  'the',
  'a',
  'wrangler.jsonc',
  '@tanstack/react-query',
  'createDb',
  'd1',
  '8787',
  'authentcation',
  'configuraton',
  'te',
  'tem',
  'templ',
  'migrat',
  'databse migratoins',
  'x',
  'zzzzzz',
  'Déploiement',
  'npm create flarekit@latest my-app',
];

/** Two words of the same length that differ only by one swap of adjacent characters. */
function swapOnly(a: string, b: string): boolean {
  if (a.length !== b.length || a === b) return false;
  const at = [...a].findIndex((char, i) => char !== b[i]);
  return a[at] === b[at + 1] && a[at + 1] === b[at] && a.slice(at + 2) === b.slice(at + 2);
}

/** Whether the query is one the core must rank as MiniSearch does: no synonyms, no word a swap away from an index word. */
function comparable(query: string, terms: readonly string[]): boolean {
  const planned = planQuery(query, { stems: false });
  if (planned.some((word) => word.terms.length > 1)) return false;
  return !planned.some(
    ({ terms: [typed] }) => typed!.maxEdits > 0 && terms.some((term) => swapOnly(term, typed!.term)),
  );
}

/** Same records, same order; scores within floating-point rounding (sums may add the same terms in another order). */
function expectSameRanking(query: string, ours: SearchEngine, theirs: ReturnType<typeof reference>, limit: number) {
  const expected = theirs(query);
  const actual = ours.search(query, limit).map((result) => result.id);
  // Ties at the cut are ordered by id in both: take the reference's order with equal scores broken the same way.
  const tolerance = (score: number) => Math.abs(score) * 1e-12;
  const canonical = [...expected].sort((a, b) =>
    Math.abs(a.score - b.score) > tolerance(a.score) ? b.score - a.score : a.id < b.id ? -1 : 1,
  );
  expect(actual, `"${query}"`).toEqual(canonical.slice(0, limit).map((hit) => hit.id));
}

describe.each([
  [
    'the real site',
    async () => ({
      records: (await loadSite(path.resolve(import.meta.dirname, '../..'))).searchRecords,
      queries: [] as string[],
    }),
  ],
  [
    `a synthetic site of ${SYNTHETIC_SITE_PAGES} pages`,
    async () => {
      const root = await mkdtemp(path.join(tmpdir(), 'flarekit-engine-'));
      const site = await writeSyntheticSite(root, SYNTHETIC_SITE_PAGES);
      const records = (await loadSite(root)).searchRecords;
      await rm(root, { recursive: true, force: true });
      return { records, queries: site.queries };
    },
  ],
] as const)('the engine’s core ranks as the MiniSearch reference on %s', (_name, load) => {
  let ours: SearchEngine;
  let theirs: ReturnType<typeof reference>;
  let queries: string[];
  beforeAll(async () => {
    const site = await load();
    const file = buildSearchIndex(site.records);
    const { terms } = decodeSearchIndex(file);
    queries = [
      // The first set and the reader set's tuning half (held-out queries are never named in a failure message).
      ...ALL_QUERIES.filter((q) => q.set === 'first' || (q.set === 'reader' && q.split === 'tuning')).map(
        (q) => q.query,
      ),
      ...EDGE_QUERIES,
      ...site.queries,
    ].filter((query) => comparable(query, terms));
    ours = loadSearchEngine(file, { pageSignals: false, wordForms: false });
    theirs = reference(site.records);
  }, 120_000);

  it('on the quality queries, edge cases and the site’s own words (top 20 and top 100)', () => {
    // Most queries are comparable; the filter must not have emptied the test.
    expect(queries.length).toBeGreaterThan(150);
    for (const query of queries) {
      expectSameRanking(query, ours, theirs, 20);
      expectSameRanking(query, ours, theirs, 100);
    }
  });
});

describe('ranking by intent (table tests on a small site)', () => {
  const record = (
    path: string,
    type: SearchRecord['type'],
    title: string,
    documentTitle: string,
    content: string,
    text = content,
  ): SearchRecord => ({
    id: path,
    path,
    title,
    level: type === 'page' ? 1 : 2,
    type,
    content,
    documentTitle,
    text,
  });
  const records: SearchRecord[] = [
    record(
      '/docs/a/auth',
      'page',
      'Authentication with Discord and Better Auth',
      'Authentication with Discord and Better Auth',
      'How Discord sign-in works and which secrets it needs.',
    ),
    record(
      '/docs/a/auth#session',
      'heading',
      'Reading the session',
      'Authentication with Discord and Better Auth',
      'The session hook returns the signed-in user.',
    ),
    record('/docs/a/setup', 'page', 'Cloudflare Setup', 'Cloudflare Setup', 'Create an account and log Wrangler in.'),
    record(
      '/docs/a/setup#login',
      'heading',
      'Wrangler authentication',
      'Cloudflare Setup',
      'Run wrangler login, then check authentication of the CLI: the authentication token, the authentication scope.',
    ),
    record('/docs/a/db', 'page', 'Database', 'Database', 'The D1 database and its tables.'),
    record('/docs/a/deploy', 'page', 'Deploying', 'Deploying', 'Ship the app as one Worker.'),
    record(
      '/docs/a/env',
      'page',
      'Local Setup',
      'Local Setup',
      'Local secrets in .dev.vars and environment variables.',
    ),
  ];
  // The language's words, as the build gives them (src/build/vocabulary.ts): "shop" is one, "locl" is not.
  const file = buildSearchIndex(records, ['shop', 'secret', 'tables']);
  const engine = loadSearchEngine(file);
  const coreOnly = loadSearchEngine(file, { pageSignals: false });
  const first = (search: SearchEngine, query: string) => search.search(query)[0]?.id;

  it('page signal: the page whose title is the query ranks above a section that repeats it', () => {
    expect(first(coreOnly, 'authentication')).toBe('/docs/a/setup#login');
    expect(first(engine, 'authentication')).toBe('/docs/a/auth');
  });

  it('page evidence: the page that uses the word across its sections ranks above one short section about it', () => {
    const site = [
      record('/docs/b/prod', 'page', 'Production', 'Production', 'Secrets, environments and a checklist.'),
      record('/docs/b/prod#redirect', 'heading', 'Discord redirect', 'Production', 'Add the URL to the application.'),
      record('/docs/b/prod#secrets', 'heading', 'Secrets', 'Production', 'Put every secret with wrangler.'),
      record('/docs/b/sign', 'page', 'Sign-in', 'Sign-in', 'How users sign in.'),
      record(
        '/docs/b/sign#app',
        'heading',
        'Set up your Discord application',
        'Sign-in',
        'Create a Discord application in the developer portal.',
      ),
      record('/docs/b/sign#keys', 'heading', 'Keys', 'Sign-in', 'Copy the Discord client id and the Discord secret.'),
      record('/docs/b/sign#test', 'heading', 'Testing', 'Sign-in', 'Sign in with a Discord test account.'),
    ];
    const index = buildSearchIndex(site);
    expect(first(loadSearchEngine(index, { pageSignals: false }), 'discord')).toBe('/docs/b/prod#redirect');
    expect(first(loadSearchEngine(index), 'discord')).toBe('/docs/b/sign#app');
  });

  it('two words typed apart that the index holds as one compound rank the compound first', () => {
    const site = [
      record('/docs/c/query', 'page', 'Queries', 'Queries', 'Set staleTime on the query client.'),
      record('/docs/c/live', 'page', 'Streaming', 'Streaming', 'Stale data in real time, time after time.'),
    ];
    expect(first(loadSearchEngine(buildSearchIndex(site)), 'stale time')).toBe('/docs/c/query');
  });

  it('a word of its own one edit from an indexed word, typed alone, finds nothing; a word under 4 letters takes no edit', () => {
    expect(engine.search('shop')).toEqual([]); // ship
    expect(engine.search('dv')).toEqual([]);
  });

  it('the index keeps the words of the language one edit from a term that are not terms themselves', () => {
    // "secret" is one edit from the term "secrets" but no term itself; "tables" is a term.
    expect(decodeSearchIndex(file).words).toEqual(['secret', 'shop']);
  });

  it('proximity: for a question, the section that says the words together ranks above one that has them apart', () => {
    // The same words as often in both, so the core ties them (and orders them by id).
    const site = [
      record('/docs/d/ops#apart', 'heading', 'Usage', 'Operations', 'CPU graphs by day and zone. A request log. Time.'),
      record(
        '/docs/d/ops#together',
        'heading',
        'Usage',
        'Operations',
        'CPU time by request. A log. Graphs and day zone.',
      ),
    ];
    const index = buildSearchIndex(site);
    const ids = (search: SearchEngine, query: string) => search.search(query).map((result) => result.id);
    const question = 'how much cpu time can a request use';
    expect(ids(loadSearchEngine(index, { pageSignals: false }), question)).toEqual([
      '/docs/d/ops#apart',
      '/docs/d/ops#together',
    ]);
    expect(ids(loadSearchEngine(index), question)).toEqual(['/docs/d/ops#together', '/docs/d/ops#apart']);
    // Two words are no question: no proximity stage.
    expect(ids(loadSearchEngine(index), 'cpu time')).toEqual(['/docs/d/ops#apart', '/docs/d/ops#together']);
  });

  it('the proximity stage reorders the same records whatever the limit', () => {
    const site = [
      record('/docs/d/ops#metrics', 'heading', 'Metrics', 'Ops', 'Each request is counted; time and CPU graphs.'),
      record('/docs/d/ops#limits', 'heading', 'Limits', 'Ops', 'CPU time per request.'),
      record('/docs/d/ops#other', 'heading', 'Other', 'Ops', 'A request. Then time. Then CPU.'),
    ];
    const search = loadSearchEngine(buildSearchIndex(site));
    const all = search.search('cpu time request').map((result) => result.id);
    for (let limit = 0; limit <= all.length; limit++)
      expect(search.search('cpu time request', limit).map((result) => result.id)).toEqual(all.slice(0, limit));
  });

  it('keywords: of two pages that say the query alike, the one whose keywords name the reader’s word ranks first', () => {
    const site: SearchRecord[] = [
      record('/docs/e/editor', 'page', 'Editor', 'Editor', 'Editing text.'),
      record('/docs/e/editor#history', 'heading', 'History', 'Editor', 'Go back a step in a schema change.'),
      record('/docs/e/migrations', 'page', 'Migrations', 'Migrations', 'Evolve the database.'),
      record('/docs/e/migrations#back', 'heading', 'History', 'Migrations', 'Go back a step in a schema change.'),
    ];
    const query = 'undo a schema change';
    expect(first(loadSearchEngine(buildSearchIndex(site)), query)).toBe('/docs/e/editor#history');
    site[2] = { ...site[2]!, keywords: 'undo, revert' };
    expect(first(loadSearchEngine(buildSearchIndex(site)), query)).toBe('/docs/e/migrations#back');
  });

  it('a page whose keyword phrase the query says whole outranks a page whose title shares one of its words', () => {
    const site: SearchRecord[] = [
      record('/docs/h/structure', 'page', 'Project Structure', 'Project Structure', 'A tour of the project files.'),
      record('/docs/h/structure#root', 'heading', 'Root files', 'Project Structure', 'The package name.'),
      record('/docs/h/cli', 'page', 'CLI Options', 'CLI Options', 'Every flag.'),
      record('/docs/h/cli#usage', 'heading', 'Usage', 'CLI Options', 'The first argument names the project folder.'),
    ];
    const query = 'which names can my project have';
    // A phrase the query does not say whole ("rules" is not typed) lifts nothing beyond its words' page signal.
    site[2] = { ...site[2]!, keywords: 'project name rules' };
    expect(first(loadSearchEngine(buildSearchIndex(site)), query)).toBe('/docs/h/structure');
    site[2] = { ...site[2]!, keywords: 'project name' };
    expect(first(loadSearchEngine(buildSearchIndex(site)), query)).toBe('/docs/h/cli');
  });

  it('summary and keywords are scored: a page whose keywords alone name the word ranks above a passing mention', () => {
    const site: SearchRecord[] = [
      record('/docs/g/monitoring', 'page', 'Monitoring', 'Monitoring', 'Watch a deployed app.'),
      record('/docs/g/monitoring#uptime', 'heading', 'Uptime checks', 'Monitoring', 'Poll /health every minute.'),
      record('/docs/g/api', 'page', 'API Design', 'API Design', 'Routes and answers.'),
      record('/docs/g/api#uploads', 'heading', 'Uploads', 'API Design', 'A large upload raises no alert.'),
    ];
    site[0] = { ...site[0]!, keywords: 'alerts, downtime' };
    const index = buildSearchIndex(site);
    expect(first(loadSearchEngine(index, { pageSignals: false }), 'alert')).toBe('/docs/g/api#uploads');
    expect(first(loadSearchEngine(index), 'alert')).toBe('/docs/g/monitoring');
  });

  it('another form of the word typed counts almost as the word: "publish" finds the heading "Publishing"', () => {
    const site = [
      record('/docs/f/posts#publishing', 'heading', 'Publishing', 'Posts', 'A draft becomes visible.'),
      record('/docs/f/posts#publisher', 'heading', 'Publisher', 'Posts', 'Who wrote the post.'),
    ];
    const search = loadSearchEngine(buildSearchIndex(site));
    expect(first(search, 'publish')).toBe('/docs/f/posts#publishing');
    expect(first(loadSearchEngine(buildSearchIndex(site), { wordForms: false }), 'publish')).toBe(
      '/docs/f/posts#publisher',
    );
  });

  const cases: Array<[string, string, string]> = [
    ['a short word swapped, alone', 'hsip', '/docs/a/deploy'],
    ['a 4-letter word missing a letter, alone (no word of its own)', 'locl', '/docs/a/env'],
    ['a short word one edit away beside a word typed right', 'deploying shop', '/docs/a/deploy'],
    ['synonym typed apart', 'log in', '/docs/a/auth'],
    ['synonym typed as one word', 'signin', '/docs/a/auth'],
    ['synonym, short form', 'db', '/docs/a/db'],
    ['synonym of a word in a longer query', 'env variables', '/docs/a/env'],
    ['adjacent swap', 'wrnagler', '/docs/a/setup#login'],
    ['question words and filler dropped', 'how do I get my database to work', '/docs/a/db'],
  ];
  for (const [name, query, expected] of cases)
    it(`${name}: "${query}" → ${expected}`, () => expect(first(engine, query)).toBe(expected));

  it('filler words change nothing', () => {
    expect(engine.search('how do I use the database')).toEqual(engine.search('database'));
  });

  const suggestions: Array<[string, string[]]> = [
    ['wrnglre', ['wrangler']], // two edits: nothing found, the nearest word offered
    ['shop', ['ship', 'scope']], // a short word one edit away, alone: nothing found, the near words offered
    ['databsea tables', ['database tables']], // the unmatched word replaced, the rest kept
    ['database', []], // found: nothing to suggest
    ['wrngler', []], // one edit: found by the search itself
    ['qqqqqqqq', []], // nothing near
    ['8788', []], // numbers are not suggested
  ];
  for (const [query, expected] of suggestions) {
    it(`suggest "${query}" → ${expected.join(', ') || '(none)'}`, () =>
      expect(engine.suggest!(query)).toEqual(expected));
  }

  it('suggests only for queries the search answers with nothing', () => {
    expect(engine.search('wrnglre')).toEqual([]);
    expect(engine.search('wrngler').length).toBeGreaterThan(0);
  });
});
