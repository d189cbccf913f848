import type { Db } from '../client.js';
import { auditLog } from '../tables.js';

export interface AuditEntry {
  userId: number | null;
  action: string;
  entity?: string;
  entityIds?: number[];
  details?: Record<string, unknown>;
}

export async function writeAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}
