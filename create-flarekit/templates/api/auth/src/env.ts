// The web app imports AppType (and so this file): this reference gives it the Workers binding types too.
/// <reference types="@cloudflare/workers-types" />
import type { AuthSession, AuthUser } from './lib/auth';

/** The Worker's bindings: D1, secrets (.dev.vars locally, `wrangler secret put` in production) and vars. */
export interface Env {
  DB: D1Database;
  BETTER_AUTH_SECRET: string;
  /** Where the browser reaches the app (http://localhost:5173 in development). */
  BETTER_AUTH_URL?: string;
  /** Empty until you create a Discord application: the rest of the app works without them. */
  DISCORD_CLIENT_ID?: string;
  DISCORD_CLIENT_SECRET?: string;
  /**
   * `development` in .dev.vars (wrangler dev); unset, or anything else, means production (unset on localhost, the
   * configuration errors still give the .dev.vars fix: see `isLocal`).
   */
  ENVIRONMENT?: string;
  APP_VERSION?: string;
}

/** Hono environment of public routers. */
export type AppEnv = {
  Bindings: Env;
};

/** Hono environment behind `requireAuth`: the signed-in user and the session are always set. */
export type AuthEnv = {
  Bindings: Env;
  Variables: {
    user: AuthUser;
    session: AuthSession;
  };
};
