/**
 * Projects for the doctor tests: composed as the CLI writes them (no install), then made "clean" (every check ok) or
 * seeded with one problem. The local D1 database is the file wrangler writes: `wrangler d1 migrations apply DB --local`
 * (wrangler 4.156.2) leaves `.wrangler/state/v3/d1/miniflare-D1DatabaseObject/<hash>.sqlite` with this
 * `d1_migrations` table, one row a migration, next to a `metadata.sqlite` without it.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { writeProject } from '../../src/cli/write-project.ts';
import type { TemplateId } from '../../src/compose/index.ts';
import { tempDir } from '../cli/helpers.ts';
import { composed } from '../projects.ts';

/** The values no output may show. */
export const SECRETS = {
  BETTER_AUTH_SECRET: 'SeededSecretValue+0123456789abcdefghijklmn=',
  DISCORD_CLIENT_SECRET: 'SeededDiscordSecretValue987',
} as const;

export const REAL_DATABASE_ID = '0f2c5e4a-7b1d-4c8e-9a36-5d2f8b1e6c90';

/** wrangler's table, as `sqlite_master` shows it in the database wrangler 4.156.2 migrated. */
const D1_MIGRATIONS_TABLE = `CREATE TABLE "d1_migrations"(
\t\tid         INTEGER PRIMARY KEY AUTOINCREMENT,
\t\tname       TEXT UNIQUE,
\t\tapplied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
)`;

export interface Seeded {
  root: string;
  /** The API's folder (the root in an API-only project). */
  api: string;
}

/**
 * A project of `templateId`, named my-app, with every check ok: real values in .dev.vars, a database id, today's
 * compatibility date, migrated.
 */
export async function cleanProject(templateId: TemplateId = 'full-stack-orval'): Promise<Seeded> {
  const root = path.join(tempDir('flarekit-doctor-'), 'my-app');
  await writeProject(root, await composed(templateId));
  const api = existsSync(path.join(root, 'apps', 'api')) ? path.join(root, 'apps', 'api') : root;
  const devVars = path.join(api, '.dev.vars');
  if (existsSync(devVars)) {
    setDevVar(api, 'BETTER_AUTH_SECRET', SECRETS.BETTER_AUTH_SECRET);
    setDevVar(api, 'DISCORD_CLIENT_ID', '123456789012345678');
    setDevVar(api, 'DISCORD_CLIENT_SECRET', SECRETS.DISCORD_CLIENT_SECRET);
  }
  editWrangler(api, (config) => {
    // Today's: the template's own date ages past 180 days while this test stays the same.
    config.compatibility_date = new Date().toISOString().slice(0, 10);
    for (const database of (config.d1_databases ?? []) as Record<string, unknown>[]) {
      database.database_id = REAL_DATABASE_ID;
    }
  });
  if (existsSync(path.join(api, 'drizzle'))) migrateLocally(api);
  return { root, api };
}

/** Sets KEY=value in .dev.vars (the line must exist). */
export function setDevVar(api: string, key: string, value: string): void {
  const file = path.join(api, '.dev.vars');
  const text = readFileSync(file, 'utf8');
  const line = new RegExp(`^${key}=.*$`, 'm');
  if (!line.test(text)) throw new Error(`${key} is not in ${file}`);
  writeFileSync(
    file,
    text.replace(line, () => `${key}=${value}`),
  );
}

export function editWrangler(api: string, edit: (config: Record<string, unknown>) => void): void {
  const file = path.join(api, 'wrangler.jsonc');
  const config = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  edit(config);
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
}

export function editJson(file: string, edit: (json: Record<string, unknown>) => void): void {
  const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  edit(json);
  writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
}

/** The local D1 database as `db:migrate:local` leaves it: every migration of drizzle/ applied (or those given). */
export function migrateLocally(api: string, names?: readonly string[]): void {
  const dir = path.join(api, '.wrangler', 'state', 'v3', 'd1', 'miniflare-D1DatabaseObject');
  mkdirSync(dir, { recursive: true });
  new DatabaseSync(path.join(dir, 'metadata.sqlite')).close();
  const db = new DatabaseSync(
    path.join(dir, '2b35d4d42e3c9f6b5ad5b5579a7b1470c66e69f6b33a31e3f5a0095cc6d18656.sqlite'),
  );
  db.exec('CREATE TABLE _cf_METADATA (key INTEGER PRIMARY KEY, value BLOB)');
  db.exec(D1_MIGRATIONS_TABLE);
  const applied = names ?? readdirSync(path.join(api, 'drizzle')).filter((name) => name.endsWith('.sql'));
  const insert = db.prepare('INSERT INTO d1_migrations (name) VALUES (?)');
  for (const name of applied) insert.run(name);
  db.close();
}
