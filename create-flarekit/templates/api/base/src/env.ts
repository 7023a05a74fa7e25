/// <reference types="@cloudflare/workers-types" />

/** The Worker's bindings: vars from wrangler.jsonc (secrets would go in .dev.vars locally). */
export interface Env {
  APP_VERSION?: string;
}

/** Hono environment of every router. */
export type AppEnv = {
  Bindings: Env;
};
