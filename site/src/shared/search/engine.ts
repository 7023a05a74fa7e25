import type { SearchRecord } from './search-records.ts';
import type { SearchResult } from '../types.ts';
import { decodeSearchIndex, encodeSearchIndex, FIELD_COUNT } from './index-file.ts';
import { planQuery } from './query-plan.ts';
import { createTermDictionary, findTerm, fuzzyTerms, prefixRange } from './term-dictionary.ts';
import { selectTop } from './top-k.ts';

/** The search interface the HTTP layer depends on; the engine behind it can change without touching the endpoint. */
export interface SearchEngine {
  /** Best results first, at most `limit`. A query with no searchable words answers []. */
  search(query: string, limit?: number): SearchResult[];
}

export const DEFAULT_LIMIT = 20;

/**
 * Ranking: BM25+ per field (k 1.2, b 0.7, δ 0.5; a field's length is its number of distinct words), weighted by field
 * (a heading's title counts 3×), by how the word matched (exact 1; prefix 0.5 and fuzzy 0.3, both shrinking as the
 * indexed word grows away from the typed one) and by record (a page 1.2× its sections); the sum over the query's words
 * is multiplied by how many distinct query words the record matched. These are MiniSearch's formulas with the options
 * this site used with it, kept so that ranking did not change when the compact engine replaced it.
 */
const BM25 = { k: 1.2, b: 0.7, d: 0.5 };
const FIELD_BOOSTS = [3, 1, 1];
const PAGE_BOOST = 1.2;
const PREFIX_WEIGHT = 0.5;
const FUZZY_WEIGHT = 0.3;

/** Builds the index file at build time (written to dist/search-index.bin, loaded by the server at start-up). */
export function buildSearchIndex(records: readonly SearchRecord[]): Uint8Array {
  return encodeSearchIndex(records);
}

/**
 * Loads an index file once (its bytes, or the ArrayBuffer a Worker imports); searches then run in memory over typed
 * arrays. Scores accumulate in per-record arrays allocated here, so a search allocates little beyond its answer.
 */
export function loadSearchEngine(file: Uint8Array | ArrayBuffer): SearchEngine {
  const index = decodeSearchIndex(file);
  const { recordCount, terms, records, postingOffsets, postingRecords, postingFrequencies, contentOffsets, contentBytes } = index;

  /** The length part of BM25's denominator for each record's field. */
  const lengthNorms = new Float64Array(recordCount * FIELD_COUNT);
  for (let record = 0; record < recordCount; record++) {
    for (let field = 0; field < FIELD_COUNT; field++) {
      const at = record * FIELD_COUNT + field;
      lengthNorms[at] = BM25.k * (1 - BM25.b + (BM25.b * index.fieldLengths[at]!) / index.averageFieldLengths[field]!);
    }
  }
  const dictionary = createTermDictionary(terms);
  const recordBoosts = Float64Array.from(records.types, (type) => (type === 'page' ? PAGE_BOOST : 1));

  /** Score of each record for the query word being searched, and the records it touched. */
  const wordScores = new Float64Array(recordCount);
  const wordRecords = new Uint32Array(recordCount);
  let wordRecordCount = 0;
  /** Sum over the query's words, how many distinct words matched, and the records found so far. */
  const totals = new Float64Array(recordCount);
  const matchedWords = new Uint16Array(recordCount);
  const found = new Uint32Array(recordCount);
  const decoder = new TextDecoder();

  function addTerm(termNumber: number, weight: number) {
    for (let field = 0; field < FIELD_COUNT; field++) {
      const slot = termNumber * FIELD_COUNT + field;
      const start = postingOffsets[slot]!;
      const end = postingOffsets[slot + 1]!;
      if (start === end) continue;
      const matching = end - start;
      const idf = Math.log(1 + (recordCount - matching + 0.5) / (matching + 0.5));
      const fieldWeight = weight * FIELD_BOOSTS[field]!;
      for (let p = start; p < end; p++) {
        const record = postingRecords[p]!;
        const frequency = postingFrequencies[p]!;
        const raw = idf * (BM25.d + (frequency * (BM25.k + 1)) / (frequency + lengthNorms[record * FIELD_COUNT + field]!));
        if (wordScores[record] === 0) wordRecords[wordRecordCount++] = record;
        wordScores[record] = wordScores[record]! + fieldWeight * recordBoosts[record]! * raw;
      }
    }
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
        for (const word of planQuery(query)) {
          wordRecordCount = 0;
          const exact = findTerm(terms, word.term);
          if (exact !== -1) addTerm(exact, word.boost);
          const prefixed = word.prefix ? prefixRange(terms, word.term) : { start: 0, end: 0 };
          for (let term = prefixed.start; term < prefixed.end; term++) {
            if (term === exact) continue;
            const length = terms[term]!.length;
            addTerm(term, word.boost * ((PREFIX_WEIGHT * length) / (length + 0.3 * (length - word.term.length))));
          }
          if (word.maxEdits > 0) {
            fuzzyTerms(dictionary, word.term, word.maxEdits, (term, distance) => {
              if (distance === 0 || (term >= prefixed.start && term < prefixed.end)) return;
              const length = terms[term]!.length;
              addTerm(term, word.boost * ((FUZZY_WEIGHT * length) / (length + distance)));
            });
          }
          for (let i = 0; i < wordRecordCount; i++) {
            const record = wordRecords[i]!;
            if (matchedWords[record] === 0) found[foundCount++] = record;
            totals[record] = totals[record]! + wordScores[record]! * word.repeats;
            matchedWords[record] = matchedWords[record]! + 1;
            wordScores[record] = 0;
          }
        }
        const best = selectTop(found, foundCount, limit, (record) => totals[record]! * matchedWords[record]!, (record) => records.ids[record]!);
        return best.map(result);
      } finally {
        for (let i = 0; i < wordRecordCount; i++) wordScores[wordRecords[i]!] = 0;
        for (let i = 0; i < foundCount; i++) {
          totals[found[i]!] = 0;
          matchedWords[found[i]!] = 0;
        }
      }
    },
  };
}
