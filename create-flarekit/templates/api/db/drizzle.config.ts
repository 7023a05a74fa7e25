import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'drizzle-kit';

/** The SQLite file behind the local D1 database, once `npm run db:migrate:local` has created it. */
function localDatabaseFile(): string | undefined {
  const dir = '.wrangler/state/v3/d1/miniflare-D1DatabaseObject';
  if (!existsSync(dir)) return undefined;
  const file = readdirSync(dir).find((name) => name.endsWith('.sqlite'));
  return file ? path.join(dir, file) : undefined;
}

const url = localDatabaseFile();

// `npm run db:generate` writes SQL migrations to ./drizzle; `npm run db:studio` opens the local database.
export default defineConfig({
  dialect: 'sqlite',
  schema: './src/db/schema.ts',
  out: './drizzle',
  ...(url ? { dbCredentials: { url } } : {}),
});
