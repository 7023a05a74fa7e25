import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'drizzle-kit';

/**
 * The SQLite file behind the local D1 database, once `npm run db:migrate:local` has created it.
 * wrangler.jsonc sets `preview_database_id`, so the local database keeps one file even after
 * `wrangler d1 create` writes the real `database_id`; metadata.sqlite is Miniflare's own.
 */
function localDatabaseFile(): string | undefined {
  const dir = '.wrangler/state/v3/d1/miniflare-D1DatabaseObject';
  if (!existsSync(dir)) return undefined;
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite')
    .map((name) => path.join(dir, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  return files[0];
}

const url = localDatabaseFile();

// `npm run db:generate` writes SQL migrations to ./drizzle; `npm run db:studio` opens the local database.
export default defineConfig({
  dialect: 'sqlite',
  schema: './src/db/schema.ts',
  out: './drizzle',
  ...(url ? { dbCredentials: { url } } : {}),
});
