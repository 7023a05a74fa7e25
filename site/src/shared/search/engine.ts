import type { SearchRecord } from './search-records.ts';
import type { SearchResult } from '../types.ts';
import { decodeSearchIndex, encodeSearchIndex, FIELD_COUNT, type SearchIndexData } from './index-file.ts';
import { contentReader, resultReader } from './record-results.ts';
import { createPageEvidence } from './page-evidence.ts';
import { pageMembers, pageRecords } from './page-records.ts';
import { createPageSignal } from './page-signal.ts';
import { createPageSubjects } from './page-subjects.ts';
import { MAX_TYPED_WORDS, pairReader } from './proximity.ts';
import { planQuery } from './query-plan.ts';
import { nearestTerms, suggestQueries } from './suggest.ts';
import { createTermDictionary, findTerm } from './term-dictionary.ts';
import { selectTop } from './top-k.ts';
import { createWordMatcher } from './word-matches.ts';

/** The search interface the HTTP layer depends on; the engine behind it can change without touching the endpoint. */
export interface SearchEngine {
  /** Best results first, at most `limit`. A query with no searchable words answers []. */
  search(query: string, limit?: number): SearchResult[];
  /**
   * Queries to try instead, nearest first, when a word of `query` is in no record; [] when every word is. Optional: an
   * engine that cannot suggest (the benchmarks' peers) leaves it out, and then no answer carries suggestions.
   */
  suggest?(query: string, limit?: number): string[];
}

export const DEFAULT_LIMIT = 20;
export const DEFAULT_SUGGESTIONS = 3;

export interface EngineOptions {
  /** Page-level signals (title and summary matches lift the page's records; the summary field is scored); off, BM25+ alone. */
  pageSignals?: boolean;
  /**
   * The engine's own word rules: a plural and a stem match as the word, two words typed apart match the compound the
   * index holds, and a short word alone matches no neighbour but a swap. Off, words match as MiniSearch matches them.
   */
  wordForms?: boolean;
}

/**
 * Ranking, in two parts. The core is BM25+ per field (k 1.2, b 0.7, δ 0.5; a field's length is its number of distinct
 * words), weighted by field (a heading's title counts 3×), by how the word matched (exact 1; prefix 0.5 and fuzzy 0.3,
 * both shrinking as the indexed word grows away from the typed one; another spelling from the synonyms table 0.8) and
 * by record (a page 1.2× its sections); the sum over the query's words is multiplied by how many distinct query words
 * the record matched. These are MiniSearch's formulas with the options this site used with it (a test keeps them so).
 *
 * Then the page signal: what a page is about is said by its title and its summary. The share of the query's words that
 * the page's title or its summary and keywords match (either counting fully), weighted as above, multiplies the score
 * of every record of that page by up to 1 + PAGE_SIGNAL_WEIGHT, so a section elsewhere that repeats the words does not
 * outrank the page about them.
 * The summary field (a page's summary and keywords) is also scored on the page's own record at SUMMARY_BOOST, its
 * length against the mean over pages, so a page whose keywords alone hold the reader's word is found and lifted.
 * A page whose title or one of whose keyword phrases the query says whole (page-subjects.ts: "project name" in "which
 * names can my project have") is lifted by up to 1 + SUBJECT_WEIGHT, by the share of the typed words that phrase took:
 * the page the query names outranks a broad page whose short title shares one of its words.
 * And the page's evidence (page-evidence.ts): each page's headings and text scored together as one BM25 document; the
 * best page for the query lifts its records by 1 + PAGE_EVIDENCE_WEIGHT, the others in proportion, so the page that
 * uses the query's words throughout ranks above one with a single section that repeats them.
 *
 * Last, for a query of three words or more (a question, most often), the best PROXIMITY_DEPTH records are read whole
 * and each gains up to 1 + PROXIMITY_WEIGHT by the share of the pairs of words typed side by side that it says
 * together (proximity.ts): "cpu time per request" answers "how much cpu time can a request use" better than a section
 * that has the three words apart.
 */
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };
/** title, documentTitle, text, summary: the core ranking does not score the summary field. */
const FIELD_BOOSTS = [3, 1, 1, 0];
/**
 * With page signals on, a page's summary and keywords are also scored, at 1× (SUMMARY_BOOST), on the page's own record:
 * the words a page says it is about, and the words a reader uses for its subject, rank the page itself.
 */
