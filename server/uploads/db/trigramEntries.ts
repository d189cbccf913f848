// A big job's trigram (GIN) index entries, written after it commits (issue 28 item 2). Every row an upload inserts,
// and every row it moves to another centre or batch (an update that changes an indexed column writes a new entry in
// every index), adds its name's trigrams to the name's GIN index: 2 of the 4 s that 100,000 transfers took on
// PostgreSQL, one row at a time, for names that did not change. Inside the job the entries wait in the index's
// pending list, which searches read as they read the index, and once the job has committed gin_flush_pending
// (migration 0034) moves them into the index in one sorted pass: 0.8 s for those 100,000, after the clerk has
// seen the job succeed. On PGlite, whose one connection the pass holds, it is the upkeep's first statement at its
// next quiet moment (db/upkeep.ts), as a vacuum of the table would be. Measured on PGlite (2026-11-29), 100,000
// students moved in one job's transaction, each run on a fresh copy of one seeded folder, the two ways in turn: 4.4–6.8 s
// (median 5.1) with the entries moved in the job at every 4 MB, 4.2–4.8 s (median 4.6) deferred.
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.js';

/** Within the job's transaction: pending entries up to 1 GB before any is moved (the default is 4 MB). */
export async function deferTrigramEntries(tx: Db): Promise<void> {
  await tx.execute(sql`set local gin_pending_list_limit = '1GB'`);
}

/** After the commit: every GIN index's pending entries moved into it (PGlite: by the upkeep, at a quiet moment). */
export async function flushTrigramEntries(database: Database): Promise<void> {
  if (database.upkeep) database.upkeep.movePendingEntries();
  else await database.db.execute(sql`select gin_flush_pending()`);
}
