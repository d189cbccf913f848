import type { Db } from '../client.js';
import { auditLog } from '../tables.js';

export interface AuditEntry {
  userId: number | null;
  action: string;
  entity?: string;
  entityIds?: number[];
  details?: Record<string, unknown>;
  /** The record before and after an admin change (user management). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

export async function writeAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}

/** Several entries in one statement (a bulk admin change audits each record). */
export async function writeAudits(db: Db, entries: AuditEntry[]): Promise<void> {
  if (entries.length > 0) await db.insert(auditLog).values(entries);
}
