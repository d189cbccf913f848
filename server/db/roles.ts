// Two PostgreSQL roles: the owner, which migrates (and seeds), and the serving role of DATABASE_URL, which reads and
// writes rows and nothing more. Only the owner of a table can TRUNCATE it with no grant, or disable or drop its
// triggers, so the serving role cannot empty or unlock the append-only audit log (issue 27, item 6).
import { sql } from 'drizzle-orm';
import { migrate, openDatabase, type Database, type Db } from './client.js';

export interface RoleUrls {
  databaseUrl?: string;
  /** The owner role's postgres:// URL (MIGRATION_DATABASE_URL); unset: DATABASE_URL's role migrates and serves. */
  migrationDatabaseUrl?: string;
}

/** The role a postgres:// URL signs in as (libpq's default, the OS user, is not supported: name it in the URL). */
export const roleOf = (url: string) => decodeURIComponent(new URL(url).username);

/**
 * Migrates and runs `afterwards` (the seed) under the migration lock: as the owner when MIGRATION_DATABASE_URL is
 * set, granting the serving role its rights on every table after each migration, else on `database` itself.
 */
export async function migrateAs<T>(database: Database, urls: RoleUrls, afterwards?: (db: Db) => Promise<T>): Promise<T | undefined> {
  if (database.kind !== 'postgres' || !urls.migrationDatabaseUrl || !urls.databaseUrl) return migrate(database, () => afterwards?.(database.db) as Promise<T>);
  const owner = await openDatabase({ databaseUrl: urls.migrationDatabaseUrl, poolSize: 2 });
  try {
    return await migrate(owner, async () => {
      await grantServingRole(owner.db, roleOf(urls.databaseUrl!));
      return afterwards?.(owner.db) as Promise<T>;
    });
  } finally {
    await owner.close();
  }
}

/** Rows only: no TRUNCATE, no ownership; the audit log is read and appended to, never changed. Idempotent. */
async function grantServingRole(db: Db, role: string): Promise<void> {
  const r = sql.identifier(role);
  await db.execute(sql`grant usage on schema public, drizzle to ${r}`);
  await db.execute(sql`grant select, insert, update, delete on all tables in schema public to ${r}`);
  await db.execute(sql`grant usage, select on all sequences in schema public to ${r}`);
  await db.execute(sql`grant select on drizzle.__drizzle_migrations to ${r}`);
  await db.execute(sql`revoke update, delete, truncate on audit_log from ${r}`);
}
