import { z } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import {
  authUrlProblem,
  howToSet,
  howToSetAuthUrl,
  isDevelopment,
  missingDiscordVars,
  secretProblem,
} from '../lib/auth-config';
import { validationFailed } from '../lib/create-router';

/**
 * Every /api/auth/* request: without BETTER_AUTH_SECRET Better Auth cannot start, and a short one it only warns about;
 * without an http(s) BETTER_AUTH_URL it refuses the browser's origin or throws. Each answers which variable to set
 * (see MIN_SECRET_LENGTH and authUrlProblem), the secret first.
 */
export const requireAuthConfig = createMiddleware<AppEnv>(async (c, next) => {
  const problem = secretProblem(c.env);
  if (problem) {
    const fix = howToSet(c.env, c.req.url, ['BETTER_AUTH_SECRET']);
    return c.json({ error: `Sign-in is not configured: ${problem}. ${fix}` }, 503);
  }
  const urlProblem = authUrlProblem(c.env);
  if (urlProblem) {
    return c.json({ error: `Sign-in is not configured: ${urlProblem}. ${howToSetAuthUrl(c.env, c.req.url)}` }, 503);
  }
  await next();
});

/** POST /api/auth/sign-in/social with `provider: "discord"` before the Discord values are set. */
export const requireDiscordConfig = createMiddleware<AppEnv>(async (c, next) => {
  const missing = missingDiscordVars(c.env);
  if (missing.length > 0) {
    const body: unknown = await c.req.raw
      .clone()
      .json()
      .catch(() => undefined);
    if (isObject(body) && body.provider === 'discord') {
      return c.json(
        {
          error: `Discord sign-in is not configured: ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} empty. ${howToSet(c.env, c.req.url, missing)}`,
        },
        503,
      );
    }
  }
  await next();
});

/** Email and password sign-in and sign-up exist in development only. */
export const requireDevelopment = createMiddleware<AppEnv>(async (c, next) => {
  if (!isDevelopment(c.env)) {
    return c.json(
      { error: 'Email and password sign-in is on in development only (ENVIRONMENT=development in .dev.vars).' },
      403,
    );
  }
  await next();
});

/** The sample password rule: at least 8 characters, with an uppercase letter and a digit. */
export const SignUpSchema = z.object({
  name: z.string().trim().min(1).max(100),
  email: z.email(),
  password: z
    .string()
    .min(8)
    .max(128)
    .regex(/[A-Z]/, 'Must contain an uppercase letter')
    .regex(/[0-9]/, 'Must contain a digit'),
});

/** POST /api/auth/sign-up/email: the body is checked here, with the API's usual 400, before Better Auth reads it. */
export const validateSignUp = createMiddleware<AppEnv>(async (c, next) => {
  const body: unknown = await c.req.raw
    .clone()
    .json()
    .catch(() => undefined);
  const result = SignUpSchema.safeParse(body);
  if (!result.success) {
    return c.json(validationFailed(result.error.issues), 400);
  }
  await next();
});

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
