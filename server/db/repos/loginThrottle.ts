// Sign-in attempts per (client address, username), kept in the database so that every server process sees the same
// count. An attempt is counted before its password is checked, in one transaction holding the row's lock: of any
// number of parallel attempts, at most FREE_FAILURES get checked before the lock, whatever their timing (issue 27).
// After FREE_FAILURES, each further attempt waits an exponentially growing time, counted from the client's latest
// attempt; a successful sign-in forgets them.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../client.js';
import { loginFailures } from '../tables.js';

const FREE_FAILURES = 5;
const BASE_WAIT_MS = 2_000;
const MAX_WAIT_MS = 5 * 60_000;
const FORGET_AFTER_MS = 15 * 60_000;

export interface AttemptKey { client: string; username: string }

const normal = (k: AttemptKey): AttemptKey => ({ client: k.client.slice(0, 100), username: k.username.trim().toLowerCase().slice(0, 100) });
const where = (k: AttemptKey) => and(eq(loginFailures.client, k.client), eq(loginFailures.username, k.username));

/** The lock an attempt sets once it is the FREE_FAILURES-th or later: its own check runs, the next must wait. */
function lockAfter(attempts: number, now: Date): Date | null {
  const over = attempts - FREE_FAILURES;
  return over >= 0 ? new Date(now.getTime() + Math.min(BASE_WAIT_MS * 2 ** over, MAX_WAIT_MS)) : null;
}

/**
 * Takes one attempt: 0 when the caller may check the password (the attempt is already counted as a failure), or the
 * milliseconds to wait while locked (nothing counted).
 */
export async function takeLoginAttempt(db: Db, k: AttemptKey, clock = () => new Date()): Promise<number> {
  const key = normal(k);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx.insert(loginFailures).values({ ...key, failures: 0, lastFailureAt: clock() }).onConflictDoNothing();
    const [row] = await tx.select().from(loginFailures).where(where(key)).for('update');
    // The time once the row is ours: under a burst, an attempt may wait seconds for the lock.
    const now = clock();
    if (row.lockedUntil && row.lockedUntil > now) {
      // A client that keeps trying while locked stays locked until it pauses for the wait: a burst longer than the
      // wait gets no extra checks. Only this client's key is held; the owner signs in from their own address.
      const until = new Date(Math.max(row.lockedUntil.getTime(), lockAfter(row.failures, now)!.getTime()));
      await tx.update(loginFailures).set({ lockedUntil: until }).where(where(key));
      return until.getTime() - now.getTime();
    }
    const stale = now.getTime() - row.lastFailureAt.getTime() > FORGET_AFTER_MS;
    const failures = stale ? 1 : row.failures + 1;
    await tx.update(loginFailures).set({ failures, lastFailureAt: now, lockedUntil: lockAfter(failures, now) }).where(where(key));
    return 0;
  });
}

/**
 * A password check that failed: the wait it earned runs from now, when the client learns the answer, not from when
 * the attempt was counted (a check that took seconds under load would otherwise have served most of its own wait).
 */
export async function noteFailedCheck(db: Db, k: AttemptKey, clock = () => new Date()): Promise<void> {
  const key = normal(k);
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx.select().from(loginFailures).where(where(key)).for('update');
    const until = row && lockAfter(row.failures, clock());
    if (until && (!row.lockedUntil || until > row.lockedUntil)) await tx.update(loginFailures).set({ lockedUntil: until }).where(where(key));
  });
}

/** A successful sign-in: this client's attempts at this username are forgotten. */
export async function clearFailures(db: Db, k: AttemptKey): Promise<void> {
  await db.delete(loginFailures).where(where(normal(k)));
}

export const throttleSettings = { FREE_FAILURES, BASE_WAIT_MS } as const;
