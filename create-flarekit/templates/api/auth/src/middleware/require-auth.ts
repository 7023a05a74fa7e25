import { createMiddleware } from 'hono/factory';
import type { AuthEnv } from '../env';
import { createAuth } from '../lib/auth';

/**
 * Loads the Better Auth session from the request cookies.
 * Answers 401 { "error": "Unauthorized" } when there is none; otherwise sets `user` and `session`.
 */
export const requireAuth = createMiddleware<AuthEnv>(async (c, next) => {
  const result = await createAuth(c.env).api.getSession({ headers: c.req.raw.headers });
  if (!result) {
    return c.json({ error: 'Unauthorized' }, 401);
  }
  c.set('user', result.user);
  c.set('session', result.session);
  await next();
});
