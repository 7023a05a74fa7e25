import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** A signed-in test user: the Cookie header the browser would send after Discord sign-in. */
export interface TestUser {
  id: string;
  name: string;
  role: 'user' | 'admin';
  cookie: string;
}

/**
 * Offline there is no Discord, so the run signs users in the way Better Auth would after the callback:
 * a user row and a session row in the local D1 database, and the session cookie signed by Better Auth's
 * own cookie signer (better-call's serializeSignedCookie, from the project's node_modules) with the
 * project's BETTER_AUTH_SECRET (`secret`, read from its .dev.vars). Every request then goes through Better Auth's real session lookup.
 */
export async function createTestUsers(apiDir: string, secret: string): Promise<{ users: TestUser[]; sql: string }> {
  // better-call as better-auth itself resolves it.
  const betterAuthEntry = createRequire(path.join(apiDir, 'package.json')).resolve('better-auth');
  const betterCall = (await import(pathToFileURL(createRequire(betterAuthEntry).resolve('better-call')).href)) as {
    serializeSignedCookie: (key: string, value: string, secret: string) => Promise<string>;
  };

  const expires = Math.floor(Date.now() / 1000) + 60 * 60;
  const users: TestUser[] = [];
  const statements: string[] = [];
  for (const [name, role] of [
    ['alice', 'user'],
    ['bob', 'user'],
    ['carol', 'admin'],
  ] as const) {
    const id = `matrix-${name}`;
    const token = `matrix-token-${name}-${crypto.randomUUID()}`;
    const signed = await betterCall.serializeSignedCookie('better-auth.session_token', token, secret);
    users.push({ id, name, role, cookie: signed.split(';')[0] ?? '' });
    statements.push(
      `INSERT INTO users (id, email, name, role, email_verified) VALUES ('${id}', '${name}@example.com', '${name}', '${role}', 1);`,
      `INSERT INTO sessions (id, token, user_id, expires_at) VALUES ('session-${name}', '${token}', '${id}', ${expires});`,
    );
  }
  return { users, sql: statements.join('\n') };
}
