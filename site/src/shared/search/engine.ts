import type { SearchRecord } from './search-records.ts';
import type { SearchResult } from '../types.ts';
import { decodeSearchIndex, encodeSearchIndex, FIELD_COUNT, type SearchIndexData } from './index-file.ts';
import { contentReader, resultReader } from './record-results.ts';
import { createPageEvidence } from './page-evidence.ts';
import { pageMembers, pageRecords } from './page-records.ts';
import { createPageSignal } from './page-signal.ts';
import { createPageSubjects } from './page-subjects.ts';
import { MAX_TYPED_WORDS, pairReader } from './proximity.ts';
import { RANKING, score } from './ranking.ts';
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
  /**
   * The page stage: pages ranked first, their records lifted by what the page is about (ranking.ts), the summary field
   * scored. Off, records are ranked by their core score alone (BM25+), as MiniSearch ranks them.
   */
  pageSignals?: boolean;
  /**
   * The engine's own word rules: a plural and a stem match as the word, two words typed apart match the compound the
   * index holds, and a short word alone matches no neighbour but a swap. Off, words match as MiniSearch matches them.
   */
  wordForms?: boolean;
}

/**
 * Ranking (ranking.ts holds every weight and the one `score` function): each record's core score (BM25+ per field,
 * weighted by field, by how each word matched and by record kind, times the number of query words matched), lifted by
 * what its page is about (the page signal, the subject phrases, the page's own text) and, for a question, by the words
 * its best records say together. Pages rank by their best record; each page lists its best sections, up to
 * `RANKING.sectionsPerPage`, before the next page.
 */
const BM25 = RANKING.bm25;
const { title, documentTitle, text, summary } = RANKING.fields;
/** title, documentTitle, text, summary: the core ranking alone does not score the summary field. */
const FIELD_BOOSTS = [title, documentTitle, text, 0];
/** With the page stage on, a page's summary and keywords are also scored, on the page's own record. */
const SUMMARY_FIELD = 3;
/** The fields that say what a page is about (its title, its summary and keywords) for the page signal. */
const SIGNAL_FIELDS = [0, 3];
/** The fields a page's own text counts (headings and text; not the page title every record repeats). */
const EVIDENCE_FIELDS = [0, 2];
const PROXIMITY = RANKING.proximity;

/**
 * Builds the index file at build time (written to dist/search-index.bin, loaded by the server at start-up).
 * `vocabulary`: the language's words, so that a real word typed alone is not read as a typo of an index term.
 */
export function buildSearchIndex(records: readonly SearchRecord[], vocabulary?: Iterable<string>): Uint8Array {
  return encodeSearchIndex(records, vocabulary);
}

/** The weight of each field: the core's, and the summary's when the page stage is on. */
function fieldBoostsOf(pageSignals: boolean): number[] {
  return FIELD_BOOSTS.map((boost, field) => (pageSignals && field === SUMMARY_FIELD ? summary : boost));
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

/** Which records are pages, and each record's weight (`RANKING.pageRecord` for a page, 1 for a section). */
function recordKinds(types: readonly string[]): { isPage: Uint8Array; recordBoosts: Float64Array } {
  // Plain loops: TypedArray.from with a mapping function walks the iterator protocol, several times slower at start-up.
  const isPage = new Uint8Array(types.length);
  const recordBoosts = new Float64Array(types.length);
  for (let record = 0; record < types.length; record++) {
    const page = types[record] === 'page';
    isPage[record] = page ? 1 : 0;
    recordBoosts[record] = page ? RANKING.pageRecord : 1;
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
  const evidence = createPageEvidence(pageRecordOf, (record) =>
    EVIDENCE_FIELDS.reduce((sum, field) => sum + fieldLengths[record * FIELD_COUNT + field]!, 0),
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
  const pageSignal = createPageSignal(recordCount);
  /** Each page's shares for the query (ranking.ts `score`), by page record; each record's final score; pages found. */
  const about = new Float64Array(recordCount);
  const subject = new Float64Array(recordCount);
  const pageText = new Float64Array(recordCount);
  const finalScores = new Float64Array(recordCount);
  const pageBest = new Float64Array(recordCount);
  const pagesFound = new Uint32Array(recordCount);
  /** The pages given a share by the query, for the reset. */
  const sharedPages: number[] = [];
  const share = (shares: Float64Array) => (page: number, value: number) => {
    shares[page] = value;
    sharedPages.push(page);
  };
  const subjects = createPageSubjects(terms.length, index);
  const { forEachMatch, matchesAsTyped, matchWord } = createWordMatcher(
    terms,
    dictionary,
    wordForms,
    new Set(index.words),
  );
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
      if (pageSignals && SIGNAL_FIELDS.includes(field))
        for (let p = start; p < end; p++) if (isPage[postingRecords[p]!]) pageSignal.add(postingRecords[p]!, signal);
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
        const wordsOfTerm = pageSignals && typedCount >= PROXIMITY.minWords ? new Map<string, number>() : undefined;
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
        const core = (record: number) => totals[record]! * matchedWords[record]!;
        const idOf = (record: number) => records.ids[record]!;
        if (!pageSignals) return selectTop(found, foundCount, limit, core, idOf).map((record) => result(record));
        pageSignal.finish(words.length, share(about));
        evidence.finish(share(pageText));
        subjects.finish(typedCount, share(subject));
        const scoreOf = (record: number, together = 0) => {
          const page = pageRecordOf[record]!;
          return score(core(record), about[page]!, subject[page]!, pageText[page]!, together);
        };
        for (let i = 0; i < foundCount; i++) finalScores[found[i]!] = scoreOf(found[i]!);
        // The proximity stage reads the best records whole, the same ones whatever the limit, so a shorter answer is a
        // prefix of a longer one.
        const contents = new Map<number, string>();
        if (wordsOfTerm) {
          const together = pairReader(wordsOfTerm, typedCount);
          for (const record of selectTop(found, foundCount, PROXIMITY.depth, (r) => finalScores[r]!, idOf)) {
            contents.set(record, contentOf(record));
            finalScores[record] = scoreOf(record, together(records.titles[record]!, contents.get(record)!));
          }
        }
        // Pages by their best record, then each page's best sections.
        let pageCount = 0;
        for (let i = 0; i < foundCount; i++) {
          const record = found[i]!;
          const page = pageRecordOf[record]!;
          if (pageBest[page] === 0) pagesFound[pageCount++] = page;
          if (finalScores[record]! > pageBest[page]!) pageBest[page] = finalScores[record]!;
        }
        const answer: number[] = [];
        for (const page of selectTop(pagesFound, pageCount, limit, (p) => pageBest[p]!, idOf)) {
          const sections: number[] = [];
          for (let m = memberStarts[page]!; m < memberStarts[page + 1]!; m++)
            if (matchedWords[members[m]!] !== 0) sections.push(members[m]!);
          answer.push(...selectTop(sections, sections.length, RANKING.sectionsPerPage, (r) => finalScores[r]!, idOf));
          if (answer.length >= limit) break;
        }
        return answer.slice(0, limit).map((record) => result(record, contents.get(record)));
      } finally {
        for (let i = 0; i < wordRecordCount; i++) wordScores[wordRecords[i]!] = 0;
        for (let i = 0; i < foundCount; i++) {
          const record = found[i]!;
          totals[record] = 0;
          matchedWords[record] = 0;
          finalScores[record] = 0;
          pageBest[pageRecordOf[record]!] = 0;
        }
        for (const page of sharedPages) about[page] = subject[page] = pageText[page] = 0;
        sharedPages.length = 0;
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
