import type { SearchRecord } from './search-records.ts';
import type { SearchResult } from '../types.ts';
import { decodeSearchIndex, encodeSearchIndex, FIELD_COUNT } from './index-file.ts';
import { isAdjacentSwap } from './edit-distance.ts';
import { MIN_LONE_FUZZY_LENGTH } from './match-policy.ts';
import { createPageEvidence } from './page-evidence.ts';
import { planQuery, type QueryWord } from './query-plan.ts';
import { SUGGESTABLE, SUGGESTION_EDITS, suggestQueries } from './suggest.ts';
import { createTermDictionary, findTerm, fuzzyTerms, prefixRange } from './term-dictionary.ts';
import { selectTop } from './top-k.ts';

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
  /** Page-level signals (title and summary matches lift the page's records); off, the ranking is BM25+ alone. */
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
 * the page's title (1) or summary (0.5) matches, weighted as above, multiplies the score of every record of that page
 * by up to 1 + PAGE_SIGNAL_WEIGHT, so a section elsewhere that repeats the words does not outrank the page about them.
 * And the page's evidence (page-evidence.ts): each page's headings and text scored together as one BM25 document; the
 * best page for the query lifts its records by 1 + PAGE_EVIDENCE_WEIGHT, the others in proportion, so the page that
 * uses the query's words throughout ranks above one with a single section that repeats them.
 */
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };
/** title, documentTitle, text; the summary field is read only for the page signal. */
const FIELD_BOOSTS = [3, 1, 1, 0];
const PAGE_BOOST = 1.2;
const PREFIX_WEIGHT = 0.5;
const FUZZY_WEIGHT = 0.3;
const PAGE_SIGNAL_WEIGHT = 3;
/** How much a match in each field says about the page: its title fully, its summary half. */
const SIGNAL_OF_FIELD = [1, 0, 0, 0.5];
/** The fields a page's evidence counts (headings and text; not the page title every record repeats). */
const EVIDENCE_FIELDS = [0, 2];
const PAGE_EVIDENCE_WEIGHT = 2;

/**
 * The page record each record belongs to (its path without the anchor); itself when its page has no record. A page's
 * sections follow its page record (search-records.ts), so one pass over the paths finds them without building a string
 * per record (at 10,000 pages that was a tenth of a second of start-up); records in any other order are looked up by
 * path.
 */
export function pageRecords(paths: readonly string[], isPage: Uint8Array): Uint32Array {
  const pageRecordOf = new Uint32Array(paths.length);
  let byPath: Map<string, number> | undefined;
  let page = -1;
  for (let record = 0; record < paths.length; record++) {
    const path = paths[record]!;
    if (isPage[record]) page = record;
    const pagePath = page === -1 ? undefined : paths[page]!;
    if (
      pagePath !== undefined &&
      (path === pagePath || (path.charCodeAt(pagePath.length) === 35 && path.startsWith(pagePath)))
    ) {
      pageRecordOf[record] = page;
      continue;
    }
    if (!byPath) {
      byPath = new Map();
      paths.forEach((candidate, other) => isPage[other] && byPath!.set(candidate, other));
    }
    const anchor = path.indexOf('#');
    pageRecordOf[record] = byPath.get(anchor === -1 ? path : path.slice(0, anchor)) ?? record;
  }
  return pageRecordOf;
}

/**
 * The records of each page, itself included, from `pageRecords`: page p's are `members[memberStarts[p]]` up to, not
 * including, `members[memberStarts[p + 1]]` (none for a record that is not a page).
 */
export function pageMembers(pageRecordOf: Uint32Array): { memberStarts: Uint32Array; members: Uint32Array } {
  const count = pageRecordOf.length;
  const memberStarts = new Uint32Array(count + 1);
  for (let record = 0; record < count; record++) memberStarts[pageRecordOf[record]! + 1]!++;
  for (let page = 0; page < count; page++) memberStarts[page + 1] = memberStarts[page + 1]! + memberStarts[page]!;
  const members = new Uint32Array(count);
  const next = memberStarts.slice(0, count);
  for (let record = 0; record < count; record++) members[next[pageRecordOf[record]!]!++] = record;
  return { memberStarts, members };
}

/** Whether `indexed` is `typed` with a plural ending ("templates" for "template", "classes" for "class"). */
export function isPluralOf(indexed: string, typed: string): boolean {
  return indexed === `${typed}s` || indexed === `${typed}es`;
}

