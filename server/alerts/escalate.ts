// Escalation levels (issue 14): an open alert still not viewed / not resolved the configured hours after it was
// created goes to level 1 (its centre's head) and then level 2 (its organisation's admin), on its organisation's
// rules. A level whose recipient is missing falls to the organisation admin (recipients.ts ORG_ADMIN: the named one,
// else its Institute Admin or Admin); an alert is never escalated to its own assignee, nor to anyone of another
// organisation. Idempotent: one row per alert and level (unique index), so the sweep may run at startup, on a timer
// and from tests with a fake `now`.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { every } from '../jobs/every.js';
import type { EscalationRule } from '../../schemas/api/alerts.js';
import { ensureSettings } from './settings.js';
import { notifyCountersOfAlerts } from './counterEvents.js';
import { ALERT_ORG } from './scope.js';
import { ORG_ADMIN } from './recipients.js';

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

type KeyRules = { event_key: string; rules: (EscalationRule[] | string)[] };
const parsed = (r: EscalationRule[] | string): EscalationRule[] => (typeof r === 'string' ? JSON.parse(r) : r);

/** Runs every rule once at `now`, each organisation on its own rules (config tab); answers how many escalations it made. */
export async function runEscalations(db: Db, now: Date = new Date()): Promise<number> {
  await ensureSettings(db);
  // Per active key: the setting's rules and every organisation's own, for the earliest cut-off any of them has.
  const keys = rowsOf<KeyRules>(await db.execute(sql`select s.event_key,
      array_append(array(select o.escalation_rules from alert_org_settings o where o.event_key = s.event_key and o.escalation_rules is not null), s.escalation_rules) as rules
    from alert_settings s where s.active order by s.event_key`));
  let made = 0;
  for (const k of keys) {
    for (const level of [1, 2] as const) {
      const hours = k.rules.map(parsed).map((rules) => rules.find((r) => r.level === level)?.afterHours).filter((h): h is number => h !== undefined);
      if (hours.length) made += await escalateLevel(db, k.event_key, level, Math.min(...hours), now);
    }
  }
  return made;
}

/**
 * Escalates the key's open alerts to `level` where their organisation's rule of that level says so: its own rules
 * when it has set them, else the setting's. `minHours`: the earliest any organisation escalates at this level.
 */
async function escalateLevel(db: Db, eventKey: string, level: 1 | 2, minHours: number, now: Date): Promise<number> {
  const earliest = new Date(now.getTime() - minHours * 3_600_000).toISOString();
  const at = now.toISOString();
  const head = level === 1
    ? sql`(select r.user_id from alert_escalation_recipients r where r.org_id = ao.org_id and r.level = 1 and r.centre_id = a.centre_id and r.user_id is distinct from a.assigned_user_id)`
    : sql`null::int`;
  const admin = ORG_ADMIN(sql`ao.org_id`, sql`a.assigned_user_id`);
  // `escalation_level < 2` as a literal: the partial index alert_actionables_escalatable holds only those alerts.
  const res = await db.execute(sql`with due as (
      select a.id, a.assigned_user_id, a.centre_id, coalesce(${head}, ${admin}) as to_user, rule.r ->> 'trigger' as reason
      from alert_actionables a
      cross join lateral (select ${ALERT_ORG} as org_id) ao
      cross join lateral (select coalesce(o.escalation_rules, s.escalation_rules) -> ${level - 1}::int as r
        from alert_settings s left join alert_org_settings o on o.org_id = ao.org_id and o.event_key = s.event_key
        where s.event_key = ${eventKey}) rule
      where a.status = 'open' and a.escalation_level < 2 and a.escalation_level < ${level} and a.event_key = ${eventKey} and a.created_at <= ${earliest}::timestamptz
        and rule.r is not null and (rule.r ->> 'level')::int = ${level}
        and a.created_at <= ${at}::timestamptz - make_interval(hours => (rule.r ->> 'afterHours')::int)
        and (rule.r ->> 'trigger' <> 'notViewed' or a.is_viewed = false)
    ), made as (
      insert into alert_escalations (actionable_id, level, escalated_to_user_id, escalated_at, reason, assigned_user_id, centre_id, open)
      select id, ${level}, to_user, ${at}::timestamptz, reason, assigned_user_id, centre_id, true from due where to_user is not null
      on conflict (actionable_id, level) do nothing
      returning actionable_id
    ), raised as (
      update alert_actionables a set escalation_level = greatest(a.escalation_level, ${level}), escalated_at = ${at}::timestamptz
      from made where a.id = made.actionable_id returning a.id
    ), notified as (${notifyCountersOfAlerts(sql`select id from raised`)})
    select count(*)::int as n, (select count(*) from notified)::int as notified from raised`);
  return rowsOf<{ n: number }>(res)[0].n;
}

/** Runs the sweep now and then every `intervalMs` (main.ts); stop() ends the timer. Overlapping runs are skipped. */
export const startEscalationSweep = (db: Db, opts: { intervalMs?: number; onError?: (err: unknown) => void } = {}) =>
  every(opts.intervalMs ?? 5 * 60_000, () => runEscalations(db), opts.onError);
