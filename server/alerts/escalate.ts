// Escalation levels (issue 14): an open alert still not viewed / not resolved the configured hours after it was
// created goes to level 1 (its centre's head) and then level 2 (the organisation admin). A level whose recipient is
// missing falls to the organisation admin; an alert is never escalated to its own assignee. Idempotent: one row per
// alert and level (unique index), so the sweep may run at startup, on a timer and from tests with a fake `now`.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { EscalationRule } from '../../schemas/api/alerts.js';
import { ensureSettings } from './settings.js';
import { notifyCountersOfAlerts } from './counterEvents.js';

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/** Runs every rule once at `now`; answers how many escalations it made. */
export async function runEscalations(db: Db, now: Date = new Date()): Promise<number> {
  await ensureSettings(db);
  const settings = rowsOf<{ event_key: string; escalation_rules: EscalationRule[] | string }>(
    await db.execute(sql`select event_key, escalation_rules from alert_settings where active`));
  let made = 0;
  for (const s of settings) {
    const rules = (typeof s.escalation_rules === 'string' ? JSON.parse(s.escalation_rules) : s.escalation_rules) as EscalationRule[];
    for (const rule of [...rules].sort((a, b) => a.level - b.level)) made += await escalateRule(db, s.event_key, rule, now);
  }
  return made;
}

async function escalateRule(db: Db, eventKey: string, rule: EscalationRule, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - rule.afterHours * 3_600_000).toISOString();
  const at = now.toISOString();
  const viewed = rule.trigger === 'notViewed' ? sql`and a.is_viewed = false` : sql``;
  const head = rule.level === 1
    ? sql`(select r.user_id from alert_escalation_recipients r where r.level = 1 and r.centre_id = a.centre_id and r.user_id <> a.assigned_user_id)`
    : sql`null::int`;
  const admin = sql`(select r.user_id from alert_escalation_recipients r where r.level = 2 and r.centre_id is null and r.user_id <> a.assigned_user_id)`;
  const res = await db.execute(sql`with due as (
      select a.id, a.assigned_user_id, a.centre_id, coalesce(${head}, ${admin}) as to_user
      from alert_actionables a
      where a.status = 'open' and a.escalation_level < 2 and a.created_at <= ${cutoff}::timestamptz
        and a.event_key = ${eventKey} and a.escalation_level < ${rule.level} ${viewed}
    ), made as (
      insert into alert_escalations (actionable_id, level, escalated_to_user_id, escalated_at, reason, assigned_user_id, centre_id, open)
      select id, ${rule.level}, to_user, ${at}::timestamptz, ${rule.trigger}, assigned_user_id, centre_id, true from due where to_user is not null
      on conflict (actionable_id, level) do nothing
      returning actionable_id
    ), raised as (
      update alert_actionables a set escalation_level = greatest(a.escalation_level, ${rule.level}), escalated_at = ${at}::timestamptz
      from made where a.id = made.actionable_id returning a.id
    ), notified as (${notifyCountersOfAlerts(sql`select id from raised`)})
    select count(*)::int as n, (select count(*) from notified)::int as notified from raised`);
  return rowsOf<{ n: number }>(res)[0].n;
}

/** Runs the sweep now and then every `intervalMs` (main.ts); stop() ends the timer. Overlapping runs are skipped. */
export function startEscalationSweep(db: Db, opts: { intervalMs?: number; onError?: (err: unknown) => void } = {}) {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try { await runEscalations(db); } catch (err) { opts.onError?.(err); } finally { running = false; }
  };
  void run();
  const timer = setInterval(run, opts.intervalMs ?? 5 * 60_000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
