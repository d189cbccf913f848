// Sessions: tokens are stored hashed; one live session per user (a newer login replaces the older one).
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { sessions } from '../tables.js';

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

export async function endSession(db: Db, sessionId: number, reason: 'logout' | 'expired'): Promise<void> {
  await db.update(sessions).set({ endedReason: reason, endedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.endedReason)));
}
