import { drizzle } from 'drizzle-orm/d1';
import * as schema from './schema';

/** Creates a Drizzle client for the D1 binding. Call it per request: `createDb(c.env.DB)`. */
export function createDb(d1: D1Database) {
  return drizzle(d1, { schema });
}

export type Database = ReturnType<typeof createDb>;
