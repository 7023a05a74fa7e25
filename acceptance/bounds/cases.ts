// The requests at a route's bounds (routes.ts), and what each must answer: for each field the longest and shortest
// value its schema allows and one past each, empty, the wrong type, the largest number, characters that need escaping
// (in SQL, LIKE patterns, JSON and URLs) and multi-byte UTF-8, up to a byte bound where the field has one; for a file,
// none, empty, the largest and one byte past it, a name that needs escaping, and a body of 100 MB sent a chunk at a time
// (with and without a Content-Length), which must be refused before it is read whole; for a path parameter, a value that
// names nothing, 1,000 characters and characters that need escaping; for an admin's route, the request signed out and
// as a user. Pure: no request is sent here (check.ts sends them).
import type { BoundedRoute, Field, FileField, IntField, PathParam, StringField } from './routes.ts';

/**
 * What a case must answer: success (2xx), a 400 naming `field`, a 400 with an error message (a body that does not
 * parse), or the route's own refusal (`refusal`: a 404 for an id that names nothing, a 413 for a file too large).
 */
export type Expected = 'success' | 'invalid' | 'bad request' | 'refused';

/** A part of a multipart/form-data body: a text field, or a file of `size` bytes (`fileBytes`, sent by check.ts). */
export type FormPart =
  { name: string; text: string } | { name: string; file: { size: number; name: string; type: string } };

export interface BoundCase {
  route: string;
  /** `title: 100 characters, the longest`. */
  label: string;
  method: BoundedRoute['method'];
  /**
   * With its query string; `{id}` is left for check.ts to fill in, as is `{n}` here and in the body (a number of the
   * request's own, for values that must be new each time, such as a new user's email).
   */
  path: string;
  /** The JSON text sent, for a JSON route; for another body, its text, sent as `contentType`. */
  body?: string;
  contentType?: string;
  /** The multipart/form-data body, for a multipart route. */
  form?: FormPart[];
  /**
   * A multipart/form-data body of `bytes` (a file part that fills it), never held whole: check.ts writes it a chunk at a
   * time and stops when the answer comes. `declared`: with its Content-Length; else chunked, without one.
   */
  stream?: { bytes: number; declared: boolean };
  /** Who sends it, when not who the route's session says: nobody signed in, or a user who is not an admin. */
  as?: 'signed out' | 'user';
  expected: Expected;
  /** For `refused`: the status and the error the route answers. */
  refusal?: { status: number; error: string };
  /** A success stored a file of `size` bytes: its answer's member `from` is where it downloads back (check.ts). */
  download?: { from: string; size: number };
  /** The field the case changes: an invalid answer names it; a successful one gives it back as sent, where it has it. */
  field?: string;
  /** The value sent for `field` (absent: the field was left out). */
  sent?: unknown;
  /** A success that has the field in its `data` gives it back exactly as sent (text, not a normalized date). */
  kept?: boolean;
}

/** Characters that need escaping somewhere on the way: LIKE wildcards and escape, SQL and JSON quotes, HTML, é, 😀. */
export const ESCAPES = `A1 %_\\'"<>&é😀`;
/**
 * A file name that needs escaping on every way it goes (a multipart header, a storage key, a URL): a path up, quotes,
 * spaces, a script tag, a percent sign, é and 😀, made 300 characters long.
 */
export const ESCAPED_FILE_NAME = fitTo(300, `../../"it's" <script>alert(1)</script> 100% é😀 `, '.html');
const MAX_SAFE = Number.MAX_SAFE_INTEGER;
/** A body far over any upload limit: 100 MB, near a Worker's 128 MB of memory. */
export const OVERSIZED_BODY_BYTES = 100 * 1024 * 1024;
/** Left out of the request. */
const OMIT = Symbol('omit');

interface Value {
  label: string;
  value: unknown;
  valid: boolean;
}

/** Whether the API gives the value back as sent: text it stores as is, and null. */
function keptAsSent(field: Field, value: unknown): boolean {
  if (value === null) return true;
  return (field.type === 'string' && !field.trim) || field.type === 'email';
}

/** Code points, as zod 4 counts a string's length. */
export function codePoints(text: string): number {
  return [...text].length;
}

/** `start`, filled up with `x` and ended with `end`, `length` code points in all. */
function fitTo(length: number, start: string, end: string): string {
  return start + 'x'.repeat(length - codePoints(start) - codePoints(end)) + end;
}

