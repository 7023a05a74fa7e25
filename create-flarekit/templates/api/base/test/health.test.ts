import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import app from '../src/index';

// Requests go to the Hono app with the Worker's real bindings (D1 in Miniflare).
const fetchApp = (url: string, init?: RequestInit) => app.request(url, init, env);

describe('GET /health', () => {
  it('answers status ok, an ISO timestamp and the version', async () => {
    const res = await fetchApp('http://localhost/health');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: string; timestamp: string; version: string };
    expect(body).toMatchObject({ status: 'ok', version: '1.0.0' });
    expect(new Date(body.timestamp).toISOString()).toBe(body.timestamp);
  });
});

describe('GET /api/openapi.json', () => {
  it('names every operation', async () => {
    const res = await fetchApp('http://localhost/api/openapi.json');
    const doc = (await res.json()) as { paths: Record<string, Record<string, { operationId?: string }>> };
    const ids = Object.values(doc.paths).flatMap((methods) => Object.values(methods).map((op) => op.operationId));
    expect(ids).toEqual(expect.arrayContaining(['listTodos', 'getTodo', 'createTodo', 'updateTodo', 'deleteTodo']));
    expect(ids).not.toContain(undefined);
  });
});
