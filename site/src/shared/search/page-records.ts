/** Which page each search record belongs to, and each page's records: the index's page structure, read at load. */

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
