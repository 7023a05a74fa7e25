/**
 * The answer a page prints for a request, and the rule that compares it with the real one.
 *
 * A page prints an answer as `# <body>` or `# <status> <body>` comment lines after a `curl` command (or as a `json`
 * block right after it); after `curl -i` or `curl -I`, the first line is the status line (`# HTTP/1.1 401 Unauthorized`),
 * then the headers the page shows (`# Cache-Control: …`, each of which the real answer must send with that value; the
 * others are left out), then the body. The body is JSON, where `…` elides: `{"a":1,…}` allows more members, `[1,…]` more elements,
 * and `"3f0c6a52-…"` stands for a value of that kind. Compared structurally:
 *
 * - a value the page shows as an example of something generated — an ISO timestamp, a UUID (whole or elided) — matches
 *   any value of that format, unless the request itself contains it (a `dueDate` sent is answered exactly);
 * - any other elided string `"abc…"` matches a string starting with `abc`;
 * - everything else must be equal: numbers, booleans, null, strings, the set of members, the array length.
 *
 * A body that is not JSON is compared as text, exactly (surrounding white space aside).
 */

export interface PrintedAnswer {
  /** The status the page prints (`# 201 {…}`); undefined when it shows only the body. */
  status?: number;
  /** The whole status line, when the page prints one (`HTTP/1.1 401 Unauthorized`, after `curl -i`). */
  statusLine?: string;
  /** The headers the page prints after the status line, as written: `Cache-Control: no-store`. */
  headers?: string[];
  body: string;
}

/** A real answer: its status, its status line and headers when curl printed them (`-i`, `-I`), and its body. */
export interface RealAnswer {
  status: number;
  statusLine?: string;
  headers?: string[];
  body: string;
}

/** A header line, `Name: value`. */
const HEADER = /^([A-Za-z][\w-]*):\s*(.*)$/;

const STATUS_LINE = /^HTTP\/[\d.]+ ([1-5]\d\d)(?: .*)?$/;

const ELLIPSIS = '…';
/** Object member standing for "more members" after `…` is rewritten into valid JSON. */
const MORE = `${ELLIPSIS}more`;

/**
 * Splits a printed answer into its status and body: `201 {"data":…}` → 201 and `{"data":…}`;
 * `HTTP/1.1 401 Unauthorized` + `{"error":…}` on the next line → 401, that status line, and the body.
 */
export function parsePrintedAnswer(text: string): PrintedAnswer {
  const [first = '', ...rest] = text.trim().split('\n');
  const statusLine = STATUS_LINE.exec(first.trim());
  if (statusLine) {
    const headerCount = rest.findIndex((line) => !HEADER.test(line.trim()));
    const headers = (headerCount === -1 ? rest : rest.slice(0, headerCount)).map((line) => line.trim());
    return {
      status: Number(statusLine[1]),
      statusLine: first.trim(),
      ...(headers.length > 0 ? { headers } : {}),
      body: rest.slice(headers.length).join('\n').trim(),
    };
  }
  const match = /^([1-5]\d\d)(?:\s+([\s\S]*))?$/.exec(text.trim());
  if (match) return { status: Number(match[1]), body: (match[2] ?? '').trim() };
  return { body: text.trim() };
}

/**
 * Parses a body that may use `…` for elided members and elements into a value; undefined when it is not JSON.
 * Outside strings, `…` becomes a member `"…more": true` in objects and an element `"…more"` in arrays.
 */
export function parseExpectedBody(body: string): unknown {
  let rewritten = '';
  let inString = false;
  const open: string[] = [];
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i] ?? '';
    if (inString) {
      rewritten += char;
      if (char === '\\') rewritten += body[++i] ?? '';
      else if (char === '"') inString = false;
      continue;
    }
    if (char === '"') inString = true;
    else if (char === '{' || char === '[') open.push(char);
    else if (char === '}' || char === ']') open.pop();
    if (char === ELLIPSIS) rewritten += open.at(-1) === '{' ? `"${MORE}":true` : `"${MORE}"`;
    else rewritten += char;
  }
  try {
    return JSON.parse(rewritten) as unknown;
  } catch {
    return undefined;
  }
}

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?(?:Z|[+-]\d{2}:\d{2})$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isIsoTimestamp(value: string): boolean {
  return ISO_TIMESTAMP.test(value) && !Number.isNaN(Date.parse(value));
}

function describe(value: unknown): string {
  return value === undefined ? 'nothing' : JSON.stringify(value);
}

/**
 * Compares a real answer body (parsed JSON, or text) with the page's expected value. Returns the differences, one
 * per line, each with its JSON path (`$.data.id: …`); an empty list when they match. `sent` is the request's text (the
 * command), whose values are compared exactly even when they look like examples.
 */