const SUMMARY_FIELD = 3;
const SUMMARY_BOOST = 1;
const PAGE_BOOST = 1.2;
const PAGE_SIGNAL_WEIGHT = 3;
/** How much a match in each field says about the page: its title and its summary (with the keywords) fully. */
const SIGNAL_OF_FIELD = [1, 0, 0, 1];
/** The fields a page's evidence counts (headings and text; not the page title every record repeats). */
const EVIDENCE_FIELDS = [0, 2];
const PAGE_EVIDENCE_WEIGHT = 2;
/** The most a page whose subject phrase the query says whole is lifted (by the share of the typed words it takes). */
const SUBJECT_WEIGHT = 1.25;
/** How many of the best records the proximity stage reads, from how many typed words on, and its most lift. */
const PROXIMITY_DEPTH = 6;
const PROXIMITY_MIN_WORDS = 3;
const PROXIMITY_WEIGHT = 0.5;

/**
 * Builds the index file at build time (written to dist/search-index.bin, loaded by the server at start-up).
 * `vocabulary`: the language's words, so that a real word typed alone is not read as a typo of an index term.
 */
export function buildSearchIndex(records: readonly SearchRecord[], vocabulary?: Iterable<string>): Uint8Array {
  return encodeSearchIndex(records, vocabulary);
}

/** The boost of each field: the core's, and the summary's when the page signals are on. */
function fieldBoostsOf(pageSignals: boolean): number[] {
  return FIELD_BOOSTS.map((boost, field) => (pageSignals && field === SUMMARY_FIELD ? SUMMARY_BOOST : boost));
}

/**
 * The mean length of a field over the records that have it: the summary field is a page's alone, so its mean is over
 * pages (averaged over every record, a heading's empty summary would make each page's summary look many times too long).
 */
export function meanPresentLength(fieldLengths: Uint32Array, field: number): number {
  let sum = 0;
  let count = 0;
  for (let at = field; at < fieldLengths.length; at += FIELD_COUNT) {
    if (fieldLengths[at] === 0) continue;
    sum += fieldLengths[at]!;
    count++;
  }
  return count > 0 ? sum / count : 1;
}

/** The length part of BM25's denominator for each record's scored field. */
function fieldLengthNorms(
  { fieldLengths, averageFieldLengths }: SearchIndexData,
  fieldBoosts: readonly number[],
): Float64Array {
  const lengthNorms = new Float64Array(fieldLengths.length);
  for (let field = 0; field < FIELD_COUNT; field++) {
    if (fieldBoosts[field] === 0) continue;
    const average = field === SUMMARY_FIELD ? meanPresentLength(fieldLengths, field) : averageFieldLengths[field]!;
    for (let at = field; at < lengthNorms.length; at += FIELD_COUNT)
      lengthNorms[at] = BM25.k * (1 - BM25.b + (BM25.b * fieldLengths[at]!) / average);
  }
  return lengthNorms;
}

/** Which records are pages, and each record's boost (a page 1.2× its sections). */
function recordKinds(types: readonly string[]): { isPage: Uint8Array; recordBoosts: Float64Array } {
  // Plain loops: TypedArray.from with a mapping function walks the iterator protocol, several times slower at start-up.
  const isPage = new Uint8Array(types.length);
  const recordBoosts = new Float64Array(types.length);
  for (let record = 0; record < types.length; record++) {
    const page = types[record] === 'page';
    isPage[record] = page ? 1 : 0;
    recordBoosts[record] = page ? PAGE_BOOST : 1;
  }
  return { isPage, recordBoosts };
}

/**
 * Loads an index file once (its bytes, or the ArrayBuffer a Worker imports); searches then run in memory over typed
 * arrays. Scores accumulate in per-record arrays allocated here, so a search allocates little beyond its answer.
 */
