import assert from 'node:assert/strict';
import http from 'node:http';
import type { MatrixTemplate } from './templates.ts';
import type { TestUser } from '../lib/sessions.ts';

/** One named check of the documented contract; the runner prints each one. */
export interface Check {
  name: string;
  /** Resolves when the check passes, with a line to show beside it if it has one. */
  run: () => Promise<string | void>;
}

export interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
  text: string;
}

export async function request(
  base: string,
  path: string,
  init: RequestInit & { cookie?: string } = {},
): Promise<Answer> {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set('cookie', init.cookie);
  // A text body is JSON unless the caller says otherwise; fetch sets a FormData body's multipart type itself.
  if (typeof init.body === 'string' && !headers.has('content-type')) headers.set('content-type', 'application/json');
  const res = await fetch(`${base}${path}`, {
    ...init,
    headers,
    redirect: 'manual',
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: res.status, headers: res.headers, body, text };
}

/**
 * A request with exactly these headers, through node:http: fetch sends `Sec-Fetch-Mode: cors` whatever the caller sets,
 * so a browser navigation (`Sec-Fetch-Mode: navigate`) can only be sent this way.
 */
export function rawRequest(
  base: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${path}`,
      { method: init.method ?? 'GET', headers: init.headers, signal: AbortSignal.timeout(15_000) },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const headers = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            if (typeof value === 'string') headers.set(name, value);
          }
          let body: unknown;
          try {
            body = JSON.parse(text);
          } catch {
            body = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers, body, text });
        });
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

export function expectStatus(answer: Answer, status: number, what: string): void {
  assert.equal(answer.status, status, `${what}: expected ${status}, got ${answer.status} ${answer.text.slice(0, 300)}`);
}

const todoOperations = ['listTodos', 'getTodo', 'createTodo', 'updateTodo', 'deleteTodo'];
const postOperations = ['listPosts', 'listDrafts', 'getPost', 'createPost', 'updatePost', 'deletePost'];
const authOperations = ['listUsers', 'updateUserRole', 'getProfile', 'updateProfile'];

interface TodoBody {
  data: { id: string; title: string; completed: boolean; userId?: string };
}
interface ListBody {
  data: { id: string; title: string; userId?: string }[];
  pagination: { page: number; limit: number; total: number; totalPages: number; offset: number };
}

/**
 * The contract the pages document, checked over HTTP at `base` (the Vite dev server for full-stack
 * projects, so every request goes through its proxy; `wrangler dev` for API-only projects).
 */
export function contractChecks(template: MatrixTemplate, base: string, users: TestUser[]): Check[] {
  const [alice, bob] = users;
  return [
    ...serviceChecks(template, base),
    ...accessChecks(template, base),
    ...todoChecks(template, base, alice),
    ...(template.auth && alice && bob ? ownershipChecks(base, alice, bob) : []),
    ...(template.database ? postChecks(base, alice?.cookie) : []),
  ];
}

/** A browser's navigation to a page, as Chromium sends it (the headers the Worker's fallback reads). */
const NAVIGATION = {
  'Sec-Fetch-Mode': 'navigate',
  'Sec-Fetch-Dest': 'document',
  Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
};

/**
 * A path that is no route and no file, asked of the Worker itself (`wrangler dev`, which serves a full-stack project's
 * built web app as production does; Vite's dev server would answer with its own fallback): an API client, a webhook's
 * POST or a fetch gets the JSON 404, never the web app; a browser navigating to a client route gets the web app's
 * index.html (full stack) or the same JSON 404 (API only), and one to /docs still gets Swagger UI.
 */
export function fallbackChecks(template: MatrixTemplate, workerBase: string): Check[] {
  const expectNotFound = (answer: Answer, what: string) => {
    expectStatus(answer, 404, what);
    assert.match(answer.headers.get('content-type') ?? '', /^application\/json/, `${what}: content-type`);
    assert.deepEqual(answer.body, { error: 'Not found' }, what);
  };
  return [
    {
      name: 'unknown path, POST (a webhook): JSON 404',
      run: async () => {
        const answer = await rawRequest(workerBase, '/webhooks/stripe', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: '{"type":"ping"}',
        });
        expectNotFound(answer, 'POST /webhooks/stripe');
      },
    },
    {
      name: 'unknown path, GET that is not a navigation (fetch, curl): JSON 404',
      run: async () => {
        expectNotFound(await request(workerBase, '/dashboard'), 'GET /dashboard with Sec-Fetch-Mode: cors');
        expectNotFound(
          await rawRequest(workerBase, '/dashboard', { headers: { Accept: '*/*' } }),
          'GET /dashboard without Sec-Fetch-Mode (curl)',
        );
      },
    },
    {
      name:
        template.type === 'full-stack'
          ? "browser navigation to /dashboard: the web app's index.html"
          : 'browser navigation to /dashboard: JSON 404 (no web app)',
      run: async () => {
        const answer = await rawRequest(workerBase, '/dashboard', { headers: NAVIGATION });
        if (template.type !== 'full-stack') return expectNotFound(answer, 'navigation to /dashboard');
        expectStatus(answer, 200, 'navigation to /dashboard');
        assert.match(answer.headers.get('content-type') ?? '', /^text\/html/);
        const index = await rawRequest(workerBase, '/', { headers: NAVIGATION });
        expectStatus(index, 200, 'navigation to /');
        assert.match(index.text, /<div id="root"><\/div>/, "/ is the web app's index.html");
        assert.equal(answer.text, index.text, '/dashboard gets the same index.html as /');
      },
    },
    {
      name: 'browser navigation under /api/ to an unknown path: JSON 404; to /docs: Swagger UI',
      run: async () => {
        expectNotFound(
          await rawRequest(workerBase, '/api/nothing-here', { headers: NAVIGATION }),
          'navigation to /api/nothing-here',
        );
        const docs = await rawRequest(workerBase, '/docs', { headers: NAVIGATION });
        expectStatus(docs, 200, 'navigation to /docs');
        assert.match(docs.text, /SwaggerUIBundle/);
      },
    },
  ];
}

/** What every project serves besides its resources: /health, the OpenAPI document and Swagger UI. */
function serviceChecks(template: MatrixTemplate, base: string): Check[] {
  const health: Check = {
    name: 'GET /health answers status, ISO timestamp and version',
    run: async () => {
      const answer = await request(base, '/health');
      expectStatus(answer, 200, 'GET /health');
      const body = answer.body as Record<string, unknown>;
      assert.deepEqual(Object.keys(body).sort(), ['status', 'timestamp', 'version']);
      assert.equal(body.status, 'ok');
      assert.equal(body.version, '1.0.0');
      assert.equal(new Date(String(body.timestamp)).toISOString(), body.timestamp, 'timestamp is an ISO date');
    },
  };
  const openapi: Check = {
    name: 'GET /api/openapi.json is OpenAPI 3.1 with the documented operationIds',
    run: async () => {
      const answer = await request(base, '/api/openapi.json');
      expectStatus(answer, 200, 'GET /api/openapi.json');
      const doc = answer.body as {
        openapi: string;
        info: { title: string; version: string };
        paths: Record<string, Record<string, { operationId?: string; responses?: object }>>;
      };
      assert.match(doc.openapi, /^3\.1\./);
      assert.equal(typeof doc.info.title, 'string');
      assert.equal(typeof doc.info.version, 'string');
      const operations = Object.values(doc.paths).flatMap((methods) => Object.values(methods));
      for (const operation of operations) assert.ok(operation.responses, `${operation.operationId} has responses`);
      const expected = [
        'getHealth',
        ...todoOperations,
        ...(template.database ? postOperations : []),
        ...(template.auth ? authOperations : []),
      ];
      assert.deepEqual(operations.map((operation) => operation.operationId).sort(), expected.sort());
    },
  };
  const docs: Check = {
    name: 'GET /docs serves Swagger UI',
    run: async () => {
      const answer = await request(base, '/docs');
      expectStatus(answer, 200, 'GET /docs');
      assert.match(answer.headers.get('content-type') ?? '', /text\/html/);
      assert.match(answer.text, /swagger-ui/i);
      assert.match(answer.text, /\/api\/openapi\.json/);
    },
  };
  return [health, openapi, docs];
}

/** Without a session: 401 where the template signs users in, no auth routes where it does not; in-memory todos. */
function accessChecks(template: MatrixTemplate, base: string): Check[] {
  const checks: Check[] = [];
  if (template.auth) {
    checks.push({
      name: 'without a session: 401 Unauthorized',
      run: async () => {
        const answer = await request(base, '/api/todos');
        expectStatus(answer, 401, 'GET /api/todos without a cookie');
        assert.deepEqual(answer.body, { error: 'Unauthorized' });
      },
    });
  } else {
    checks.push({
      name: 'no /api/auth routes',
      run: async () => {
        const answer = await request(base, '/api/auth/get-session');
        expectStatus(answer, 404, 'GET /api/auth/get-session');
      },
    });
  }
  if (!template.database) {
    checks.push({
      name: 'in-memory todos start with the example todos',
      run: async () => {
        const answer = await request(base, '/api/todos?sort=asc');
        expectStatus(answer, 200, 'GET /api/todos');
        const titles = (answer.body as ListBody).data.map((todo) => todo.title);
        assert.ok(titles.includes('Read the Flarekit docs'), `example todos: ${titles.join(', ')}`);
      },
    });
  }
  return checks;
}

/** The todos' create, read, update and delete, then their pagination, as the first test user (or anyone). */
function todoChecks(template: MatrixTemplate, base: string, alice: TestUser | undefined): Check[] {
  const owner = alice?.cookie;
  const crud: Check = {
    name: 'todos: create 201, get, update 200, delete 204, then 404 Todo not found',
    run: async () => {
      const created = await request(base, '/api/todos', {
        method: 'POST',
        cookie: owner,
        body: JSON.stringify({ title: 'Matrix todo', description: 'from the matrix' }),
      });
      expectStatus(created, 201, 'POST /api/todos');
      const todo = (created.body as TodoBody).data;
      assert.equal(todo.title, 'Matrix todo');
      assert.equal(todo.completed, false);
      if (template.auth) assert.equal(todo.userId, alice?.id);
      else assert.equal('userId' in todo, false, 'todos have no owner');

      expectStatus(await request(base, `/api/todos/${todo.id}`, { cookie: owner }), 200, 'GET /api/todos/:id');
      const updated = await request(base, `/api/todos/${todo.id}`, {
        method: 'PUT',
        cookie: owner,
        body: JSON.stringify({ completed: true }),
      });
      expectStatus(updated, 200, 'PUT /api/todos/:id');
      assert.equal((updated.body as TodoBody).data.completed, true);
      expectStatus(await request(base, `/api/todos/${todo.id}`, { method: 'DELETE', cookie: owner }), 204, 'DELETE');
      const gone = await request(base, `/api/todos/${todo.id}`, { cookie: owner });
      expectStatus(gone, 404, 'GET a deleted todo');
      assert.deepEqual(gone.body, { error: 'Todo not found' });
    },
  };
  return [crud, todoPaginationCheck(base, owner)];
}

function todoPaginationCheck(base: string, owner: string | undefined): Check {
  return {
    name: 'todos: pagination 10 by default, at most 100, limit=101 is 400',
    run: async () => {
      for (let i = 0; i < 11; i += 1) {
        const answer = await request(base, '/api/todos', {
          method: 'POST',
          cookie: owner,
          body: JSON.stringify({ title: `Page todo ${i}` }),
        });
        expectStatus(answer, 201, 'POST /api/todos');
      }
      const page = await request(base, '/api/todos', { cookie: owner });
      expectStatus(page, 200, 'GET /api/todos');
      const list = page.body as ListBody;
      assert.equal(list.data.length, 10);
      assert.equal(list.pagination.page, 1);
      assert.equal(list.pagination.limit, 10);
      assert.ok(list.pagination.total >= 11, `total ${list.pagination.total}`);
      assert.equal(list.pagination.totalPages, Math.ceil(list.pagination.total / 10));
      const second = await request(base, '/api/todos?page=2&limit=5', { cookie: owner });
      assert.equal((second.body as ListBody).pagination.offset, 5);
    },
  };
}

/**
 * Who may see what: a user's own todos only. The titles and ids out of bounds, `limit`, and the admin-only user list
 * (401 signed out, 403 for a user) are every route's bound cases, bounds/.
 */
function ownershipChecks(base: string, alice: TestUser, bob: TestUser): Check[] {
  return [
    {
      name: 'a signed-in user sees only their own todos',
      run: async () => {
        const created = await request(base, '/api/todos', {
          method: 'POST',
          cookie: alice.cookie,
          body: JSON.stringify({ title: "Alice's todo" }),
        });
        const id = (created.body as TodoBody).data.id;
        const bobs = await request(base, '/api/todos?limit=100', { cookie: bob.cookie });
        expectStatus(bobs, 200, "bob's list");
        assert.equal((bobs.body as ListBody).data.length, 0, 'bob sees none of alice’s todos');
        expectStatus(await request(base, `/api/todos/${id}`, { cookie: bob.cookie }), 404, "bob gets alice's todo");
        const alices = await request(base, '/api/todos?limit=100', { cookie: alice.cookie });
        assert.ok((alices.body as ListBody).data.every((todo) => todo.userId === alice.id));
      },
    },
  ];
}

/** The posts of a template with a database: created, listed, and read without counting as an edit. */
function postChecks(base: string, owner: string | undefined): Check[] {
  return [
    {
      name: 'posts: create, list and read a published post',
      run: async () => {
        const created = await request(base, '/api/posts', {
          method: 'POST',
          cookie: owner,
          body: JSON.stringify({ title: 'Hello from the matrix', content: 'A published post.', published: true }),
        });
        expectStatus(created, 201, 'POST /api/posts');
        const post = (created.body as { data: { id: number; updatedAt: string } }).data;
        const list = await request(base, '/api/posts');
        expectStatus(list, 200, 'GET /api/posts');
        assert.ok((list.body as { data: { id: number }[] }).data.some((item) => item.id === post.id));
        // Each read counts a view and is not an edit: updatedAt (whole seconds) stays, even a second later.
        await new Promise((resolve) => setTimeout(resolve, 1100));
        for (const views of [1, 2]) {
          const read = await request(base, `/api/posts/${post.id}`);
          expectStatus(read, 200, 'GET /api/posts/:id');
          const data = (read.body as { data: { viewCount: number; updatedAt: string } }).data;
          assert.equal(data.viewCount, views, `viewCount after ${views} read(s)`);
          assert.equal(data.updatedAt, post.updatedAt, 'a read leaves updatedAt as it was');
        }
      },
    },
  ];
}
