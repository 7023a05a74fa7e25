import type { SearchRecord } from './search-records.ts';
import { phraseWords, subjectPhrases } from './page-subjects.ts';
import { MAX_EDIT_DISTANCE } from './match-policy.ts';
import { RANKING } from './ranking.ts';
import { createTermDictionary, fuzzyTerms } from './term-dictionary.ts';
import { processTerm, tokenize } from './tokenize.ts';

/**
 * The search index as one binary file (dist/search-index.bin), written by the build and read once by the server: a JSON
 * header (terms, the records' short fields, where each table starts) followed by typed-array tables, which load as
 * views on the file's bytes with no parsing. A posting (a record holding a term in a field) costs 6 bytes; section text
 * stays UTF-8 and is decoded only for the records an answer returns.
 *
 * Layout: "FKSI", u32 version, u32 header length, header JSON, then each table at an 8-byte-aligned offset.
 */

/**
 * The indexed fields, in scoring order; `summary` is a page's summary and keywords (empty for a heading), read for page
 * signals.
 */
export const FIELDS = ['title', 'documentTitle', 'text', 'summary'] as const;
export const FIELD_COUNT = FIELDS.length;

function fieldText(record: SearchRecord, field: (typeof FIELDS)[number]): string {
  if (field === 'summary') return record.type === 'page' ? `${record.content} ${record.keywords ?? ''}`.trim() : '';
  return record[field];
}

const MAGIC = 'FKSI';
const VERSION = 4;
const PREAMBLE_BYTES = 12;
const MAX_FREQUENCY = 0xffff;
const utf8 = new TextEncoder();

const TABLES = {
  /** Distinct words of each record's field (before stop words are dropped): `record * FIELD_COUNT + field`. */
  fieldLengths: Uint32Array,
  /** Postings of term t in field f are `postingOffsets[t * FIELD_COUNT + f]` up to the next offset. */
  postingOffsets: Uint32Array,
  /** Record numbers, ascending within a term's field. */
  postingRecords: Uint32Array,
  /** How often the term occurs in that record's field (capped at 65,535). */
  postingFrequencies: Uint16Array,
  /** Byte offsets of each record's `content` in `contentBytes` (one more than the records). */
  contentOffsets: Uint32Array,
  contentBytes: Uint8Array,
  /**
   * Each page's subject phrases (its title and keywords, page-subjects.ts) as index terms: record r's phrases are
   * `subjectOffsets[r]` up to `subjectOffsets[r + 1]` (none for a section), phrase f's terms `phraseTerms[phraseOffsets[f]]`
   * up to `phraseTerms[phraseOffsets[f + 1]]`.
   */
  subjectOffsets: Uint32Array,
  phraseOffsets: Uint32Array,
  phraseTerms: Uint32Array,
} as const;

type TableName = keyof typeof TABLES;
type Tables = { [Name in TableName]: InstanceType<(typeof TABLES)[Name]> };

interface Header {
  version: number;
  recordCount: number;
  /** Mean distinct-word count per field, averaged record by record as they were added. */
  averageFieldLengths: number[];
  terms: string[];
  /**
   * Words of the language that are not index terms but lie one edit from one (`helm`, one from `help`): typed alone,
   * such a word means itself, so the engine does not replace it by its neighbour (`ownWords`).
   */
  words: string[];
  records: {
    ids: string[];
    titles: string[];
    paths: string[];
    levels: number[];
    types: SearchRecord['type'][];
    documentTitles: string[];
  };
  /** Byte offset and element count of each table. */
  tables: Record<TableName, [offset: number, length: number]>;
}

export interface SearchIndexData extends Tables {
  recordCount: number;
  averageFieldLengths: readonly number[];
  terms: readonly string[];
  words: readonly string[];
  records: Header['records'];
}

/** Postings of one term in one field, as flat [record, frequency, record, frequency, …] while the index is built. */
type FieldPostings = number[][];

/**
 * The words of `vocabulary` (a language's word list) that a query could mistake for an index term: at least as long as
 * a word that may match with an edit, not index terms themselves, and one edit from one. Only these need keeping: a
 * word further from every term can match nothing by an edit anyway.
 */
export function ownWords(vocabulary: Iterable<string>, terms: readonly string[]): string[] {
  const indexed = new Set(terms);
  const candidates = new Set<string>();
  for (const entry of vocabulary) {
    const word = entry.toLowerCase();
    if (word.length >= RANKING.minFuzzyLength && /^[a-z]+$/.test(word) && !indexed.has(word)) candidates.add(word);
  }
  // One walk of the words' dictionary per index term: the terms are far fewer than the words.
  const words = [...candidates].sort();
  const dictionary = createTermDictionary(words);
  const near = new Set<string>();
  for (const term of terms) fuzzyTerms(dictionary, term, MAX_EDIT_DISTANCE, (word) => near.add(words[word]!));
  return [...near].sort();
}

