// Sign-in as a new project has it (Discord values empty, ENVIRONMENT=development) and once Discord is configured.
import assert from 'node:assert/strict';
import { type Check, expectStatus, request } from './contract.ts';
import type { MatrixTemplate } from './templates.ts';

const discord = JSON.stringify({ provider: 'discord', callbackURL: '/dashboard' });

/** The origin the browser uses in development: Vite in front of the API, or wrangler dev itself (API only). */
function browserOrigin(template: MatrixTemplate): string {
  return template.type === 'full-stack' ? 'http://localhost:5173' : 'http://localhost:8787';
}

/** Five sign-in attempts from one client: the fifth more than the limit allows answers 429 with Retry-After. */
async function attemptsUntilLimited(base: string, origin: string, maxWaitSeconds: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const answer = await request(base, '/api/auth/sign-in/social', {
      method: 'POST',
      headers: { origin },
      body: discord,
    });
    statuses.push(answer.status);
    if (answer.status === 429) {
      assert.deepEqual(answer.body, { error: 'Too many requests' });
      const wait = Number(answer.headers.get('retry-after'));
      assert.ok(wait > 0 && wait <= maxWaitSeconds, `Retry-After ${wait} s, at most ${maxWaitSeconds}`);
    }
  }
  return statuses;
}

/** The first run: the CLI wrote .dev.vars with a secret and empty Discord values. */
export function firstRunSignInChecks(template: MatrixTemplate, base: string): Check[] {
  const origin = browserOrigin(template);
  return [
    {
      name: 'Discord sign-in before the Discord values are set: 503 naming them',
      run: async () => {
        const answer = await request(base, '/api/auth/sign-in/social', {
          method: 'POST',
          headers: { origin },
          body: discord,
        });
        expectStatus(answer, 503, 'POST /api/auth/sign-in/social');
        assert.deepEqual(answer.body, {
          error:
            'Discord sign-in is not configured: DISCORD_CLIENT_ID and DISCORD_CLIENT_SECRET are empty. Set them in .dev.vars, then restart the dev servers.',
        });
      },
    },
    {
      name: 'the sign-in rate limit in development (5 per minute) answers 429',
      run: async () => {
        // The check above was the first attempt from this client.
        assert.deepEqual(await attemptsUntilLimited(base, origin, 60), [503, 503, 503, 503, 429]);
      },
    },
    {
      name: 'email and password sign-up in development: a session that reaches /api/todos',
      run: async () => {
        const signUp = await request(base, '/api/auth/sign-up/email', {
          method: 'POST',
          headers: { origin, 'cf-connecting-ip': '198.51.100.7' },
          body: JSON.stringify({ name: 'Grace', email: `grace-${Date.now()}@example.com`, password: 'Correct1horse' }),
        });
        expectStatus(signUp, 200, 'POST /api/auth/sign-up/email');
        const cookie = (signUp.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
        assert.match(cookie, /^better-auth\.session_token=/);
        expectStatus(await request(base, '/api/todos', { cookie }), 200, 'GET /api/todos with the new session');
      },
    },
  ];
}

/** After DISCORD_CLIENT_ID and DISCORD_CLIENT_SECRET are filled in and the dev servers restarted. */
export function discordSignInChecks(template: MatrixTemplate, base: string): Check[] {
  const origin = browserOrigin(template);
  return [
    {
      name: `Discord sign-in from ${origin} gets redirect_uri ${origin}/api/auth/callback/discord`,
      run: async () => {
        const answer = await request(base, '/api/auth/sign-in/social', {
          method: 'POST',
          headers: { origin },
          body: discord,
        });
        expectStatus(answer, 200, 'POST /api/auth/sign-in/social');
        const url = new URL((answer.body as { url: string }).url);
        assert.equal(url.origin, 'https://discord.com');
        assert.equal(url.searchParams.get('redirect_uri'), `${origin}/api/auth/callback/discord`);
        assert.ok(answer.headers.get('x-ratelimit-limit'), 'rate-limit headers on the Better Auth response');
      },
    },
    {
      name: 'with Discord configured, the fifth attempt within the minute answers 429',
      run: async () => {
        assert.deepEqual(await attemptsUntilLimited(base, origin, 60), [200, 200, 200, 200, 429]);
      },
    },
  ];
}
