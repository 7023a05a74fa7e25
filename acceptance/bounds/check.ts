// Sends a route's bound cases (cases.ts) to a running project and fails on the first broken one: a 500, an invalid
// value not answered 400 naming its field, a valid one not answered with success (and, where the answer has it, the
// value as sent; a stored file downloading back the same bytes), or the route's own refusal (404, 413…) not given.
import { request } from '../matrix/contract.ts';
import { type BoundCase, boundCases, type FormPart, fileBytes, judge, judgeDownload } from './cases.ts';
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

function describe(boundCase: BoundCase, path: string): string {
  return `${boundCase.route}, ${boundCase.label} (${boundCase.method} ${path.slice(0, 120)}${path.length > 120 ? '…' : ''})`;
}
