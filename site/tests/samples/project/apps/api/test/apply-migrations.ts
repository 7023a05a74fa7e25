import { applyD1Migrations, env } from 'cloudflare:test';

// Setup file: every test file starts with the schema of apps/api/drizzle/ applied to a fresh D1.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
