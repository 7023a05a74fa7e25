import { createMiddleware } from 'hono/factory';
import type { Role } from '../db/schema';
import type { AuthEnv } from '../env';

/**
 * Lets the request through only when the signed-in user has one of `allowed` roles.
 * Use it after `requireAuth`; answers 403 { "error": "Forbidden" } otherwise.
 */
export function requireRole(...allowed: Role[]) {
  return createMiddleware<AuthEnv>(async (c, next) => {
    const role = c.get('user').role ?? 'user';
    if (!allowed.includes(role)) {
      return c.json({ error: 'Forbidden' }, 403);
    }
    await next();
  });
}
