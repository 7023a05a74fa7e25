/**
 * Compares a `json` / `jsonc` block that shows a generated file (`wrangler.jsonc`, `package.json`, `flarekit.json`)
 * with the file the template generates. A page may show part of the file, and may add what the reader is told to add
 * (a new binding, a new script), but every value it shows for a key the generated file has must be that file's value:
 * the page must not contradict the project. A value the reader changes on purpose (the `database_id` that
 * `wrangler d1 create` writes) says so in a comment on its line, which the check accepts and the reader sees:
 *   "database_id": "0f2c5e4a-…", // written by wrangler d1 create
 */
import {
  findNodeAtLocation,
  parse,
  parseTree,
  printParseErrorCode,
  type JSONPath,
  type ParseError,
} from 'jsonc-parser';

export interface JsonMismatch {
  /** Where in the document, e.g. `d1_databases[0].migrations_dir`. */
  path: string;
  segments: JSONPath;
  page: unknown;
  generated: unknown;
}

/** Parses JSON with comments and trailing commas, as wrangler and TypeScript read their configs. */
export function parseJsonc(text: string): { value: unknown; error?: string } {
  const errors: ParseError[] = [];
  const value: unknown = parse(text, errors, { allowTrailingComma: true, disallowComments: false });
  const first = errors[0];
  if (!first) return { value };
  const line = text.slice(0, first.offset).split('\n').length;
  return { value, error: `${printParseErrorCode(first.error)} at line ${line} of the block` };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function join(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return /^[A-Za-z_$][\w$]*$/.test(key) ? (path ? `${path}.${key}` : key) : `${path}[${JSON.stringify(key)}]`;
}

/** Every place where the page shows a value other than the generated one (objects key by key, arrays item by item). */
export function jsonMismatches(page: unknown, generated: unknown, path = '', segments: JSONPath = []): JsonMismatch[] {
  if (isObject(page) && isObject(generated)) {
    return Object.keys(page)
      .filter((key) => key in generated)
      .flatMap((key) => jsonMismatches(page[key], generated[key], join(path, key), [...segments, key]));
  }
  if (Array.isArray(page) && Array.isArray(generated)) {
    const scalars = page.every((item) => !isObject(item) && !Array.isArray(item));
    if (scalars) {
      // A list of plain values is one fact (compatibility flags, include globs): it is shown whole or not at all.
      return JSON.stringify(page) === JSON.stringify(generated) ? [] : [{ path, segments, page, generated }];
    }
    return page
      .slice(0, generated.length)
      .flatMap((item, index) => jsonMismatches(item, generated[index], join(path, index), [...segments, index]));
  }
  return JSON.stringify(page) === JSON.stringify(generated)
    ? []
    : [{ path: path || '(the whole document)', segments, page, generated }];
}

/** Whether the line where the value at `segments` ends carries a `//` comment explaining the change. */
export function isExplained(text: string, segments: JSONPath): boolean {
  const tree = parseTree(text);
  const node = tree && findNodeAtLocation(tree, segments);
  if (!node) return false;
  const end = node.offset + node.length;
  const lineEnd = text.indexOf('\n', end);
  return /^[\s,}\]]*\/\/\s*\S/.test(text.slice(end, lineEnd === -1 ? undefined : lineEnd));
}