/** The bytes of a file of `size` the cases send: every byte value in turn, so a byte lost or changed shows. */
export function fileBytes(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i += 1) bytes[i] = (i * 7 + 13) % 256;
  return bytes;
}

function stringRule(field: StringField): (text: string) => boolean {
  return (text) => {
    const length = codePoints(field.trim ? text.trim() : text);
    return length >= (field.min ?? 0) && length <= (field.max ?? Infinity) && (field.fits?.(text) ?? true);
  };
}

/** The most repetitions of `char` (at most `max`) that keep the rule, when a rule beyond the length stops it first. */
function mostThatFit(char: string, max: number, rule: (text: string) => boolean): number | undefined {
  let count = 0;
  while (count < max && rule(char.repeat(count + 1))) count += 1;
  return count < max ? count : undefined;
}

function stringValues(field: StringField): Value[] {
  const rule = stringRule(field);
  const text = (label: string, value: string): Value => ({ label, value, valid: rule(value) });
  const values: Value[] = [];
  const { min = 0, max } = field;
  const filler = field.filler ?? 'x';
  const fill = (count: number) => [...filler.repeat(Math.ceil(count / codePoints(filler)))].slice(0, count).join('');
  if (max !== undefined) {
    values.push(text(`${max} characters, the longest`, fill(max)));
    values.push(text(`${max + 1} characters, one past the longest`, fill(max + 1)));
    values.push(text(`${max} four-byte characters (😀)`, '😀'.repeat(max)));
    if (field.fits) {
      const fit = mostThatFit('é', max, rule);
      if (fit !== undefined) {
        values.push(text(`${fit} two-byte characters (é), the most that fit`, 'é'.repeat(fit)));
        values.push(text(`${fit + 1} two-byte characters (é), one past`, 'é'.repeat(fit + 1)));
      }
    }
  }
  if (min > 1) {
    values.push(text(`${min} characters, the shortest`, fill(min)));
    values.push(text(`${min - 1} characters, one short`, fill(min - 1)));
  }
  values.push(text('empty', ''));
  if (field.trim) values.push(text('blank (spaces only)', '   '));
  const escapes = [...ESCAPES].slice(0, max).join('');
  values.push(text(`characters that need escaping (${escapes})`, escapes));
  return values;
}

function intValues(field: IntField): Value[] {
  const top = field.max ?? MAX_SAFE;
  // A row id names nothing in a new project: every id in range answers 400, naming the field.
  const inRange = field.namesRow === undefined;
  const number = (label: string, value: number, valid: boolean): Value => ({
    label,
    value: field.coerced ? String(value) : value,
    valid,
  });
  const values = [
    number(`${field.min}, the smallest`, field.min, inRange),
    number(`${field.min - 1}, one below`, field.min - 1, false),
    number(`${top}, the largest${field.namesRow ? `, naming no ${field.namesRow}` : ''}`, top, inRange),
    number(`${top + 1}, one past the largest`, top + 1, false),
    number('1.5, not an integer', 1.5, false),
  ];
  if (field.coerced) values.push({ label: 'not a number', value: 'ten', valid: false });
  else values.push({ label: 'a string, not a number', value: String(field.min), valid: false });
  return values;
}

function fieldValues(field: Exclude<Field, FileField>, json: boolean): Value[] {
  const values: Value[] = [];
  switch (field.type) {
    case 'string':
      values.push(...stringValues(field));
      break;
    case 'email':
      values.push(
        { label: 'an address', value: "o'brien_x+{n}@example.com", valid: true },
        { label: 'not an address', value: 'not-an-email', valid: false },
        { label: 'empty', value: '', valid: false },
      );
      break;
    case 'int':
      values.push(...intValues(field));
      break;
    case 'enum':
      values.push(...field.values.map((value) => ({ label: value, value, valid: true })));
      values.push({ label: 'not one of them', value: 'not-a-value', valid: false });
      values.push({ label: 'empty', value: '', valid: false });
      break;
    case 'boolean':
      values.push(
        { label: 'true', value: true, valid: true },
        { label: 'false', value: false, valid: true },
        { label: 'the string "true"', value: 'true', valid: false },
      );
      break;
    case 'datetime':
      values.push(
        { label: 'the earliest, year 0000', value: '0000-01-01T00:00:00Z', valid: true },
        { label: 'the latest, year 9999', value: '9999-12-31T23:59:59.999Z', valid: true },
        { label: 'a day that does not exist', value: '2025-02-30T00:00:00Z', valid: false },
        { label: 'not a datetime', value: 'tomorrow', valid: false },
      );
      break;
  }
  if (json && field.type !== 'int' && field.type !== 'boolean') {
    values.push({ label: 'a number, the wrong type', value: 12345, valid: false });
  }
  if (json) values.push({ label: 'null', value: null, valid: field.nullable === true });
  if (!field.optional) values.push({ label: 'missing', value: OMIT, valid: false });
  return values;
}

