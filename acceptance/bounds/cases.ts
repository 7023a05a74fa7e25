// The requests at a route's bounds (routes.ts), and what each must answer: for each field the longest and shortest
// value its schema allows and one past each, empty, the wrong type, the largest number, characters that need escaping
// (in SQL, LIKE patterns, JSON and URLs) and multi-byte UTF-8, up to a byte bound where the field has one. Pure: no
// request is sent here (check.ts sends them).
import type { BoundedRoute, Field, IntField, StringField } from './routes.ts';

/** What a case must answer: success (2xx), a 400 naming `field`, or a 400 with an error message (a body not JSON). */
export type Expected = 'success' | 'invalid' | 'bad request';

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
  /** The JSON text sent, for a JSON route. */
  body?: string;
  expected: Expected;
  /** The field the case changes: an invalid answer names it; a successful one gives it back as sent, where it has it. */
  field?: string;
  /** The value sent for `field` (absent: the field was left out). */
  sent?: unknown;
  /** A success that has the field in its `data` gives it back exactly as sent (text, not a normalized date). */
  kept?: boolean;
}

/** Characters that need escaping somewhere on the way: LIKE wildcards and escape, SQL and JSON quotes, HTML, é, 😀. */
export const ESCAPES = `A1 %_\\'"<>&é😀`;
const MAX_SAFE = Number.MAX_SAFE_INTEGER;
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

function fieldValues(field: Field, json: boolean): Value[] {
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

/** Every case of a route: each field's values, each from a valid request; for a JSON route, bodies that are not one. */
export function boundCases(route: BoundedRoute): BoundCase[] {
  const valid = route.valid ?? {};
  const json = route.input === 'json';
  const cases: BoundCase[] = [];
  for (const [name, field] of Object.entries(route.fields)) {
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
    cases.push({ ...request, label: 'a body that is not JSON', body: '{"', expected: 'bad request' });
    cases.push({ ...request, label: 'a JSON array, not an object', body: '[]', expected: 'bad request' });
  }
  return cases;
}

/** Why an answer breaks the case, or undefined when it keeps it. */
export function judge(boundCase: BoundCase, status: number, body: unknown): string | undefined {
  if (status >= 500) return `answered ${status}`;
  const error = isRecord(body) ? body.error : undefined;
  if (boundCase.expected === 'success') {
    if (status < 200 || status > 299) return `expected success, answered ${status}`;
    const data = isRecord(body) && isRecord(body.data) ? body.data : undefined;
    const field = boundCase.field;
    if (field && data && field in data && boundCase.kept && data[field] !== boundCase.sent) {
      return `answered ${field} ${JSON.stringify(data[field])?.slice(0, 80)}, not the value sent`;
    }
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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
