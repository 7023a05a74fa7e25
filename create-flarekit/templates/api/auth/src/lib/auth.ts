import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { createDb } from '../db';
import * as schema from '../db/schema';
import type { Env } from '../env';
import { isDevelopment, missingDiscordVars } from './auth-config';

/** Session lifetime: 7 days, refreshed when it is used after 1 day. */
export const SESSION_EXPIRES_IN = 60 * 60 * 24 * 7;
export const SESSION_UPDATE_AGE = 60 * 60 * 24;

/**
 * Better Auth is built from the Worker's bindings (D1 and secrets) as Hono hands them to each request, `c.env`,
 * once per isolate: the bindings object stays the same between requests, so later requests reuse the instance.
 */
const instances = new WeakMap<Env, Auth>();

export function createAuth(env: Env): Auth {
  let auth = instances.get(env);
  if (!auth) {
    auth = configureAuth(env);
    instances.set(env, auth);
  }
  return auth;
}

function configureAuth(env: Env) {
  return betterAuth({
    secret: env.BETTER_AUTH_SECRET,
    // The URL the browser uses: http://localhost:5173 in development (through the Vite proxy), your domain in
    // production. Callback URLs (redirect_uri) are built from it and requests from its origin are trusted.
    baseURL: env.BETTER_AUTH_URL,
    basePath: '/api/auth',
    database: drizzleAdapter(createDb(env.DB), {
      provider: 'sqlite',
      schema,
      usePlural: true,
    }),
    // Email and password in development only, so you can sign in before you have a Discord application.
    emailAndPassword: { enabled: isDevelopment(env) },
    socialProviders: {
      discord: {
        // Off until both values are set: sign-in then answers which one is missing (middleware/auth-checks.ts).
        enabled: missingDiscordVars(env).length === 0,
        clientId: env.DISCORD_CLIENT_ID ?? '',
        clientSecret: env.DISCORD_CLIENT_SECRET ?? '',
      },
    },
    session: {
      expiresIn: SESSION_EXPIRES_IN,
      updateAge: SESSION_UPDATE_AGE,
    },
    user: {
      additionalFields: {
        role: {
          type: ['user', 'moderator', 'admin'],
          required: false,
          defaultValue: 'user',
          input: false,
        },
        bio: {
          type: 'string',
          required: false,
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof configureAuth>;
export type AuthUser = Auth['$Infer']['Session']['user'];
export type AuthSession = Auth['$Infer']['Session']['session'];
