// Repeated failed sign-ins for one username are slowed down: after FREE_FAILURES, each further attempt waits
// an exponentially growing time. Kept in the database so that every server process sees the same count.
import { eq } from 'drizzle-orm';
import type { Db } from '../client.js';
import { loginFailures } from '../tables.js';

const FREE_FAILURES = 5;
const BASE_WAIT_MS = 2_000;
const MAX_WAIT_MS = 5 * 60_000;
const FORGET_AFTER_MS = 15 * 60_000;

const key = (username: string) => username.trim().toLowerCase().slice(0, 100);

/** Milliseconds the caller must still wait before another attempt, or 0. */
export async function waitBeforeLogin(db: Db, username: string, now = new Date()): Promise<number> {
  const [row] = await db.select().from(loginFailures).where(eq(loginFailures.username, key(username))).limit(1);
  if (!row?.lockedUntil) return 0;
  return Math.max(0, row.lockedUntil.getTime() - now.getTime());
}

export async function recordFailure(db: Db, username: string, now = new Date()): Promise<void> {
  const k = key(username);
  const [row] = await db.select().from(loginFailures).where(eq(loginFailures.username, k)).limit(1);
  const stale = row && now.getTime() - row.lastFailureAt.getTime() > FORGET_AFTER_MS;
  const failures = !row || stale ? 1 : row.failures + 1;
  const over = failures - FREE_FAILURES;
  const lockedUntil = over >= 0 ? new Date(now.getTime() + Math.min(BASE_WAIT_MS * 2 ** over, MAX_WAIT_MS)) : null;
  await db.insert(loginFailures).values({ username: k, failures, lastFailureAt: now, lockedUntil })
    .onConflictDoUpdate({ target: loginFailures.username, set: { failures, lastFailureAt: now, lockedUntil } });
}

export async function clearFailures(db: Db, username: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.username, key(username)));
}

export const throttleSettings = { FREE_FAILURES, BASE_WAIT_MS } as const;
