import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import app from '../src/index';

// The tests' own bindings (vitest.config.ts) are production's; .dev.vars says ENVIRONMENT=development.
const development = { ...env, ENVIRONMENT: 'development' };
const withoutDiscord = { ...development, DISCORD_CLIENT_ID: '', DISCORD_CLIENT_SECRET: '' };
const shortSecret = { ...development, BETTER_AUTH_SECRET: 'too-short' };

const post = (body: unknown, cookie?: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: 'http://localhost:5173', ...(cookie && { cookie }) },
  body: JSON.stringify(body),
});
const request = (path: string, init: RequestInit | undefined, bindings: object) =>
  app.request(`http://localhost:8787${path}`, init, bindings);

/** Signs a new user up with email and password (development only) and returns the session cookie. */
async function signUp(email: string): Promise<string> {
  const res = await request(
    '/api/auth/sign-up/email',
    post({ name: 'Ada', email, password: 'Correct1horse' }),
    development,
  );
  expect(res.status).toBe(200);
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

describe('missing configuration', () => {
  it('names the empty Discord variables instead of failing the sign-in', async () => {
    const res = await request(
      '/api/auth/sign-in/social',
      post({ provider: 'discord', callbackURL: '/dashboard' }),
      withoutDiscord,
    );
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      error:
        'Discord sign-in is not configured: DISCORD_CLIENT_ID and DISCORD_CLIENT_SECRET are empty. Set them in .dev.vars, then restart the dev servers.',
    });
  });

  it('names a BETTER_AUTH_SECRET shorter than 32 characters', async () => {
    const res = await request('/api/auth/get-session', undefined, shortSecret);
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: string }).error).toMatch(
      /^Sign-in is not configured: BETTER_AUTH_SECRET is 9 characters long; it needs at least 32\./,
    );
  });

  // Empty, Better Auth would take the origin from each request (behind the Vite proxy the Worker's own, port 8787)
  // and refuse the browser's with "Invalid origin"; without http(s), it would throw on every request.
  it.each([
    ['empty', '', 'BETTER_AUTH_URL is not set'],
    ['without a scheme', 'localhost:5173', 'BETTER_AUTH_URL is "localhost:5173", not an http:// or https:// URL'],
  ])('names a BETTER_AUTH_URL that is %s, and where to find its value', async (_, url, named) => {
    const res = await request(
      '/api/auth/sign-in/email',
      post({ email: 'ada@example.com', password: 'Correct1horse' }),
      { ...development, BETTER_AUTH_URL: url },
    );
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      error: `Sign-in is not configured: ${named}. Set it in .dev.vars to the URL the browser opens, the value in .dev.vars.example, then restart the dev servers.`,
    });
  });
});

describe('the fix each configuration error gives', () => {
  // No .dev.vars at all: no ENVIRONMENT and no secret.
  const withoutDevVars = { ...env, ENVIRONMENT: undefined, BETTER_AUTH_SECRET: '' };

  it('on localhost without .dev.vars: make .dev.vars from the example, not a Worker secret', async () => {
    const res = await request('/api/auth/get-session', undefined, withoutDevVars);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      error:
        'Sign-in is not configured: BETTER_AUTH_SECRET is not set. Set it in .dev.vars next to wrangler.jsonc (cp .dev.vars.example .dev.vars makes one), then restart the dev servers.',
    });
  });

  it('deployed without BETTER_AUTH_URL: a var in wrangler.jsonc', async () => {
    const res = await app.request('https://my-app.example.com/api/auth/get-session', undefined, {
      ...env,
      ENVIRONMENT: undefined,
      BETTER_AUTH_URL: undefined,
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      error:
        'Sign-in is not configured: BETTER_AUTH_URL is not set. Set it under "vars" in wrangler.jsonc to the address users sign in on, such as https://app.example.com, and deploy again.',
    });
  });

  it('deployed: a Worker secret', async () => {
    const res = await app.request('https://my-app.example.com/api/auth/get-session', undefined, withoutDevVars);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      error:
        'Sign-in is not configured: BETTER_AUTH_SECRET is not set. Set it with npx wrangler secret put BETTER_AUTH_SECRET.',
    });
  });
});

describe('email and password', () => {
  it('is off in production', async () => {
    const res = await request(
      '/api/auth/sign-up/email',
      post({ name: 'Ada', email: 'ada@example.com', password: 'Correct1horse' }),
      env,
    );
    expect(res.status).toBe(403);
  });

  it('refuses a password without an uppercase letter or a digit, with the API’s validation error', async () => {
    const res = await request(
      '/api/auth/sign-up/email',
      post({ name: 'Ada', email: 'not-an-email', password: 'lowercase' }),
      development,
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: 'Validation failed',
      details: [
        { path: 'email' },
        { path: 'password', message: 'Must contain an uppercase letter' },
        { path: 'password', message: 'Must contain a digit' },
      ],
    });
  });

  it('signs a new user up in development, and the session reaches the private routes', async () => {
    const cookie = await signUp('grace@example.com');
    const todos = await request('/api/todos', { headers: { cookie } }, development);
    expect(todos.status).toBe(200);
  });
});

describe('drafts', () => {
  it('lists the author’s unpublished posts until they are published', async () => {
    const cookie = await signUp('author@example.com');
    const created = await request(
      '/api/posts',
      post({ title: 'Draft title', content: 'Not yet.' }, cookie),
      development,
    );
    expect(created.status).toBe(201);
    const { data: draft } = (await created.json()) as { data: { id: number } };

    const drafts = (await (await request('/api/posts/drafts', { headers: { cookie } }, development)).json()) as {
      data: { id: number }[];
    };
    expect(drafts.data.map((p) => p.id)).toEqual([draft.id]);

    const published = await request(
      `/api/posts/${draft.id}`,
      { ...post({ published: true }, cookie), method: 'PUT' },
      development,
    );
    expect(published.status).toBe(200);
    const after = (await (await request('/api/posts/drafts', { headers: { cookie } }, development)).json()) as {
      data: unknown[];
    };
    expect(after.data).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await request('/api/posts/drafts', undefined, development)).status).toBe(401);
  });
});