function withField(valid: Record<string, unknown>, name: string, value: unknown): Record<string, unknown> {
  const fields = { ...valid };
  if (value === OMIT) delete fields[name];
  else fields[name] = value;
  return fields;
}

function queryPath(path: string, fields: Record<string, unknown>): string {
  const query = new URLSearchParams(
    Object.entries(fields).map(([name, value]): [string, string] => [name, String(value)]),
  );
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** The requests that are valid except for one thing: the fields of `route.valid`, with a field changed or left out. */
function fieldCases(route: BoundedRoute): BoundCase[] {
  const valid = route.valid ?? {};
  const json = route.input === 'json';
  const cases: BoundCase[] = [];
  for (const [name, field] of Object.entries(route.fields)) {
    if (field.type === 'file') throw new Error(`${route.name}: a file field needs a multipart route`);
    for (const { label, value, valid: isValid } of fieldValues(field, json)) {
      const fields = withField(valid, name, value);
      cases.push({
        route: route.name,
        label: `${name}: ${label}`,
        method: route.method,
        path: json ? route.path : queryPath(route.path, fields),
        ...(json ? { body: JSON.stringify(fields) } : {}),
        expected: isValid ? 'success' : 'invalid',
        field: name,
        ...(value === OMIT ? {} : { sent: value, kept: keptAsSent(field, value) }),
      });
    }
  }
  if (json) {
    const request = { route: route.name, method: route.method, path: route.path };
    // No field at all: an update whose fields are all optional changes nothing and succeeds; else the first required
    // field is named.
    const required = Object.entries(route.fields).find(([, field]) => !field.optional)?.[0];
    cases.push({
      ...request,
      label: 'an empty object, no field',
      body: '{}',
      ...(required ? { expected: 'invalid' as const, field: required } : { expected: 'success' as const }),
    });
    cases.push({ ...request, label: 'a body that is not JSON', body: '{"', expected: 'bad request' });
    cases.push({ ...request, label: 'a JSON array, not an object', body: '[]', expected: 'bad request' });
  }
  return cases;
}

/** A multipart route's cases: each file field at its bounds, then bodies that are not a form. */
function multipartCases(route: BoundedRoute): BoundCase[] {
  const request = { route: route.name, method: route.method, path: route.path };
  const cases: BoundCase[] = [];
  for (const [name, field] of Object.entries(route.fields)) {
    if (field.type !== 'file') throw new Error(`${route.name}: a multipart route's fields are files (${name})`);
    const file = (size: number, fileName = 'bounds.bin', type = 'application/octet-stream'): FormPart => ({
      name,
      file: { size, name: fileName, type },
    });
    const stored = (size: number) => (field.downloadFrom ? { download: { from: field.downloadFrom, size } } : {});
    const max = field.maxBytes;
    const one = (label: string, form: FormPart[], expected: Expected, more: Partial<BoundCase> = {}): BoundCase => ({
      ...request,
      label: `${name}: ${label}`,
      form,
      expected,
      field: name,
      ...more,
    });
    cases.push(
      one('missing (another field sent instead)', [{ name: 'note', text: 'no file' }], 'invalid'),
      one('a text field, the wrong type', [{ name, text: 'not a file' }], 'invalid'),
      one('two files', [file(1), file(1)], 'invalid'),
      one('empty, 0 bytes', [file(0)], 'success', stored(0)),
      one(`${max} bytes, the largest`, [file(max)], 'success', stored(max)),
      one(`${max + 1} bytes, one past the largest`, [file(max + 1)], 'refused', { refusal: field.tooLarge }),
      ...[true, false].map((declared): BoundCase => ({
        ...request,
        label: `${name}: a ${OVERSIZED_BODY_BYTES / 1024 / 1024} MB body sent a chunk at a time, ${declared ? 'with its Content-Length' : 'chunked, without a Content-Length'}`,
        stream: { bytes: OVERSIZED_BODY_BYTES, declared },
        expected: 'refused',
        refusal: field.tooLarge,
        field: name,
      })),
      one(
        `a ${codePoints(ESCAPED_FILE_NAME)}-character name that needs escaping (${ESCAPED_FILE_NAME.slice(0, 48)}…), sent as text/html`,
        [file(1000, ESCAPED_FILE_NAME, 'text/html')],
        'success',
        stored(1000),
      ),
    );
  }
  cases.push(
    {
      ...request,
      label: 'a JSON body, not multipart/form-data',
      body: '{"file":"bounds"}',
      expected: 'refused',
      refusal: { status: 415, error: 'Unsupported Media Type' },
    },
    {
      ...request,
      label: 'a multipart body that does not parse',
      body: 'not multipart',
      contentType: 'multipart/form-data; boundary=bounds',
      expected: 'bad request',
    },
  );
  return cases;
}

/** The request each case of the path parameter or the session starts from: `route.valid`, as the route takes it. */
function validRequest(route: BoundedRoute): Pick<BoundCase, 'path' | 'body' | 'form'> {
  const valid = route.valid ?? {};
  if (route.input === 'json') return { path: route.path, body: JSON.stringify(valid) };
  if (route.input === 'query') return { path: queryPath(route.path, valid) };
  const [name = 'file'] = Object.keys(route.fields);
  return {
    path: route.path,
    form: [{ name, file: { size: 1, name: 'bounds.bin', type: 'application/octet-stream' } }],
  };
}

/** A value that names nothing, of each form a path parameter's schema allows. */
const UNKNOWN: Record<PathParam['type'], string> = {
  uuid: '00000000-0000-4000-8000-000000000000',
  int: String(MAX_SAFE),
  text: 'unknown',
};

/** A path parameter's values: `valid` when its schema allows the value, which then names nothing. */
function paramValues(param: PathParam): Value[] {
  const text = param.type === 'text';
  const values: Value[] = [
    { label: 'a value that names nothing', value: param.unknown ?? UNKNOWN[param.type], valid: true },
    { label: '1,000 characters', value: (param.type === 'int' ? '9' : 'x').repeat(1000), valid: text },
    { label: '1,000 four-byte characters (😀)', value: '😀'.repeat(1000), valid: text },
    { label: `characters that need escaping (${ESCAPES})`, value: ESCAPES, valid: text },
    { label: 'a slash, encoded (a%2Fb)', value: 'a/b', valid: text },
  ];
  if (param.type === 'int') {
    values.push(
      { label: '0, below the smallest', value: '0', valid: false },
      { label: `${MAX_SAFE + 1}, one past the largest`, value: String(MAX_SAFE + 1), valid: false },
      { label: '1.5, not an integer', value: '1.5', valid: false },
    );
  }
  return values;
}

/**
 * The path parameter's cases, each percent-encoded into the valid request's path: a value its schema allows names
 * nothing and answers the route's 404; any other answers 400 naming the parameter.
 */
function paramCases(route: BoundedRoute, param: PathParam): BoundCase[] {
  const request = validRequest(route);
  return paramValues(param).map(({ label, value, valid }) => ({
    route: route.name,
    label: `{${param.name}}: ${label}`,
    method: route.method,
    ...request,
    path: request.path.replace(`{${param.name}}`, encodeURIComponent(String(value))),
    ...(valid
      ? { expected: 'refused' as const, refusal: { status: 404, error: param.notFound } }
      : { expected: 'invalid' as const, field: param.name }),
  }));
}

/** An admin's route, sent the valid request signed out (401) and as a user who is not an admin (403). */
function sessionCases(route: BoundedRoute): BoundCase[] {
  const request = { route: route.name, method: route.method, ...validRequest(route) };
  return [
    {
      ...request,
      label: 'signed out',
      as: 'signed out',
      expected: 'refused',
      refusal: { status: 401, error: 'Unauthorized' },
    },
    {
      ...request,
      label: 'signed in as a user, not an admin',
      as: 'user',
      expected: 'refused',
      refusal: { status: 403, error: 'Forbidden' },
    },
  ];
}

/** Every case of a route: its fields' (or files'), its path parameter's, and for an admin's route, its session's. */
export function boundCases(route: BoundedRoute): BoundCase[] {
  return [
    ...(route.input === 'multipart' ? multipartCases(route) : fieldCases(route)),
    ...(route.param ? paramCases(route, route.param) : []),
    ...(route.session === 'admin' ? sessionCases(route) : []),
  ];
}

/** Why an answer breaks the case, or undefined when it keeps it. */
export function judge(boundCase: BoundCase, status: number, body: unknown): string | undefined {
  if (status >= 500) return `answered ${status}`;
  const error = isRecord(body) ? body.error : undefined;
  if (boundCase.expected === 'success') {
    if (status < 200 || status > 299) return `expected success, answered ${status}`;
    const download = boundCase.download;
    if (download && !(isRecord(body) && typeof body[download.from] === 'string')) {
      return `answered no "${download.from}" to download the file from`;
    }
    const data = isRecord(body) && isRecord(body.data) ? body.data : undefined;
    const field = boundCase.field;
    if (field && data && field in data && boundCase.kept && data[field] !== boundCase.sent) {
      return `answered ${field} ${JSON.stringify(data[field])?.slice(0, 80)}, not the value sent`;
    }
    return undefined;
  }
  if (boundCase.expected === 'refused') {
    const refusal = boundCase.refusal ?? { status: 400, error: '' };
    if (status !== refusal.status) return `expected ${refusal.status} "${refusal.error}", answered ${status}`;
    if (error !== refusal.error) return `answered ${status} ${JSON.stringify(error)}, not "${refusal.error}"`;
    return undefined;
  }
  if (status !== 400) return `expected 400, answered ${status}`;
  if (typeof error !== 'string') return 'answered 400 without an error message';
  if (boundCase.expected === 'bad request') return undefined;
  if (error !== 'Validation failed') return `answered 400 "${error}", not "Validation failed"`;
  const details = isRecord(body) && Array.isArray(body.details) ? (body.details as unknown[]) : [];
  const paths = details.map((detail) => (isRecord(detail) ? detail.path : undefined));
  if (!paths.includes(boundCase.field)) {
    return `answered 400 naming ${paths.map((p) => JSON.stringify(p)).join(', ') || 'no field'}, not "${boundCase.field}"`;
  }
  return undefined;
}

/** What the download of a stored file answered. */
export interface Download {
  status: number;
  headers: Headers;
  bytes: Uint8Array;
}

/**
 * Why a stored file's download breaks the case, or undefined: it must give back the bytes sent, as a download
 * (`Content-Disposition: attachment`) the browser must not sniff (`X-Content-Type-Options: nosniff`), so that an HTML
 * or SVG file never opens as a page of the app's origin.
 */
export function judgeDownload(size: number, download: Download): string | undefined {
  if (download.status !== 200) return `its download answered ${download.status}`;
  const disposition = download.headers.get('content-disposition');
  if (!/^attachment\b/i.test(disposition ?? '')) {
    return `its download comes with Content-Disposition ${JSON.stringify(disposition)}, not attachment`;
  }
  const sniffing = download.headers.get('x-content-type-options');
  if (sniffing !== 'nosniff')
    return `its download comes with X-Content-Type-Options ${JSON.stringify(sniffing)}, not nosniff`;
  if (download.bytes.length !== size) return `its download has ${download.bytes.length} bytes, not the ${size} sent`;
  const sent = fileBytes(size);
  const differs = sent.findIndex((byte, index) => download.bytes[index] !== byte);
  if (differs !== -1) return `its download differs from the file sent at byte ${differs}`;
  return undefined;
}

/**
 * Why a streamed case's timing breaks it, or undefined: a body sent in chunks must be refused while it is still being
 * sent (`sent` bytes of it written then), so the route read no more than its limit. A body with a Content-Length is not
 * timed: `wrangler dev` forwards it whole to the Worker before the Worker's answer comes back, whatever the Worker read.
 */
export function judgeStream(stream: { bytes: number; declared: boolean }, sent: number): string | undefined {
  if (stream.declared || sent < stream.bytes) return undefined;
  return `answered only once all ${stream.bytes} bytes of the body were sent: the route read it whole before refusing it`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
