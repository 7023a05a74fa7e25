import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import app from '../src/index';

// The tests' own bindings (vitest.config.ts): production, a usable secret and URL, both Discord values set.
const development = { ...env, ENVIRONMENT: 'development' };
const get = (bindings: object) => app.request('http://localhost:8787/api/sign-in-methods', undefined, bindings);

describe('GET /api/sign-in-methods', () => {
  it.each([
    ['production, Discord set', env, { discord: true, emailPassword: false }],
    ['development, Discord set', development, { discord: true, emailPassword: true }],
    [
      'development, Discord empty (as generated)',
      { ...development, DISCORD_CLIENT_ID: '', DISCORD_CLIENT_SECRET: '' },
      { discord: false, emailPassword: true },
    ],
    [
      'development, only DISCORD_CLIENT_ID set',
      { ...development, DISCORD_CLIENT_SECRET: '' },
      { discord: false, emailPassword: true },
    ],
    [
      'a secret under 32 characters',
      { ...development, BETTER_AUTH_SECRET: 'too-short' },
      { discord: false, emailPassword: false },
    ],
    ['BETTER_AUTH_URL empty', { ...development, BETTER_AUTH_URL: '' }, { discord: false, emailPassword: false }],
  ])('%s', async (_, bindings, methods) => {
    const res = await get(bindings);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(methods);
  });

  it('is not in the OpenAPI document, like Better Auth’s /api/auth/*', async () => {
    const doc = (await (await app.request('http://localhost:8787/api/openapi.json', undefined, env)).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(doc.paths)).not.toContain('/api/sign-in-methods');
  });
});
