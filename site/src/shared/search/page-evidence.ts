import { RANKING } from './ranking.ts';

/**
 * What a whole page says about a query (`text` in ranking.ts), beside what each of its records says. A page that is
 * about a word uses it across its sections; a page that mentions it in passing has one section that does. The engine
 * scores records (so a result lands on the right section), and this scores pages as BM25 documents (the records' k and
 * b, no floor): each page's records together, their headings and text, against the page lengths of the whole site.
 * Each page's share is its score against the best page's, so a short section of a page elsewhere that repeats the
 * query's words does not outrank the page about them.
 */
const BM25 = RANKING.bm25;

export interface PageEvidence {
  /** A match of the current query word: `frequency` times in `record`, with the matched term's weight and idf. */
  add(record: number, frequency: number, weight: number, idf: number): void;
  /** Closes the current query word: its matches become page scores. */
  endWord(): void;
  /**
   * The share of each page that matched, in (0, 1], the best page's 1: `each(pageRecord, share)`; then the evidence is
   * reset for the next query.
   */
  finish(each: (page: number, share: number) => void): void;
  /** Drops whatever a query left (a thrown search). */
  reset(): void;
}

/**
 * `pageRecordOf[record]` is the page record of each record (itself for a page record); `recordLength(record)` is the
 * number of words the record's heading and text hold, summed into its page's length.
 */
export function createPageEvidence(pageRecordOf: Uint32Array, recordLength: (record: number) => number): PageEvidence {
  const count = pageRecordOf.length;
  const pageLengths = new Float64Array(count);
  for (let record = 0; record < count; record++) {
    const page = pageRecordOf[record]!;
    pageLengths[page] = pageLengths[page]! + recordLength(record);
  }
  let total = 0;
  let pages = 0;
  for (let record = 0; record < count; record++) {
    if (pageRecordOf[record] !== record) continue;
    total += pageLengths[record]!;
    pages++;
  }
  const average = Math.max(pages > 0 ? total / pages : 1, 1);
  const norms = new Float64Array(count);
  for (let record = 0; record < count; record++)
    norms[record] = BM25.k * (1 - BM25.b + (BM25.b * pageLengths[record]!) / average);

  /** The current word's weighted frequency and best idf on each page, and the pages it touched. */
  const wordFrequency = new Float64Array(count);
  const wordIdf = new Float64Array(count);
  const wordPages = new Uint32Array(count);
  let wordPageCount = 0;
  /** The sum over the query's words, and the pages touched so far. */
  const scores = new Float64Array(count);
  const scoredPages = new Uint32Array(count);
  let scoredCount = 0;

  const evidence: PageEvidence = {
    add(record, frequency, matchWeight, idf) {
      const page = pageRecordOf[record]!;
      if (wordFrequency[page] === 0) wordPages[wordPageCount++] = page;
      wordFrequency[page] = wordFrequency[page]! + frequency * matchWeight;
      if (idf * matchWeight > wordIdf[page]!) wordIdf[page] = idf * matchWeight;
    },
    endWord() {
      for (let i = 0; i < wordPageCount; i++) {
        const page = wordPages[i]!;
        const frequency = wordFrequency[page]!;
        if (scores[page] === 0) scoredPages[scoredCount++] = page;
        scores[page] = scores[page]! + (wordIdf[page]! * frequency * (BM25.k + 1)) / (frequency + norms[page]!);
        wordFrequency[page] = 0;
        wordIdf[page] = 0;
      }
      wordPageCount = 0;
    },
    finish(each) {
      let best = 0;
      for (let i = 0; i < scoredCount; i++) best = Math.max(best, scores[scoredPages[i]!]!);
      for (let i = 0; i < scoredCount; i++) {
        const page = scoredPages[i]!;
        if (best > 0) each(page, scores[page]! / best);
      }
      evidence.reset();
    },
    reset() {
      for (let i = 0; i < wordPageCount; i++) {
        wordFrequency[wordPages[i]!] = 0;
        wordIdf[wordPages[i]!] = 0;
      }
      wordPageCount = 0;
      for (let i = 0; i < scoredCount; i++) scores[scoredPages[i]!] = 0;
      scoredCount = 0;
    },
  };
  return evidence;
}
