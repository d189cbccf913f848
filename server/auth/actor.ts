// The signed-in user a request acts for, checked again inside every transaction it opens (issue 27): the sign-in
// check at the start of a request is not enough, since an admin may deactivate the user, or end the session, while
// the request is in flight. The check locks the user's row (FOR SHARE) until the commit, so a deactivation either
// waits for this write or is seen by it: no write of a deactivated user commits after their deactivation.
// The check sits where transactions open (`checkActorInTransactions`, applied once in app.ts), not in routes.
import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { unauthorized } from '../http/envelope.js';

const actor = new AsyncLocalStorage<{ sessionId: number }>();

/** Runs the rest of a signed-in request (`next`) as the session's user. */
export function actAs(sessionId: number, next: () => void): void {
  actor.run({ sessionId }, next);
}

/** Whether the session is still open and its user active with the access it signed in with; locks the user's row. */
async function actorStillValid(tx: Db, sessionId: number): Promise<boolean> {
  const res = await tx.execute(sql`select (u.active and s.ended_reason is null
      and s.created_at >= coalesce(u.access_changed_at, s.created_at)) as ok
    from sessions s join users u on u.id = s.user_id where s.id = ${sessionId} for share of u`);
  return (res as unknown as { rows: { ok: boolean }[] }).rows[0]?.ok === true;
}

/** Makes every `db.transaction` opened on behalf of a signed-in request begin with the actor check. */
export function checkActorInTransactions(db: Db, refusal: string): void {
  const open = db.transaction.bind(db);
  db.transaction = ((body, config) => open(async (tx) => {
    const current = actor.getStore();
    if (current && !(await actorStillValid(tx as unknown as Db, current.sessionId))) throw unauthorized(refusal);
    return body(tx);
  }, config)) as Db['transaction'];
}
