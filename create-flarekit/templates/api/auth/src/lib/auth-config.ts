import type { Env } from '../env';

/**
 * Better Auth signs session cookies with BETTER_AUTH_SECRET and only logs a warning when it is shorter than this;
 * this project refuses a shorter one (middleware/auth-checks.ts), so a weak secret never signs a session.
 */
export const MIN_SECRET_LENGTH = 32;

const DISCORD_VARS = ['DISCORD_CLIENT_ID', 'DISCORD_CLIENT_SECRET'] as const;

/** `ENVIRONMENT=development` in .dev.vars turns on what only a local developer should have (email and password sign-in). */
export function isDevelopment(env: Env): boolean {
  return env.ENVIRONMENT === 'development';
}

/** The Discord variables that are empty or missing; Discord sign-in is off until there are none. */
export function missingDiscordVars(env: Env): string[] {
  return DISCORD_VARS.filter((name) => !env[name]);
}

/** Why BETTER_AUTH_SECRET cannot sign sessions, or undefined when it can. */
export function secretProblem(env: Env): string | undefined {
  const secret = env.BETTER_AUTH_SECRET ?? '';
  if (secret === '') return 'BETTER_AUTH_SECRET is not set';
  if (secret.length < MIN_SECRET_LENGTH) {
    return `BETTER_AUTH_SECRET is ${secret.length} characters long; it needs at least ${MIN_SECRET_LENGTH}`;
  }
  return undefined;
}

/**
 * Whether this is local development: ENVIRONMENT decides when it is set; without it (no .dev.vars was read), a request
 * to localhost is `wrangler dev` on your machine, since a deployed Worker is never reached there.
 */
export function isLocal(env: Env, requestUrl: string): boolean {
  if (env.ENVIRONMENT !== undefined) return isDevelopment(env);
  return ['localhost', '127.0.0.1', '[::1]'].includes(new URL(requestUrl).hostname);
}

/** How to set the variables just named: in .dev.vars in local development, with wrangler in production. */
export function howToSet(env: Env, requestUrl: string, names: readonly string[]): string {
  const them = names.length > 1 ? 'them' : 'it';
  if (isDevelopment(env)) return `Set ${them} in .dev.vars, then restart the dev servers.`;
  if (isLocal(env, requestUrl)) {
    return `Set ${them} in .dev.vars next to wrangler.jsonc (cp .dev.vars.example .dev.vars makes one), then restart the dev servers.`;
  }
  return `Set ${them} with ${names.map((name) => `npx wrangler secret put ${name}`).join(' and ')}.`;
}
