// Types for tests that run inside the Workers runtime with @cloudflare/vitest-pool-workers.
// The reference project declares the modules it uses instead of installing the pool
// (which downloads the workerd runtime); the signatures are the package's own.

declare module 'cloudflare:test' {
  export interface D1Migration {
    name: string;
    queries: string[];
  }
  /** The Worker's bindings, as configured in wrangler.jsonc plus miniflare overrides. */
  export const env: Cloudflare.Env;
  /** Fetcher for the Worker's default export (`main` in wrangler.jsonc). */
  export const SELF: Fetcher;
  export function createExecutionContext(): ExecutionContext;
  export function waitOnExecutionContext(ctx: ExecutionContext): Promise<void>;
  export function applyD1Migrations(
    db: D1Database,
    migrations: D1Migration[],
    migrationsTableName?: string,
  ): Promise<void>;
  export function reset(): Promise<void>;
}
