// State that must be one for all server processes on a database: generated secrets and request-rate windows.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/** The secret stored under `name`, made at random by whichever process asks first; the others read that one. */
export async function storedSecret(db: Db, name: string): Promise<string> {
  for (;;) {
    const rows = rowsOf<{ secret: string }>(await db.execute(sql`
      with made as (
        insert into server_secrets (name, secret) values (${name}, ${randomBytes(32).toString('hex')})
        on conflict (name) do nothing returning secret)
      select secret from made union all select secret from server_secrets where name = ${name}`));
    // Empty only when another process's insert committed after this statement's snapshot: ask again.
    if (rows[0]) return rows[0].secret;
  }
}

/** Keeps `secret` under `name` unless one is kept already (a demo seed's known secret); true when it was kept. */
export async function keepSecret(db: Db, name: string, secret: string): Promise<boolean> {
  const rows = rowsOf(await db.execute(sql`
    insert into server_secrets (name, secret) values (${name}, ${secret}) on conflict (name) do nothing returning name`));
  return rows.length > 0;
}

/**
 * Counts one request of `key` in its fixed window, atomically (one upsert, the row locked while it counts), so
 * concurrent requests on any number of processes share one count. The window restarts once `windowMs` has passed.
 */
export async function countRequest(db: Db, key: string, windowMs: number): Promise<{ count: number; resetInMs: number }> {
  const expired = sql`w.window_start <= now() - ${windowMs} * interval '1 millisecond'`;
  const [row] = rowsOf<{ count: number; resetInMs: number }>(await db.execute(sql`
    insert into rate_limit_windows as w (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      window_start = case when ${expired} then now() else w.window_start end,
      count = case when ${expired} then 1 else w.count + 1 end
    returning count, (extract(epoch from w.window_start - now()) * 1000 + ${windowMs})::float8 as "resetInMs"`));
  return { count: Number(row.count), resetInMs: Number(row.resetInMs) };
}

/** Drops the windows that ended: they count nothing any more, and a busy public endpoint sees many clients. */
export async function sweepRequestWindows(db: Db, windowMs: number): Promise<void> {
  await db.execute(sql`delete from rate_limit_windows where window_start < now() - ${windowMs} * interval '1 millisecond'`);
}
