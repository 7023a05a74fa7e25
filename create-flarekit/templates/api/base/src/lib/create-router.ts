import { OpenAPIHono } from '@hono/zod-openapi';
import type { Env as HonoEnv } from 'hono';
import type { AppEnv } from '../env';

/**
 * Every router is an OpenAPIHono instance with the same validation hook, so a failed
 * validation answers 400 { "error": "Validation failed", "details": [...] } everywhere.
 */
export function createRouter<E extends HonoEnv = AppEnv>() {
  return new OpenAPIHono<E>({
    defaultHook: (result, c) => {
      if (!result.success) {
        return c.json(
          {
            error: 'Validation failed',
            details: result.error.issues.map((issue) => ({
              path: issue.path.join('.'),
              message: issue.message,
            })),
          },
          400,
        );
      }
    },
  });
}
