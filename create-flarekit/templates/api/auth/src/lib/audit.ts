import type { Database } from '../db';
import { auditLogs, type NewAuditLog } from '../db/schema';

/** Appends one row to audit_logs: which table and record changed, how, by whom, and what changed. */
export async function recordAudit(db: Database, entry: Omit<NewAuditLog, 'id' | 'createdAt'>) {
  await db.insert(auditLogs).values(entry);
}
