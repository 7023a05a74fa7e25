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
 * Why BETTER_AUTH_URL cannot be Better Auth's baseURL, or undefined when it can. Empty, Better Auth takes the origin
 * from each request instead (behind the Vite proxy the Worker's own address, so the browser's origin is refused as
 * "Invalid origin"); not an http(s) URL, it throws on every request.
 */
export function authUrlProblem(env: Env): string | undefined {
  const url = env.BETTER_AUTH_URL ?? '';
  if (url === '') return 'BETTER_AUTH_URL is not set';
  if (!isHttpUrl(url)) return `BETTER_AUTH_URL is "${url}", not an http:// or https:// URL`;
  return undefined;
}

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** GET /api/sign-in-methods: which sign-in methods can work with the values this Worker has. */
export interface SignInMethods {
  /** Both Discord values set, and the secret and URL usable. */
  discord: boolean;
  /** ENVIRONMENT=development, and the secret and URL usable. */
  emailPassword: boolean;
}

/** Which sign-in methods can work: with an unusable secret or URL, none (every /api/auth/* request answers 503). */
export function signInMethods(env: Env): SignInMethods {
  const usable = secretProblem(env) === undefined && authUrlProblem(env) === undefined;
  return {
    discord: usable && missingDiscordVars(env).length === 0,
    emailPassword: usable && isDevelopment(env),
  };
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

/** How to set BETTER_AUTH_URL: the browser's URL, in .dev.vars locally, under `vars` in wrangler.jsonc in production. */
export function howToSetAuthUrl(env: Env, requestUrl: string): string {
  if (isDevelopment(env)) {
    return 'Set it in .dev.vars to the URL the browser opens, the value in .dev.vars.example, then restart the dev servers.';
  }
  if (isLocal(env, requestUrl)) {
    return 'Set it in .dev.vars next to wrangler.jsonc (cp .dev.vars.example .dev.vars makes one), then restart the dev servers.';
  }
  return 'Set it under "vars" in wrangler.jsonc to the address users sign in on, such as https://app.example.com, and deploy again.';
}
