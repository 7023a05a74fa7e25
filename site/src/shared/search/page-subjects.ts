import { tokenize } from './tokenize.ts';

/**
 * What a page names as its subject: its title and each of its keyword phrases ("Project Structure", "project name",
 * "stale time"). A query that says one of these phrases whole is about that page, more than about a page whose title
 * shares one of its words: "which names can my project have" says CLI Options' "project name" whole and only half of
 * "Project Structure". The broad pages (Features, Quick Start, Project Structure…) have short, common titles that many
 * queries touch in part; a phrase said whole is the narrower claim.
 *
 * The index stores each page's phrases as lists of index terms (built here); at search time the engine passes each index
 * term a typed query word matched, and a page whose phrase had every term matched is lifted by the share of the query's
 * typed words that the phrase took.
 */

/**
 * The words of a phrase as the index holds them, once each: a compound's parts rather than the compound (`sign-in` →
 * sign, in), so that the parts typed apart say it too. `keep` maps a word to its index term, or null to drop it (a stop
 * word).
 */
export function phraseWords(phrase: string, keep: (word: string) => string | null): string[] {
  const words = new Set<string>();
  for (const token of tokenize(phrase)) {
    if (tokenize(token).length > 1) continue;
    const word = keep(token);
    if (word !== null) words.add(word);
  }
  return [...words];
}

/** A page's phrases: its title and its keywords (stored joined by ", "). */
export function subjectPhrases(title: string, keywords: string | undefined): string[] {
  return [title, ...(keywords ? keywords.split(', ') : [])];
}

/**
 * The index's subject tables: page record p's phrases are `phraseOffsets` entries `subjectOffsets[p]` up to
 * `subjectOffsets[p + 1]` (none for a section), and phrase f's terms are `phraseTerms[phraseOffsets[f]]` up to
 * `phraseTerms[phraseOffsets[f + 1]]`.
 */
export interface SubjectTables {
  subjectOffsets: Uint32Array;
  phraseOffsets: Uint32Array;
  phraseTerms: Uint32Array;
}

export interface PageSubjects {
  /** An index term that the typed query word `word` (0-based, in typed order) matched. */
  add(term: number, word: number): void;
  /**
   * For each page with a phrase whose terms were all matched: `each(pageRecord, share)`, the largest share of the
   * query's `typedCount` typed words that one such phrase took; then the state is reset for the next query.
   */
  finish(typedCount: number, each: (page: number, share: number) => void): void;
  /** Drops whatever a query left (a thrown search). */
  reset(): void;
}

const WORD_BITS = 32;

function bitCount(bits: number): number {
  let count = 0;
  for (let rest = bits >>> 0; rest !== 0; rest &= rest - 1) count++;
  return count;
}

export function createPageSubjects(termCount: number, tables: SubjectTables): PageSubjects {
  const { subjectOffsets, phraseOffsets, phraseTerms } = tables;
  const phraseCount = phraseOffsets.length - 1;
  /** The page record of each phrase. */
  const pageOfPhrase = new Uint32Array(Math.max(phraseCount, 0));
  for (let page = 0; page + 1 < subjectOffsets.length; page++)
    for (let phrase = subjectOffsets[page]!; phrase < subjectOffsets[page + 1]!; phrase++) pageOfPhrase[phrase] = page;
  /** The phrases holding each term: `phrasesOfTerm[termPhraseStarts[t]]` up to the next start. */
  const termPhraseStarts = new Uint32Array(termCount + 1);
  for (const term of phraseTerms) termPhraseStarts[term + 1]!++;
  for (let term = 0; term < termCount; term++)
    termPhraseStarts[term + 1] = termPhraseStarts[term + 1]! + termPhraseStarts[term]!;
  const phrasesOfTerm = new Uint32Array(phraseTerms.length);
  const next = termPhraseStarts.slice(0, termCount);
  for (let phrase = 0; phrase < phraseCount; phrase++)
    for (let at = phraseOffsets[phrase]!; at < phraseOffsets[phrase + 1]!; at++)
      phrasesOfTerm[next[phraseTerms[at]!]!++] = phrase;

  /** The typed words (as bits) that matched each term, and the terms matched so far. */
  const termWords = new Uint32Array(termCount);
  const matchedTerms: number[] = [];
  /** How many of each phrase's terms were matched, and the phrases touched. */
  const phraseHits = new Uint16Array(Math.max(phraseCount, 0));
  const touchedPhrases: number[] = [];

  const subjects: PageSubjects = {
    add(term, word) {
      if (termPhraseStarts[term] === termPhraseStarts[term + 1]) return;
      const bit = 1 << Math.min(word, WORD_BITS - 1);
      if (termWords[term] === 0) {
        matchedTerms.push(term);
        for (let at = termPhraseStarts[term]!; at < termPhraseStarts[term + 1]!; at++) {
          const phrase = phrasesOfTerm[at]!;
          if (phraseHits[phrase] === 0) touchedPhrases.push(phrase);
          phraseHits[phrase] = phraseHits[phrase]! + 1;
        }
      }
      termWords[term] = termWords[term]! | bit;
    },
    finish(typedCount, each) {
      const best = new Map<number, number>();
      for (const phrase of touchedPhrases) {
        const start = phraseOffsets[phrase]!;
        const end = phraseOffsets[phrase + 1]!;
        if (phraseHits[phrase] !== end - start || typedCount === 0) continue;
        let words = 0;
        for (let at = start; at < end; at++) words |= termWords[phraseTerms[at]!]!;
        const share = Math.min(1, bitCount(words) / typedCount);
        const page = pageOfPhrase[phrase]!;
        if (share > (best.get(page) ?? 0)) best.set(page, share);
      }
      subjects.reset();
      for (const [page, share] of best) each(page, share);
    },
    reset() {
      for (const term of matchedTerms) termWords[term] = 0;
      matchedTerms.length = 0;
      for (const phrase of touchedPhrases) phraseHits[phrase] = 0;
      touchedPhrases.length = 0;
    },
  };
  return subjects;
}