/** Builds the index file at build time (written to dist/search-index.bin, loaded by the server at start-up). */
export function buildSearchIndex(records: readonly SearchRecord[]): Uint8Array {
  return encodeSearchIndex(records);
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
  const {
    recordCount,
    terms,
    records,
    postingOffsets,
    postingRecords,
    postingFrequencies,
    contentOffsets,
    contentBytes,
  } = index;

  /** The length part of BM25's denominator for each record's field. */
  // Only for the fields that are scored (the summary field is read for the page signal alone).
  const lengthNorms = new Float64Array(recordCount * FIELD_COUNT);
  const { fieldLengths, averageFieldLengths } = index;
  for (let field = 0; field < FIELD_COUNT; field++) {
    if (FIELD_BOOSTS[field] === 0) continue;
    const average = averageFieldLengths[field]!;
    for (let at = field; at < lengthNorms.length; at += FIELD_COUNT)
      lengthNorms[at] = BM25.k * (1 - BM25.b + (BM25.b * fieldLengths[at]!) / average);
  }
  const dictionary = createTermDictionary(terms);
  // Plain loops: TypedArray.from with a mapping function walks the iterator protocol, several times slower at start-up.
  const isPage = new Uint8Array(recordCount);
  const recordBoosts = new Float64Array(recordCount);
  for (let record = 0; record < recordCount; record++) {
    const page = records.types[record] === 'page';
    isPage[record] = page ? 1 : 0;
    recordBoosts[record] = page ? PAGE_BOOST : 1;
  }
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
  /** How strongly the word being searched matched each page's title or summary, and the pages it touched. */
  const wordSignals = new Float64Array(recordCount);
  const signalRecords = new Uint32Array(recordCount);
  let signalRecordCount = 0;
  /** Sum over the query's words, how many distinct words matched, the page signals, and the records found so far. */
  const totals = new Float64Array(recordCount);
  const matchedWords = new Uint16Array(recordCount);
  const signals = new Float64Array(recordCount);
  const signalled = new Uint32Array(recordCount);
  let signalledCount = 0;
  const found = new Uint32Array(recordCount);
  const decoder = new TextDecoder();

  /** Adds one index term's postings, matched with `weight`; `signal` is that weight against the word as typed. */
  function addTerm(termNumber: number, weight: number, signal: number) {
    for (let field = 0; field < FIELD_COUNT; field++) {
      const slot = termNumber * FIELD_COUNT + field;
      const start = postingOffsets[slot]!;
      const end = postingOffsets[slot + 1]!;
      if (start === end) continue;
      const fieldBoost = FIELD_BOOSTS[field]!;
      if (pageSignals && SIGNAL_OF_FIELD[field]! > 0) {
        const strength = signal * SIGNAL_OF_FIELD[field]!;
        for (let p = start; p < end; p++) {
          const record = postingRecords[p]!;
          if (!isPage[record]) continue;
          if (wordSignals[record] === 0) signalRecords[signalRecordCount++] = record;
          if (strength > wordSignals[record]!) wordSignals[record] = strength;
        }
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

  /**
   * Calls `keep(term, weight)` for the index terms a query word matches: exact, prefix, fuzzy or another spelling. A
   * word typed one way names each index term once (a prefix match is not also fuzzy); other spellings can name one
   * again.
   */
  function forEachMatch(word: QueryWord, keep: (term: number, weight: number) => void, anchored = true) {
    for (const queryTerm of word.terms) {
      const exact = findTerm(terms, queryTerm.term);
      if (exact !== -1) keep(exact, queryTerm.boost);
      const prefixed = queryTerm.prefix ? prefixRange(terms, queryTerm.term) : { start: 0, end: 0 };
      for (let term = prefixed.start; term < prefixed.end; term++) {
        if (term === exact) continue;
        const length = terms[term]!.length;
        // The plural of the word typed is the word itself ("template" finds "Templates" at full weight).
        if (wordForms && isPluralOf(terms[term]!, queryTerm.term)) keep(term, queryTerm.boost);
        else
          keep(term, queryTerm.boost * ((PREFIX_WEIGHT * length) / (length + 0.3 * (length - queryTerm.term.length))));
      }
      if (queryTerm.maxEdits > 0) {
        const anyEdit = !wordForms || anchored || queryTerm.term.length >= MIN_LONE_FUZZY_LENGTH;
        fuzzyTerms(dictionary, queryTerm.term, queryTerm.maxEdits, (term, distance) => {
          if (distance === 0 || (term >= prefixed.start && term < prefixed.end)) return;
          if (!anyEdit && !isAdjacentSwap(queryTerm.term, terms[term]!)) return;
          const length = terms[term]!.length;
          keep(term, queryTerm.boost * ((FUZZY_WEIGHT * length) / (length + distance)));
        });
      }
    }
  }

  /** Whether a query word is in the index as typed or begins an indexed word (no edit needed). */
  function matchesAsTyped(word: QueryWord): boolean {
    return word.terms.some(
      (queryTerm) =>
        findTerm(terms, queryTerm.term) !== -1 ||
        (queryTerm.prefix && prefixRange(terms, queryTerm.term).end > prefixRange(terms, queryTerm.term).start),
    );
  }

  /** The index terms a query word matches, each once with its best weight. */
  function matchWord(word: QueryWord, anchored = true): Map<number, number> {
    const matched = new Map<number, number>();
    forEachMatch(
      word,
      (term, weight) => {
        if (weight > (matched.get(term) ?? 0)) matched.set(term, weight);
      },
      anchored,
    );
    return matched;
  }

  function result(record: number): SearchResult {
    return {
      id: records.ids[record]!,
      metadata: {
        title: records.titles[record]!,
        path: records.paths[record]!,
        level: records.levels[record]!,
        type: records.types[record]!,
        content: decoder.decode(contentBytes.subarray(contentOffsets[record]!, contentOffsets[record + 1]!)),
        documentTitle: records.documentTitles[record]!,
      },
    };
  }

  return {
    search(query, limit = DEFAULT_LIMIT) {
      let foundCount = 0;
      try {
        const words = wordForms ? planQuery(query, { isIndexed }) : planQuery(query, { stems: false });
        const asTyped = words.map(matchesAsTyped);
        for (const [at, word] of words.entries()) {
          const anchored = asTyped.some((typed, other) => typed && other !== at);
          wordRecordCount = 0;
          signalRecordCount = 0;
          const typedBoost = word.terms[0]!.boost;
          // A word typed one way adds each index term as it is found; with other spellings, each term is gathered
          // once at its best weight first. (No Map per word: at 10,000 pages its garbage showed in the p99.)
          if (word.terms.length === 1)
            forEachMatch(word, (term, weight) => addTerm(term, weight, weight / typedBoost), anchored);
          else for (const [term, weight] of matchWord(word, anchored)) addTerm(term, weight, weight / typedBoost);
          for (let i = 0; i < wordRecordCount; i++) {
            const record = wordRecords[i]!;
            if (matchedWords[record] === 0) found[foundCount++] = record;
            totals[record] = totals[record]! + wordScores[record]! * word.repeats;
            matchedWords[record] = matchedWords[record]! + 1;
            wordScores[record] = 0;
          }
          wordRecordCount = 0;
          evidence.endWord();
          for (let i = 0; i < signalRecordCount; i++) {
            const record = signalRecords[i]!;
            if (signals[record] === 0) signalled[signalledCount++] = record;
            signals[record] = signals[record]! + Math.min(1, wordSignals[record]!);
            wordSignals[record] = 0;
          }
          signalRecordCount = 0;
        }
        // The page signal lifts the records found on each signalled page: only those pages' records are touched, not
        // a lookup of the page for every record found.
        const signalScale = PAGE_SIGNAL_WEIGHT / Math.max(words.length, 1);
        for (let i = 0; i < signalledCount; i++) {
          const page = signalled[i]!;
          const lift = 1 + signalScale * signals[page]!;
          for (let m = memberStarts[page]!; m < memberStarts[page + 1]!; m++) {
            const record = members[m]!;
            if (matchedWords[record] !== 0) totals[record] = totals[record]! * lift;
          }
        }
        evidence.finish((page, lift) => {
          for (let m = memberStarts[page]!; m < memberStarts[page + 1]!; m++) {
            const record = members[m]!;
            if (matchedWords[record] !== 0) totals[record] = totals[record]! * lift;
          }
        });
        const score = (record: number) => totals[record]! * matchedWords[record]!;
        const best = selectTop(found, foundCount, limit, score, (record) => records.ids[record]!);
        return best.map(result);
      } finally {
        for (let i = 0; i < wordRecordCount; i++) wordScores[wordRecords[i]!] = 0;
        for (let i = 0; i < signalRecordCount; i++) wordSignals[signalRecords[i]!] = 0;
        for (let i = 0; i < foundCount; i++) {
          totals[found[i]!] = 0;
          matchedWords[found[i]!] = 0;
        }
        for (let i = 0; i < signalledCount; i++) signals[signalled[i]!] = 0;
        signalledCount = 0;
        evidence.reset();
      }
    },

    suggest(query, limit = DEFAULT_SUGGESTIONS) {
      return suggestQueries(query, limit, {
        // As a word alone: a short word one edit from an indexed one (not a swap) is not taken as that word.
        matches: (word) => matchWord(word, false).size > 0,
        nearest: (word, count) => {
          const near: Array<{ term: string; distance: number; frequency: number }> = [];
          fuzzyTerms(dictionary, word, SUGGESTION_EDITS, (term, distance) => {
            if (distance > 0 && SUGGESTABLE.test(terms[term]!))
              near.push({ term: terms[term]!, distance, frequency: termFrequency(term) });
          });
          near.sort((a, b) => a.distance - b.distance || b.frequency - a.frequency || (a.term < b.term ? -1 : 1));
          return near.slice(0, count).map((candidate) => candidate.term);
        },
      });
    },
  };
}
