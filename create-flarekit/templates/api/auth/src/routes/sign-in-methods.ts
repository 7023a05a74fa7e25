import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { signInMethods } from '../lib/auth-config';

/**
 * GET /api/sign-in-methods: `{ "discord": boolean, "emailPassword": boolean }`, so the login page can offer the method
 * that works first. A plain Hono route beside Better Auth's /api/auth/*, like them not in the OpenAPI document.
 */
export const signInMethodsRoute = new Hono<AppEnv>().get('/', (c) => c.json(signInMethods(c.env)));
