// Sends a route's bound cases (cases.ts) to a running project and fails on the first broken one: a 500, an invalid
// value not answered 400 naming its field, a valid one not answered with success (and, where the answer has it, the
// value as sent; a stored file downloading back the same bytes), or the route's own refusal (404, 413…) not given, or
// given to a body far over the limit only once it was all sent.
import http from 'node:http';
import { request } from '../matrix/contract.ts';
import { type BoundCase, boundCases, type FormPart, fileBytes, judge, judgeDownload, judgeStream } from './cases.ts';
import type { BoundedRoute } from './routes.ts';

export interface Sessions {
  /** A signed-in user's and an admin's Cookie header. */
  user?: string;
  admin?: string;
  /** Bob's id, for the routes about another user. */
  bobId?: string;
}

/**
 * Checks one route at `base`; resolves with how many cases held. Each route's requests come as a client of their own
 * (`cf-connecting-ip`): the API allows 100 requests a minute per client, and the bounds are what is checked here.
 */
export async function checkBounds(route: BoundedRoute, base: string, sessions: Sessions): Promise<number> {
  const who = route.session === 'none' ? undefined : route.session;
  const cookie = who ? sessions[who] : undefined;
  if (who && !cookie) throw new Error(`${route.name}: needs a signed-in ${who}`);
  if (route.session === 'admin' && !sessions.user) throw new Error(`${route.name}: needs a signed-in user too`);
  // From the app's own origin, as its pages send them (Better Auth refuses a sign-up without an Origin).
  const headers = { 'cf-connecting-ip': `bounds-${route.name}`, origin: new URL(base).origin };
  const create = async (what: { path: string; body: Record<string, unknown> }) => {
    const created = await request(base, what.path, {
      method: 'POST',
      cookie,
      headers,
      body: JSON.stringify(what.body),
    });
    const data = (created.body as { data?: { id?: unknown } } | undefined)?.data;
    if (created.status !== 201 || data?.id === undefined) {
      throw new Error(`${route.name}: POST ${what.path} answered ${created.status} ${created.text.slice(0, 200)}`);
    }
    return String(data.id);
  };
  for (const seed of route.seeds ?? []) await create(seed);
  let id = route.creates ? await create(route.creates) : undefined;
  if (route.user === 'bob') id = sessions.bobId;
  const cases = boundCases(route);
  const run = Date.now();
  for (const [index, planned] of cases.entries()) {
    const unique = (text: string) => text.replaceAll('{n}', `${run}-${index}`);
    const boundCase = {
      ...planned,
      ...(planned.body !== undefined ? { body: unique(planned.body) } : {}),
      ...(typeof planned.sent === 'string' ? { sent: unique(planned.sent) } : {}),
    };
    const path = unique(boundCase.path).replace('{id}', id ?? '{id}');
    const sender = boundCase.as === 'signed out' ? undefined : boundCase.as === 'user' ? sessions.user : cookie;
    if (boundCase.stream) {
      const streamed = await sendStream(new URL(path, base), boundCase.stream, boundCase.field ?? 'file', {
        ...headers,
        ...(sender ? { cookie: sender } : {}),
      });
      const problem = judge(boundCase, streamed.status, streamed.body) ?? judgeStream(boundCase.stream, streamed.sent);
      if (problem) throw new Error(`${describe(boundCase, path)}: ${problem}\n${streamed.text.slice(0, 400)}`);
      continue;
    }
    const answer = await request(base, path, {
      method: boundCase.method,
      cookie: sender,
      headers: { ...headers, ...(boundCase.contentType ? { 'content-type': boundCase.contentType } : {}) },
      ...(boundCase.form ? { body: formData(boundCase.form) } : {}),
      ...(boundCase.body !== undefined ? { body: boundCase.body } : {}),
    });
    let problem = judge(boundCase, answer.status, answer.body);
    if (!problem && boundCase.download) {
      const from = (answer.body as Record<string, string>)[boundCase.download.from] ?? '';
      const file = await fetch(new URL(from, base), { headers, signal: AbortSignal.timeout(15_000) });
      const download = { status: file.status, headers: file.headers, bytes: new Uint8Array(await file.arrayBuffer()) };
      problem = judgeDownload(boundCase.download.size, download);
      if (problem) problem = `${problem} (GET ${from.slice(0, 120)})`;
    }
    if (problem) throw new Error(`${describe(boundCase, path)}: ${problem}\n${answer.text.slice(0, 400)}`);
  }
  return cases.length;
}

