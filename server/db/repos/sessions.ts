// Sessions: tokens are stored hashed; one live session per user (a newer login replaces the older one).
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { sessions } from '../tables.js';

export type SessionCheck =
  | { ok: true; sessionId: number; userId: number }
  | { ok: false; reason: 'missing' | 'expired' | 'revoked' | 'replaced' };

export interface Lifetimes { idleMs: number; absoluteMs: number }

/** Ends the user's live sessions (reason replaced) and opens a new one, in one transaction. */
export async function openSession(db: Db, userId: number, tokenHash: string): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.update(sessions)
      .set({ endedReason: 'replaced', endedAt: sql`now()` })
      .where(and(eq(sessions.userId, userId), isNull(sessions.endedReason)));
    const [row] = await tx.insert(sessions).values({ userId, tokenHash }).returning({ id: sessions.id });
    return row.id;
  });
}

export async function checkSession(db: Db, tokenHash: string, life: Lifetimes, now = new Date()): Promise<SessionCheck> {
  const [s] = await db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash)).limit(1);
  if (!s) return { ok: false, reason: 'missing' };
  if (s.endedReason === 'replaced') return { ok: false, reason: 'replaced' };
  if (s.endedReason) return { ok: false, reason: s.endedReason === 'expired' ? 'expired' : 'revoked' };
  const idle = now.getTime() - s.lastSeenAt.getTime() > life.idleMs;
  const old = now.getTime() - s.createdAt.getTime() > life.absoluteMs;
  if (idle || old) {
    await endSession(db, s.id, 'expired');
    return { ok: false, reason: 'expired' };
  }
  // Touch at most every 15 s: the idle clock needs no finer grain, and it spares a write per request.
  if (now.getTime() - s.lastSeenAt.getTime() > 15_000) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, s.id));
  }
  return { ok: true, sessionId: s.id, userId: s.userId };
}

export async function endSession(db: Db, sessionId: number, reason: 'logout' | 'expired'): Promise<void> {
  await db.update(sessions).set({ endedReason: reason, endedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.endedReason)));
}