export function compareValue(expected: unknown, actual: unknown, sent = '', path = '$'): string[] {
  if (typeof expected === 'string') {
    if (typeof actual !== 'string')
      return [`${path}: expected a string like ${describe(expected)}, got ${describe(actual)}`];
    if (expected.endsWith(ELLIPSIS)) {
      const prefix = expected.slice(0, -ELLIPSIS.length);
      if (/^[0-9a-f-]+$/i.test(prefix) && prefix.length >= 8) {
        return UUID.test(actual)
          ? []
          : [`${path}: expected a UUID (the page shows ${expected}), got ${describe(actual)}`];
      }
      return actual.startsWith(prefix)
        ? []
        : [`${path}: expected a string starting with ${describe(prefix)}, got ${describe(actual)}`];
    }
    if (expected === actual) return [];
    if (!sent.includes(expected)) {
      if (isIsoTimestamp(expected) && isIsoTimestamp(actual)) return [];
      if (UUID.test(expected) && UUID.test(actual)) return [];
    }
    return [`${path}: expected ${describe(expected)}, got ${describe(actual)}`];
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return [`${path}: expected an array, got ${describe(actual)}`];
    const open = expected.at(-1) === MORE;
    const items = open ? expected.slice(0, -1) : expected;
    if (open ? actual.length < items.length : actual.length !== items.length) {
      return [
        `${path}: expected ${open ? 'at least ' : ''}${items.length} elements, got ${actual.length}: ${describe(actual)}`,
      ];
    }
    return items.flatMap((item, index) => compareValue(item, actual[index], sent, `${path}[${index}]`));
  }
  if (expected !== null && typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) {
      return [`${path}: expected an object, got ${describe(actual)}`];
    }
    const expectedObject = expected as Record<string, unknown>;
    const actualObject = actual as Record<string, unknown>;
    const open = MORE in expectedObject;
    const keys = Object.keys(expectedObject).filter((key) => key !== MORE);
    const differences = keys.flatMap((key) =>
      key in actualObject
        ? compareValue(expectedObject[key], actualObject[key], sent, `${path}.${key}`)
        : [`${path}.${key}: missing (expected ${describe(expectedObject[key])})`],
    );
    if (!open) {
      for (const key of Object.keys(actualObject)) {
        if (!(key in expectedObject))
          differences.push(`${path}.${key}: not on the page, got ${describe(actualObject[key])}`);
      }
    }
    return differences;
  }
  return Object.is(expected, actual) ? [] : [`${path}: expected ${describe(expected)}, got ${describe(actual)}`];
}

/**
 * Compares a real answer (status and body text) with what the page prints. Returns the differences; empty when
 * the answer matches.
 */
export function compareAnswer(printed: PrintedAnswer, actual: RealAnswer, sent = ''): string[] {
  const differences: string[] = [];
  if (printed.statusLine !== undefined && printed.statusLine !== actual.statusLine) {
    differences.push(`status line: expected ${describe(printed.statusLine)}, got ${describe(actual.statusLine)}`);
  } else if (printed.status !== undefined && printed.status !== actual.status) {
    differences.push(`status: expected ${printed.status}, got ${actual.status}`);
  }
  for (const header of printed.headers ?? []) {
    const [, name = '', value = ''] = HEADER.exec(header) ?? [];
    const sent = (actual.headers ?? [])
      .map((line) => HEADER.exec(line))
      .filter((match) => match?.[1]?.toLowerCase() === name.toLowerCase())
      .map((match) => (match?.[2] ?? '').trim());
    if (!sent.includes(value.trim())) {
      differences.push(
        `header ${name}: expected ${describe(value.trim())}, got ${sent.length > 0 ? sent.map((v) => describe(v)).join(', ') : 'none'}`,
      );
    }
  }
  const expected = parseExpectedBody(printed.body);
  if (expected === undefined) {
    if (printed.body.trim() !== actual.body.trim()) {
      differences.push(`body: expected ${describe(printed.body.trim())}, got ${describe(actual.body.trim())}`);
    }
    return differences;
  }
  let body: unknown;
  try {
    body = JSON.parse(actual.body) as unknown;
  } catch {
    return [...differences, `body: expected JSON, got ${describe(actual.body.slice(0, 300))}`];
  }
  return [...differences, ...compareValue(expected, body, sent)];
}

/** The first group of a UUID, which names an example id on a page: `3f0c6a52` of `3f0c6a52-…`. */
function idKey(value: string): string | undefined {
  const key = /^([0-9a-f]{8})-(?:[0-9a-f-]*…|[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i.exec(value)?.[1];
  return key?.toLowerCase();
}

/**
 * The ids an answer generated, by the example id the page prints in their place: where the page shows a UUID
 * (`"3f0c6a52-…"` or a whole one) and the project answered another, `3f0c6a52` → the real UUID. A later command can then
 * use the page's example id for the same item (`PUT /api/todos/3f0c6a52-9d1e-…`). `expected` is the page's parsed body.
 */
export function answeredIds(expected: unknown, actual: unknown, ids = new Map<string, string>()): Map<string, string> {
  if (typeof expected === 'string') {
    const key = idKey(expected);
    if (key && typeof actual === 'string' && UUID.test(actual) && expected !== actual) ids.set(key, actual);
  } else if (Array.isArray(expected) && Array.isArray(actual)) {
    expected.forEach((item, index) => answeredIds(item, actual[index], ids));
  } else if (expected !== null && typeof expected === 'object' && actual !== null && typeof actual === 'object') {
    for (const [key, value] of Object.entries(expected)) {
      answeredIds(value, (actual as Record<string, unknown>)[key], ids);
    }
  }
  return ids;
}

/** A line of a shown output that stands for lines left out: `…` or, in SQL, `-- …`. */
const ELIDED_LINES = /^(?:-- )?…/;

/**
 * Checks that a command printed the output a page shows (a `txt` block after it, or the SQL of a migration): every
 * non-blank line of the page, trimmed, in order, in the printed text (terminal escape sequences already removed). A
 * line that starts with `…` or `-- …` marks lines the page leaves out and is not looked for. Returns the first line
 * that is missing, with its 1-based number in the block; undefined when all are there.
 */
export function missingOutputLine(shown: string, printed: string): { line: number; text: string } | undefined {
  const text = printed.replaceAll('\r', '');
  let from = 0;
  const lines = shown.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const line = (lines[index] ?? '').trim();
    if (line === '' || ELIDED_LINES.test(line)) continue;
    const at = text.indexOf(line, from);
    if (at === -1) return { line: index + 1, text: line };
    from = at + line.length;
  }
  return undefined;
}