/** A multipart/form-data body: its text fields, and its files filled with `fileBytes`. */
function formData(parts: readonly FormPart[]): FormData {
  const form = new FormData();
  for (const part of parts) {
    if ('text' in part) form.append(part.name, part.text);
    else form.append(part.name, new Blob([fileBytes(part.file.size)], { type: part.file.type }), part.file.name);
  }
  return form;
}

/** A streamed body pauses after every 8 MB. */
const PAUSE_EVERY = 8 * 1024 * 1024;
const BOUNDARY = 'bounds-stream';

/** What a streamed body was answered, and how many of its bytes had been written when the answer came. */
interface Streamed {
  status: number;
  text: string;
  body: unknown;
  sent: number;
}

/** How far a streamed body got: the bytes written, and whether the answer came. */
interface Progress {
  sent: number;
  answered: boolean;
}

/**
 * POSTs a multipart/form-data body of `stream.bytes`, one file part `field` that fills it, writing it 64 KB at a time as
 * the connection takes it (never more than one chunk held) and stopping as soon as the answer comes.
 */
function sendStream(
  url: URL,
  stream: NonNullable<BoundCase['stream']>,
  field: string,
  headers: Record<string, string>,
): Promise<Streamed> {
  return new Promise((resolve, reject) => {
    const progress: Progress = { sent: 0, answered: false };
    const req = http.request(url, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        ...(stream.declared ? { 'content-length': String(stream.bytes) } : {}),
      },
    });
    const timer = setTimeout(
      () => req.destroy(new Error(`no answer within 120 s, ${progress.sent} of ${stream.bytes} bytes sent`)),
      120_000,
    );
    const fail = (error: Error) => {
      clearTimeout(timer);
      reject(new Error(`the connection failed with ${progress.sent} of ${stream.bytes} bytes sent: ${error.message}`));
    };
    req.on('error', (error) => {
      if (!progress.answered) fail(error);
    });
    req.on('response', (res) => {
      progress.answered = true;
      const sent = progress.sent;
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('error', fail);
      res.on('end', () => {
        clearTimeout(timer);
        req.destroy();
        const text = Buffer.concat(parts).toString('utf8');
        resolve({ status: res.statusCode ?? 0, text, body: parseJson(text), sent });
      });
    });
    void writeBody(req, stream.bytes, field, progress);
  });
}

/**
 * Writes `sendStream`'s body to `req` a chunk at a time as the connection takes it, until it ends or the answer comes.
 * It pauses for a second after every 8 MB, as a slow client would: an answer given while the body is still coming then
 * reaches the client, where a proxy still writing the body when the Worker closes the connection (Vite's, on EPIPE)
 * would answer 502 in its place.
 */
async function writeBody(req: http.ClientRequest, bytes: number, field: string, progress: Progress): Promise<void> {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="large.bin"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const chunk = Buffer.from(fileBytes(64 * 1024));
  const going = () => !progress.answered && !req.destroyed;
  const write = async (part: Buffer) => {
    progress.sent += part.length;
    // Wait until the connection takes more, or the answer comes (a server that stopped reading never drains).
    if (!req.write(part)) await firstOf(req, ['drain', 'response', 'close']);
  };
  await write(head);
  while (going() && progress.sent < bytes - tail.length) {
    await write(chunk.subarray(0, Math.min(chunk.length, bytes - tail.length - progress.sent)));
    if (progress.sent % PAUSE_EVERY < chunk.length) await firstOf(req, ['response', 'close'], 1000);
  }
  if (!going()) return;
  await write(tail);
  req.end();
}

/** Resolves on the first of `events` that `req` emits, or after `ms`. */
function firstOf(req: http.ClientRequest, events: readonly string[], ms?: number): Promise<void> {
  return new Promise((resume) => {
    const done = () => {
      clearTimeout(timeout);
      for (const event of events) req.off(event, done);
      resume();
    };
    const timeout = ms === undefined ? undefined : setTimeout(done, ms);
    for (const event of events) req.once(event, done);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function describe(boundCase: BoundCase, path: string): string {
  return `${boundCase.route}, ${boundCase.label} (${boundCase.method} ${path.slice(0, 120)}${path.length > 120 ? '…' : ''})`;
}
