/**
 * The search ranking: every tuned number, and the one function that turns what a search measured into a score.
 *
 * A search ranks pages, then the sections within the best pages (engine.ts). What it measures, per record:
 * - `core`: BM25+ per field (a field's length is its number of distinct words), weighted by field, by how each word
 *   matched (word-matches.ts, query-plan.ts) and by record kind, summed over the query's words and multiplied by how
 *   many distinct query words the record matched. With the page stage off this is the whole ranking, and it ranks as
 *   MiniSearch 7 did with the options this site gave it (bench/tests/search-engine.test.ts keeps it so).
 * and per page, each a share from 0 to 1:
 * - `about`: the share of the query's words that the page's title, or its summary and keywords, match (page-signal.ts);
 * - `subject`: the share of the typed words taken by a title or keyword phrase that the query says whole
 *   (page-subjects.ts: "project name" in "which names can my project have");
 * - `text`: the page's own BM25 score, its headings and text read as one document, against the best page's
 *   (page-evidence.ts): the page that uses the query's words throughout, not one section that repeats them;
 * and, for a query of `proximity.minWords` typed words or more, for the best `proximity.depth` records only (their text is
 * read whole):
 * - `together`: the share of the pairs of words typed side by side that the record says together (proximity.ts).
 *
 * Each weight below says what it does and which way helps; the figures a change must keep are the tuning rows of
 * bench/search-quality/queries.tsv (`npm run bench:search-tuning`), and the held-out rows are only ever measured.
 */

export const RANKING = {
  /**
   * BM25+ for records and for pages alike. Pages take no floor `d`: with it, success@1 falls on the first (0.96 → 0.95),
   * task (0.91 → 0.89) and bridge (0.44 → 0.43) tuning sets, as the floor lifts every page that mentions a word once
   * towards the best page.
   */
  bm25: {
    /** Term-frequency saturation: higher lets a word said again in the same field count for more. */
    k: 1.2,
    /** Length normalisation, 0 to 1: higher favours short fields and pages over long ones. */
    b: 0.7,
    /** BM25+ floor of a record's match: higher narrows the gap between one mention and many (pages take none). */
    d: 0.5,
  },

  /** Per-field weights of a record's core score: title, documentTitle, text, summary (index-file.ts FIELDS). */
  fields: {
    /** A heading's (or page's) own title: higher ranks a section named by the query above one that mentions it. */
    title: 3,
    /** The page title every record repeats: higher pulls all of a page's sections up together. */
    documentTitle: 1,
    /** Section text (a page's summary and intro): the body of the evidence. */
    text: 1,
    /** A page's summary and keywords, scored on the page record with the page stage on: higher finds a page by them. */
    summary: 1,
  },

  /** How a query word matched an index term, against 1 for the word as typed (also its plural). */
  match: {
    /** A longer word the typed one starts ("authen" → authentication): higher favours completions over exact words. */
    prefix: 0.5,
    /** How fast a prefix or fuzzy match weakens as the indexed word grows past the typed one: higher weakens it faster. */
    prefixGrowth: 0.3,
    /** A word one edit away (a typo): higher trusts typos more against exact words. */
    fuzzy: 0.3,
    /** Another form of the typed word ("publish" → publishing): higher treats it more as the word itself. */
    otherForm: 0.8,
    /** The typed word's stem, searched as a prefix ("viewed" → view…): higher counts stem matches more. */
    stem: 0.7,
    /** Another spelling from the synonyms table: higher lets synonyms rank as high as the word typed. */
    synonym: 0.8,
    /** A compound typed whole (`--no-auth`, `BETTER_AUTH_SECRET`): higher ranks the exact identifier further ahead. */
    compound: 4,
    /** A part of a compound typed only inside it (`auth` of `--no-auth`): higher lets its parts alone find records. */
    compoundPart: 0.3,
    /** Two words typed apart that the index holds as one compound ("stale time" → staleTime): higher favours it. */
    joined: 1,
  },

  /** Query words this long may also match longer words that start with them; shorter ones would match too much. */
  minPrefixLength: 3,
  /** Query words this long may match a word one edit away (spec: 1 edit); shorter ones are too easily something else. */
  minFuzzyLength: 4,

  /** Per-record weight by kind: a page record against 1 for a section; higher puts page overviews above sections. */
  pageRecord: 1.2,

  /** The most each page share lifts the page's records (the lift is 1 + weight × share). */
  page: {
    /** `about`: the page whose title or keywords match the query's words, over sections elsewhere that repeat them. */
    about: 3,
    /** `subject`: the page whose title or a keyword phrase the query says whole, over a page sharing one word of it. */
    subject: 1.25,
    /** `text`: the page that uses the query's words throughout, over a page with one section about them. */
    text: 2,
  },

  /** The proximity stage, for questions: words typed side by side that a record says together. */
  proximity: {
    /** The most `together` lifts a record: higher lets words said side by side reorder the best records more. */
    weight: 0.5,
    /** How many of the best records are read whole: more reorders deeper, at the cost of decoding their text. */
    depth: 6,
    /** From how many typed words a query is read for proximity (fewer: two words are a keyword, not a question). */
    minWords: 3,
    /** Two typed words stand together when at most this many words separate them, plus one: higher is looser. */
    maxGap: 3,
  },

  /** An answer lists at most this many sections of one page before the next page: higher shows depth, lower breadth. */
  sectionsPerPage: 3,
} as const;

/**
 * The score of a record: its core score, lifted by what its page is about (each share 0 to 1) and, in the proximity
 * stage, by the words it says together. A page ranks by its best record's score; its sections by their own.
 */
export function score(core: number, about: number, subject: number, text: number, together = 0): number {
  return (
    core *
    (1 + RANKING.page.about * about) *
    (1 + RANKING.page.text * text) *
    (1 + RANKING.page.subject * subject) *
    (1 + RANKING.proximity.weight * together)
  );
}
