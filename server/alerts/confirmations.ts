// What users confirmed accurate through accuracy alerts (console-spec §7, POST alerts/accuracy/{actionableId}). A
// rule's accuracy alert carries what a confirmation of it covers (RuleSubject.confirm: the data's subject, `b12` for
// batch 12's student list, `f7` for faculty 7's plan accuracy, and the data's fingerprint when the rule last looked).
// Confirming records that pair (alert_confirmations); from then on the rule leaves the subject alone while its data
// keeps that fingerprint, and raises it again once the data changes.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { RuleKey } from '../../schemas/alerts/rules.js';
import type { RuleSubject } from './ruleInput.js';

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/** The subjects whose data is not confirmed as it is now. */
export async function dropConfirmed(db: Db, orgId: number, key: RuleKey, subjects: RuleSubject[]): Promise<RuleSubject[]> {
  const asked = [...new Set(subjects.flatMap((s) => (s.confirm ? [s.confirm.subject] : [])))];
  if (asked.length === 0) return subjects;
  const held = new Map(rowsOf<{ subject: string; fingerprint: string }>(await db.execute(sql`select subject, fingerprint from alert_confirmations
    where event_key = ${key} and org_id = ${orgId} and subject = any(${sql.param(asked)}::text[])`)).map((r) => [r.subject, r.fingerprint]));
  if (held.size === 0) return subjects;
  return subjects.filter((s) => !s.confirm || held.get(s.confirm.subject) !== s.confirm.fingerprint);
}

export interface Confirmed { eventKey: string; centreId: number; orgId: number }

/** Records the data an alert is about as confirmed by `userId`; null when the alert carries nothing to confirm. */
export async function saveConfirmation(db: Db, actionableId: number, userId: number, now: Date): Promise<Confirmed | null> {
  const res = await db.execute(sql`with a as (
      select a.event_key, a.confirm, a.centre_id, c.org_id from alert_actionables a join centres c on c.id = a.centre_id
      where a.id = ${actionableId} and a.confirm is not null
    ), saved as (
      insert into alert_confirmations (event_key, subject, org_id, fingerprint, confirmed_at, confirmed_by)
      select event_key, confirm->>'subject', org_id, confirm->>'fingerprint', ${now.toISOString()}::timestamptz, ${userId} from a
      on conflict (event_key, subject) do update set org_id = excluded.org_id, fingerprint = excluded.fingerprint,
        confirmed_at = excluded.confirmed_at, confirmed_by = excluded.confirmed_by
      returning 1
    )
    select a.event_key as "eventKey", a.centre_id as "centreId", a.org_id as "orgId", (select count(*) from saved)::int as n from a`);
  const [row] = rowsOf<Confirmed>(res);
  return row ?? null;
}
