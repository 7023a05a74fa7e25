/**
 * Reading the local D1 database's migrations table with node:sqlite, which Node.js has without a flag from 22.13 on
 * (22.5 behind --experimental-sqlite); the CLI runs on Node.js 18, so it is loaded only when doctor needs it.
 */

/** The names in one SQLite file's `d1_migrations` table (undefined: no such table, or not a database). */
export type MigrationsReader = (file: string) => string[] | undefined;
/** The reader, or why there is none on this Node.js. */
export type OpenSqlite = () => Promise<MigrationsReader | string>;

interface SqliteModule {
  DatabaseSync: new (
    file: string,
    options: { readOnly: boolean },
  ) => {
    prepare(sql: string): { all(): Record<string, unknown>[] };
    close(): void;
  };
}

export const openNodeSqlite: OpenSqlite = async () => {
  // Typed here: the CLI's @types/node is Node.js 18's, which has no node:sqlite.
  const specifier = 'node:sqlite';
  let sqlite: SqliteModule;
  // Node.js 22 and 23 print an ExperimentalWarning on loading it: not the user's concern here.
  const emitWarning = process.emitWarning;
  process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
    if (String(warning).includes('SQLite')) return;
    (emitWarning as (...args: unknown[]) => void).call(process, warning, ...rest);
  }) as typeof process.emitWarning;
  try {
    sqlite = (await import(specifier)) as SqliteModule;
  } catch {
    return `Node.js ${process.version} has no node:sqlite (it has from 22.13, or 22.5 with --experimental-sqlite), so the local database was not read.`;
  } finally {
    process.emitWarning = emitWarning;
  }
  return (file) => {
    let db;
    try {
      db = new sqlite.DatabaseSync(file, { readOnly: true });
      const table = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'd1_migrations'").all();
      if (table.length === 0) return undefined;
      return db
        .prepare('SELECT name FROM d1_migrations')
        .all()
        .map((row) => String(row.name));
    } catch {
      return undefined;
    } finally {
      db?.close();
    }
  };
};
