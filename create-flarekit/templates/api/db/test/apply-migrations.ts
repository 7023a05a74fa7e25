import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';

// Setup file: every test file starts with the schema of apps/api/drizzle/ applied to a fresh D1.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