export function loadSearchEngine(file: Uint8Array | ArrayBuffer, options: EngineOptions = {}): SearchEngine {
  const pageSignals = options.pageSignals ?? true;
  const wordForms = options.wordForms ?? true;
  const isIndexed = (term: string) => findTerm(terms, term) !== -1;
  const index = decodeSearchIndex(file);
  const { recordCount, terms, records, postingOffsets, postingRecords, postingFrequencies } = index;

  const fieldBoosts = fieldBoostsOf(pageSignals);
  const lengthNorms = fieldLengthNorms(index, fieldBoosts);
  const { fieldLengths } = index;
  const dictionary = createTermDictionary(terms);
  const { isPage, recordBoosts } = recordKinds(records.types);
  const pageRecordOf = pageRecords(records.paths, isPage);
  const { memberStarts, members } = pageMembers(pageRecordOf);
  const evidence = createPageEvidence(
    pageRecordOf,
    (record) => EVIDENCE_FIELDS.reduce((sum, field) => sum + fieldLengths[record * FIELD_COUNT + field]!, 0),
    PAGE_EVIDENCE_WEIGHT,
  );
  /** Postings of each term in all fields, for choosing suggestions by how common a term is. */
  const termFrequency = (term: number) =>
    postingOffsets[(term + 1) * FIELD_COUNT]! - postingOffsets[term * FIELD_COUNT]!;

  /** Score of each record for the query word being searched, and the records it touched. */
  const wordScores = new Float64Array(recordCount);
  const wordRecords = new Uint32Array(recordCount);
  let wordRecordCount = 0;
  /** Sum over the query's words, how many distinct words matched, and the records found so far. */
  const totals = new Float64Array(recordCount);
  const matchedWords = new Uint16Array(recordCount);
  const found = new Uint32Array(recordCount);
  const pageSignal = createPageSignal(recordCount, PAGE_SIGNAL_WEIGHT);
  const subjects = createPageSubjects(terms.length, index);
  const { forEachMatch, matchesAsTyped, matchWord } = createWordMatcher(
    terms,
    dictionary,
    wordForms,
    new Set(index.words),
  );
  /** Multiplies the score of each found record of `page` by `factor`. */
  const liftPage = (page: number, factor: number) => {
    for (let m = memberStarts[page]!; m < memberStarts[page + 1]!; m++) {
      const record = members[m]!;
      if (matchedWords[record] !== 0) totals[record] = totals[record]! * factor;
    }
  };
  const result = resultReader(index);
  const contentOf = contentReader(index);

  /** Adds one index term's postings, matched with `weight`; `signal` is that weight against the word as typed. */
  function addTerm(termNumber: number, weight: number, signal: number) {
    for (let field = 0; field < FIELD_COUNT; field++) {
      const slot = termNumber * FIELD_COUNT + field;
      const start = postingOffsets[slot]!;
      const end = postingOffsets[slot + 1]!;
      if (start === end) continue;
      const fieldBoost = fieldBoosts[field]!;
      if (pageSignals && SIGNAL_OF_FIELD[field]! > 0) {
        const strength = signal * SIGNAL_OF_FIELD[field]!;
        for (let p = start; p < end; p++) if (isPage[postingRecords[p]!]) pageSignal.add(postingRecords[p]!, strength);
      }
      if (fieldBoost === 0) continue;
      const matching = end - start;
      const idf = Math.log(1 + (recordCount - matching + 0.5) / (matching + 0.5));
      const fieldWeight = weight * fieldBoost;
      const evidenceField = EVIDENCE_FIELDS.includes(field);
      for (let p = start; p < end; p++) {
        const record = postingRecords[p]!;
        const frequency = postingFrequencies[p]!;
        const raw =
          idf * (BM25.d + (frequency * (BM25.k + 1)) / (frequency + lengthNorms[record * FIELD_COUNT + field]!));
        if (pageSignals && evidenceField) evidence.add(record, frequency, weight, idf);
        if (wordScores[record] === 0) wordRecords[wordRecordCount++] = record;
        wordScores[record] = wordScores[record]! + fieldWeight * recordBoosts[record]! * raw;
      }
    }
  }

  return {
    search(query, limit = DEFAULT_LIMIT) {
      let foundCount = 0;
      try {
        const words = wordForms ? planQuery(query, { isIndexed }) : planQuery(query, { stems: false });
        const asTyped = words.map(matchesAsTyped);
        const typedCount = words.filter((word) => word.typed).length;
        // For the proximity stage: the typed words (as bits, in typed order) that matched each index term.
        const wordsOfTerm = pageSignals && typedCount >= PROXIMITY_MIN_WORDS ? new Map<string, number>() : undefined;
        let typedAt = 0;
        for (const [at, word] of words.entries()) {
          const anchored = asTyped.some((typed, other) => typed && other !== at);
          wordRecordCount = 0;
          const typedBoost = word.terms[0]!.boost;
          const bit = wordsOfTerm && word.typed && typedAt < MAX_TYPED_WORDS ? 1 << typedAt : 0;
          const typedWord = word.typed && pageSignals ? typedAt : -1;
          if (word.typed) typedAt++;
          const add = (term: number, weight: number) => {
            addTerm(term, weight, weight / typedBoost);
            if (typedWord !== -1) subjects.add(term, typedWord);
            if (bit !== 0) wordsOfTerm!.set(terms[term]!, (wordsOfTerm!.get(terms[term]!) ?? 0) | bit);
          };
          // A word typed one way adds each index term as it is found; with other spellings, each term is gathered
          // once at its best weight first. (No Map per word: at 10,000 pages its garbage showed in the p99.)
          if (word.terms.length === 1) forEachMatch(word, add, anchored);
          else for (const [term, weight] of matchWord(word, anchored)) add(term, weight);
          for (let i = 0; i < wordRecordCount; i++) {
            const record = wordRecords[i]!;
            if (matchedWords[record] === 0) found[foundCount++] = record;
            totals[record] = totals[record]! + wordScores[record]! * word.repeats;
            matchedWords[record] = matchedWords[record]! + 1;
            wordScores[record] = 0;
          }
          wordRecordCount = 0;
          evidence.endWord();
          pageSignal.endWord();
        }
        // The page signal, then the page evidence, lift the records found on each page they name: only those pages'
        // records are touched, not a lookup of the page for every record found.
        pageSignal.finish(words.length, liftPage);
        evidence.finish(liftPage);
        subjects.finish(typedCount, (page, share) => liftPage(page, 1 + SUBJECT_WEIGHT * share));
        const score = (record: number) => totals[record]! * matchedWords[record]!;
        const idOf = (record: number) => records.ids[record]!;
        if (!wordsOfTerm) return selectTop(found, foundCount, limit, score, idOf).map((record) => result(record));
        // The proximity stage reorders the same best records whatever the limit, so a shorter answer is a prefix of a
        // longer one.
        const best = selectTop(found, foundCount, Math.max(limit, PROXIMITY_DEPTH), score, idOf);
        const head = best.slice(0, PROXIMITY_DEPTH);
        const together = pairReader(wordsOfTerm, typedCount);
        const contents = new Map(head.map((record) => [record, contentOf(record)]));
        const lifted = new Map(
          head.map((record) => {
            const share = together(records.titles[record]!, contents.get(record)!);
            return [record, score(record) * (1 + PROXIMITY_WEIGHT * share)];
          }),
        );
        const reordered = selectTop(head, head.length, head.length, (record) => lifted.get(record)!, idOf);
        return [...reordered, ...best.slice(PROXIMITY_DEPTH)]
          .slice(0, limit)
          .map((record) => result(record, contents.get(record)));
      } finally {
        for (let i = 0; i < wordRecordCount; i++) wordScores[wordRecords[i]!] = 0;
        for (let i = 0; i < foundCount; i++) {
          totals[found[i]!] = 0;
          matchedWords[found[i]!] = 0;
        }
        pageSignal.reset();
        evidence.reset();
        subjects.reset();
      }
    },

    suggest(query, limit = DEFAULT_SUGGESTIONS) {
      return suggestQueries(query, limit, {
        // As a word alone: a short word one edit from an indexed one (not a swap) is not taken as that word.
        matches: (word) => matchWord(word, false).size > 0,
        nearest: (word, count) => nearestTerms(dictionary, termFrequency, word, count),
      });
    },
  };
}
