/// <reference types="@cloudflare/workers-types" />

/** The Worker's bindings: D1 and vars from wrangler.jsonc (secrets would go in .dev.vars locally). */
export interface Env {
  DB: D1Database;
  APP_VERSION?: string;
}

/** Hono environment of every router. */
export type AppEnv = {
  Bindings: Env;
};
