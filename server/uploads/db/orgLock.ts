// One organisation's checked writes, one at a time: an upload job and a one-record form both check their rows against
// the database (unique values, clashes) and then write, so two of them running at once could each pass its checks
// against the other's rows not yet written. A transaction-scoped advisory lock serialises them per organisation.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

const ORG_LOCK = 727275;

export async function lockOrgWrites(tx: Db, orgId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ORG_LOCK}, ${orgId})`);
}
