// Types of the vitest.config.ts helpers of @cloudflare/vitest-pool-workers (declared, not installed: see env.d.ts).

declare module '@cloudflare/vitest-pool-workers' {
  import type { Plugin } from 'vite';

  export interface D1Migration {
    name: string;
    queries: string[];
  }
  export interface WorkersPoolOptions {
    main?: string;
    remoteBindings?: boolean;
    wrangler?: { configPath?: string; environment?: string };
    miniflare?: {
      bindings?: Record<string, unknown>;
      d1Databases?: string[] | Record<string, string>;
      compatibilityDate?: string;
      compatibilityFlags?: string[];
      [option: string]: unknown;
    };
  }
  export function cloudflareTest(
    options: WorkersPoolOptions | (() => WorkersPoolOptions | Promise<WorkersPoolOptions>),
  ): Plugin;
  export function readD1Migrations(migrationsPath: string): Promise<D1Migration[]>;
}
