import type { SearchResult } from '../types.ts';
import type { SearchIndexData } from './index-file.ts';

/** A record of the index as the API answers it; its section text is decoded only for the records an answer returns. */
export function resultReader({
  records,
  contentOffsets,
  contentBytes,
}: SearchIndexData): (record: number) => SearchResult {
  const decoder = new TextDecoder();
  return (record) => ({
    id: records.ids[record]!,
    metadata: {
      title: records.titles[record]!,
      path: records.paths[record]!,
      level: records.levels[record]!,
      type: records.types[record]!,
      content: decoder.decode(contentBytes.subarray(contentOffsets[record]!, contentOffsets[record + 1]!)),
      documentTitle: records.documentTitles[record]!,
    },
  });
}
