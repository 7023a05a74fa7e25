import type { SearchResult } from '../types.ts';
import type { SearchIndexData } from './index-file.ts';

/** Each record's section text (its summary for a page), decoded from the index on demand. */
export function contentReader({ contentOffsets, contentBytes }: SearchIndexData): (record: number) => string {
  const decoder = new TextDecoder();
  return (record) => decoder.decode(contentBytes.subarray(contentOffsets[record]!, contentOffsets[record + 1]!));
}

/**
 * A record of the index as the API answers it; its section text is decoded only for the records an answer returns
 * (or passed in, when the search has already read it).
 */
export function resultReader(index: SearchIndexData): (record: number, content?: string) => SearchResult {
  const { records } = index;
  const contentOf = contentReader(index);
  return (record, content = contentOf(record)) => ({
    id: records.ids[record]!,
    metadata: {
      title: records.titles[record]!,
      path: records.paths[record]!,
      level: records.levels[record]!,
      type: records.types[record]!,
      content,
      documentTitle: records.documentTitles[record]!,
    },
  });
}
