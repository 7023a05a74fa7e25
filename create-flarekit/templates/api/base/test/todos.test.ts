import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import app from '../src/index';

// Requests go to the Hono app with the Worker's real bindings (D1 in Miniflare).
const fetchApp = (url: string, init?: RequestInit) => app.request(url, init, env);

const url = (path: string) => `http://localhost/api/todos${path}`;
const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

describe('todos', () => {
  it('creates, reads, updates and deletes a todo', async () => {
    const created = await fetchApp(url(''), json('POST', { title: 'Write tests' }));
    expect(created.status).toBe(201);
    const { data: todo } = (await created.json()) as { data: { id: string; title: string; completed: boolean } };
    expect(todo).toMatchObject({ title: 'Write tests', completed: false });

    expect((await fetchApp(url(`/${todo.id}`))).status).toBe(200);
    const updated = await fetchApp(url(`/${todo.id}`), json('PUT', { completed: true }));
    expect(((await updated.json()) as { data: { completed: boolean } }).data.completed).toBe(true);
    expect((await fetchApp(url(`/${todo.id}`), { method: 'DELETE' })).status).toBe(204);

    const gone = await fetchApp(url(`/${todo.id}`));
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ error: 'Todo not found' });
  });

  it('rejects an empty title and a page size over 100', async () => {
    const empty = await fetchApp(url(''), json('POST', { title: '' }));
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ error: 'Validation failed', details: [{ path: 'title' }] });
    expect((await fetchApp(url('?limit=101'))).status).toBe(400);
  });

  it('names what a todo id must be', async () => {
    const res = await fetchApp(url('/abc'));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'Validation failed',
      details: [{ path: 'id', message: 'Must be a UUID, such as 3f0c6a52-9d1e-4a51-8f8e-2a4e0f6b9c11' }],
    });
  });

  it('pages the list, 10 by default', async () => {
    const res = await fetchApp(url(''));
    const body = (await res.json()) as { pagination: { page: number; limit: number } };
    expect(body.pagination).toMatchObject({ page: 1, limit: 10 });
  });

  it('sends the rate-limit headers', async () => {
    const res = await fetchApp(url(''));
    expect(res.headers.get('X-RateLimit-Limit')).toBe('100');
  });
});
