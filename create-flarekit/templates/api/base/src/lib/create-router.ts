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
        return c.json(validationFailed(result.error.issues), 400);
      }
    },
  });
}

/** The body of a 400 answer: `{ "error": "Validation failed", "details": [{ "path", "message" }] }`. */
export function validationFailed(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  return {
    error: 'Validation failed' as const,
    details: issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
  };
}
