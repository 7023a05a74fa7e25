/**
 * The page signal (`about` in ranking.ts): what a page is about is said by its title and its summary. For each query
 * word, the strongest match in a page's title or summary (the engine passes the strength: the match's weight against
 * the word as typed, at most 1); over the query, the share of its words a page matched.
 */
export interface PageSignal {
  /** A match of the current query word in the title or summary of `page` (a page record). */
  add(page: number, strength: number): void;
  /** Closes the current query word: its strongest match on each page counts once. */
  endWord(): void;
  /** The share of each signalled page for a query of `wordCount` words; then the signal is reset for the next query. */
  finish(wordCount: number, each: (page: number, share: number) => void): void;
  /** Drops whatever a query left (a thrown search). */
  reset(): void;
}

export function createPageSignal(recordCount: number): PageSignal {
  /** How strongly the word being searched matched each page's title or summary, and the pages it touched. */
  const wordSignals = new Float64Array(recordCount);
  const wordPages = new Uint32Array(recordCount);
  let wordPageCount = 0;
  /** The sum over the query's words, and the pages signalled so far. */
  const signals = new Float64Array(recordCount);
  const signalled = new Uint32Array(recordCount);
  let signalledCount = 0;

  const signal: PageSignal = {
    add(page, strength) {
      if (wordSignals[page] === 0) wordPages[wordPageCount++] = page;
      if (strength > wordSignals[page]!) wordSignals[page] = strength;
    },
    endWord() {
      for (let i = 0; i < wordPageCount; i++) {
        const page = wordPages[i]!;
        if (signals[page] === 0) signalled[signalledCount++] = page;
        signals[page] = signals[page]! + Math.min(1, wordSignals[page]!);
        wordSignals[page] = 0;
      }
      wordPageCount = 0;
    },
    finish(wordCount, each) {
      const count = Math.max(wordCount, 1);
      for (let i = 0; i < signalledCount; i++) each(signalled[i]!, signals[signalled[i]!]! / count);
      signal.reset();
    },
    reset() {
      for (let i = 0; i < wordPageCount; i++) wordSignals[wordPages[i]!] = 0;
      wordPageCount = 0;
      for (let i = 0; i < signalledCount; i++) signals[signalled[i]!] = 0;
      signalledCount = 0;
    },
  };
  return signal;
}
