import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import app from '../src/index';

// Requests go to the Hono app with the Worker's real bindings (D1 in Miniflare).
const fetchApp = (url: string, init?: RequestInit) => app.request(url, init, env);

describe('todos without a session', () => {
  it('answers 401 Unauthorized', async () => {
    const res = await fetchApp('http://localhost/api/todos');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'Unauthorized' });
  });
});

describe('Better Auth routes', () => {
  it('keep the rate-limit headers on the Response Better Auth returns', async () => {
    const res = await fetchApp('http://localhost/api/auth/get-session');
    expect(res.status).toBe(200);
    expect(res.headers.get('X-RateLimit-Limit')).toBe('100');
  });

  it('build the Discord callback URL from BETTER_AUTH_URL, not from the proxied request', async () => {
    // Vite's proxy forwards to port 8787 with the Host rewritten; the browser's origin is port 5173.
    const res = await fetchApp('http://localhost:8787/api/auth/sign-in/social', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:5173' },
      body: JSON.stringify({ provider: 'discord', callbackURL: '/dashboard' }),
    });
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    expect(new URL(url).searchParams.get('redirect_uri')).toBe('http://localhost:5173/api/auth/callback/discord');
  });
});
