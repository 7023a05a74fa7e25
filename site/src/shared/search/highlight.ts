import { findMatches, highlightTerms } from './match-words.ts';

/** A run of text that is, or is not, a highlighted query match. Rendered as text nodes: never as HTML. */
export interface TextSegment {
  text: string;
  match: boolean;
}

/** Splits `text` into plain and matching segments for the query (spec: words of 3+ characters, edit distance ≤ 1). */
export function highlight(text: string, query: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let position = 0;
  for (const { start, end } of findMatches(text, highlightTerms(query))) {
    if (start > position) segments.push({ text: text.slice(position, start), match: false });
    segments.push({ text: text.slice(start, end), match: true });
    position = end;
  }
  if (position < text.length || segments.length === 0) segments.push({ text: text.slice(position), match: false });
  return segments;
}