/**
 * Counts every term of every record's fields and writes the index file. `vocabulary`: the language's words, of which
 * the index keeps those one edit from a term (`ownWords`); without it, every word may be read as a typo.
 */
export function encodeSearchIndex(records: readonly SearchRecord[], vocabulary: Iterable<string> = []): Uint8Array {
  const fieldLengths = new Uint32Array(records.length * FIELD_COUNT);
  const averageFieldLengths: number[] = FIELDS.map(() => 0);
  const postingsByTerm = new Map<string, FieldPostings>();

  records.forEach((record, recordNumber) => {
    FIELDS.forEach((field, fieldNumber) => {
      const tokens = tokenize(fieldText(record, field));
      const length = new Set(tokens).size;
      fieldLengths[recordNumber * FIELD_COUNT + fieldNumber] = length;
      averageFieldLengths[fieldNumber] =
        (averageFieldLengths[fieldNumber]! * recordNumber + length) / (recordNumber + 1);
      const counts = new Map<string, number>();
      for (const token of tokens) {
        const term = processTerm(token);
        if (term) counts.set(term, (counts.get(term) ?? 0) + 1);
      }
      for (const [term, count] of counts) {
        let postings = postingsByTerm.get(term);
        if (!postings) postingsByTerm.set(term, (postings = FIELDS.map(() => [])));
        postings[fieldNumber]!.push(recordNumber, Math.min(count, MAX_FREQUENCY));
      }
    });
  });

  const terms = [...postingsByTerm.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  let postingCount = 0;
  for (const postings of postingsByTerm.values()) for (const field of postings) postingCount += field.length / 2;

  const postingOffsets = new Uint32Array(terms.length * FIELD_COUNT + 1);
  const postingRecords = new Uint32Array(postingCount);
  const postingFrequencies = new Uint16Array(postingCount);
  let at = 0;
  terms.forEach((term, termNumber) => {
    postingsByTerm.get(term)!.forEach((field, fieldNumber) => {
      postingOffsets[termNumber * FIELD_COUNT + fieldNumber] = at;
      for (let i = 0; i < field.length; i += 2) {
        postingRecords[at] = field[i]!;
        postingFrequencies[at++] = field[i + 1]!;
      }
    });
  });
  postingOffsets[terms.length * FIELD_COUNT] = at;

  const contents = records.map((record) => utf8.encode(record.content));
  const contentOffsets = new Uint32Array(records.length + 1);
  contents.forEach((bytes, i) => (contentOffsets[i + 1] = contentOffsets[i]! + bytes.length));
  const contentBytes = new Uint8Array(contentOffsets[records.length]!);
  contents.forEach((bytes, i) => contentBytes.set(bytes, contentOffsets[i]!));

  const tables: Tables = {
    ...subjectTables(records, terms),
    fieldLengths,
    postingOffsets,
    postingRecords,
    postingFrequencies,
    contentOffsets,
    contentBytes,
  };
  const header: Omit<Header, 'tables'> = {
    version: VERSION,
    recordCount: records.length,
    averageFieldLengths,
    terms,
    words: ownWords(vocabulary, terms),
    records: {
      ids: records.map((r) => r.id),
      titles: records.map((r) => r.title),
      paths: records.map((r) => r.path),
      levels: records.map((r) => r.level),
      types: records.map((r) => r.type),
      documentTitles: records.map((r) => r.documentTitle),
    },
  };
  return writeFile(header, tables);
}

/** The subject tables: every page's title and keyword phrases, each a list of the index terms of its words. */
function subjectTables(
  records: readonly SearchRecord[],
  terms: readonly string[],
): Pick<Tables, 'subjectOffsets' | 'phraseOffsets' | 'phraseTerms'> {
  const termNumbers = new Map(terms.map((term, number) => [term, number]));
  const subjectOffsets = new Uint32Array(records.length + 1);
  const phraseOffsets: number[] = [0];
  const phraseTerms: number[] = [];
  records.forEach((record, recordNumber) => {
    if (record.type === 'page')
      for (const phrase of subjectPhrases(record.title, record.keywords)) {
        const words = phraseWords(phrase, processTerm).map((word) => termNumbers.get(word));
        // Every word of a page's title and keywords is an index term (its title and summary fields hold them); a
        // phrase of stop words alone has no terms and says nothing.
        if (words.length === 0 || words.some((number) => number === undefined)) continue;
        phraseTerms.push(...(words as number[]));
        phraseOffsets.push(phraseTerms.length);
      }
    subjectOffsets[recordNumber + 1] = phraseOffsets.length - 1;
  });
  return {
    subjectOffsets,
    phraseOffsets: Uint32Array.from(phraseOffsets),
    phraseTerms: Uint32Array.from(phraseTerms),
  };
}

const align8 = (n: number) => Math.ceil(n / 8) * 8;

function writeFile(header: Omit<Header, 'tables'>, tables: Tables): Uint8Array {
  const names = Object.keys(TABLES) as TableName[];
  // The header records where the tables start, and its own length moves them: place them after a header sized with
  // offsets as wide as the final ones (digits can only shrink as the estimate is replaced).
  const tableBytes = names.map((name) => align8(tables[name].byteLength));
  const totalTableBytes = tableBytes.reduce((a, b) => a + b, 0);
  const placeholder = Object.fromEntries(names.map((name) => [name, [Number.MAX_SAFE_INTEGER, tables[name].length]]));
  const headerSpace = align8(PREAMBLE_BYTES + utf8.encode(JSON.stringify({ ...header, tables: placeholder })).length);
  const offsets: Header['tables'] = {} as Header['tables'];
  let offset = headerSpace;
  names.forEach((name, i) => {
    offsets[name] = [offset, tables[name].length];
    offset += tableBytes[i]!;
  });
  const headerBytes = utf8.encode(JSON.stringify({ ...header, tables: offsets }));

  const file = new Uint8Array(headerSpace + totalTableBytes);
  file.set(utf8.encode(MAGIC), 0);
  const view = new DataView(file.buffer);
  view.setUint32(4, VERSION, true);
  view.setUint32(8, headerBytes.length, true);
  file.set(headerBytes, PREAMBLE_BYTES);
  for (const name of names) {
    const table = tables[name];
    file.set(new Uint8Array(table.buffer, table.byteOffset, table.byteLength), offsets[name][0]);
  }
  return file;
}

/** Reads an index file (its bytes as Node reads them, or the ArrayBuffer a Worker imports); the tables are views on it. */
export function decodeSearchIndex(file: Uint8Array | ArrayBuffer): SearchIndexData {
  let bytes = file instanceof Uint8Array ? file : new Uint8Array(file);
  // Typed-array views need their element size's alignment; a slice of a shared buffer may not have it.
  if (bytes.byteOffset % 8 !== 0) bytes = bytes.slice();
  const fail = (reason: string): never => {
    throw new Error(`The search index file is unreadable: ${reason}. Rebuild it with \`npm run build\`.`);
  };
  if (bytes.length < PREAMBLE_BYTES || new TextDecoder().decode(bytes.subarray(0, 4)) !== MAGIC)
    fail('it does not start with "FKSI"');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const version = view.getUint32(4, true);
  if (version !== VERSION) fail(`it is version ${version}, this server reads version ${VERSION}`);
  const headerLength = view.getUint32(8, true);
  if (PREAMBLE_BYTES + headerLength > bytes.length) fail('its header is cut short');
  let header: Header;
  try {
    header = JSON.parse(
      new TextDecoder().decode(bytes.subarray(PREAMBLE_BYTES, PREAMBLE_BYTES + headerLength)),
    ) as Header;
  } catch {
    return fail('its header is not JSON');
  }
  if (
    !Array.isArray(header?.terms) ||
    !Array.isArray(header.words) ||
    typeof header.tables !== 'object' ||
    header.tables === null
  )
    fail('its header lacks the terms, the words or the tables');

  const tables = {} as Record<TableName, unknown>;
  for (const name of Object.keys(TABLES) as TableName[]) {
    const Table = TABLES[name];
    const [offset, length] = header.tables[name] ?? fail(`its header does not place the ${name} table`);
    if (offset % 8 !== 0) fail(`its ${name} table is not aligned`);
    if (offset + length * Table.BYTES_PER_ELEMENT > bytes.length) fail(`its ${name} table is cut short`);
    tables[name] = new Table(bytes.buffer as ArrayBuffer, bytes.byteOffset + offset, length);
  }
  const data = {
    ...(tables as Tables),
    recordCount: header.recordCount,
    averageFieldLengths: header.averageFieldLengths,
    terms: header.terms,
    words: header.words,
    records: header.records,
  };
  if (data.postingOffsets.length !== data.terms.length * FIELD_COUNT + 1)
    fail('its posting offsets do not match its terms');
  if (
    data.contentOffsets.length !== data.recordCount + 1 ||
    data.subjectOffsets.length !== data.recordCount + 1 ||
    data.fieldLengths.length !== data.recordCount * FIELD_COUNT
  )
    fail('its record tables do not match its record count');
  return data;
}
