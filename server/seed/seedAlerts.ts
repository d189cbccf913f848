// Demo alerts and escalations (issue 14): the event keys no rule decides (platform training: its data is not in this
// system) across the demo users, some viewed, some resolved, some overdue, escalated by the real sweep
// (server/alerts/escalate.ts) at seed time. The keys the rules decide (schemas/alerts/rules.ts) come from the data:
// seedRuleAlerts, after the time table, marks most past classes' attendance and runs the rules once. Centre heads:
// the `escalation` user heads the three regular centres (level 1); `orgadmin` is the organisation admin (level 2).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { ALERT_EVENT_KEYS, alertEvent, type AlertEventKey } from '../../schemas/alerts/index.js';
import type { DetailItem, EscalationRule } from '../../schemas/api/alerts.js';
import { DEFAULT_SETTINGS, ensureSettings } from '../alerts/settings.js';
import { runEscalations } from '../alerts/escalate.js';
import { isRuleKey } from '../../schemas/alerts/rules.js';
import { intArray } from '../db/params.js';

/** The keys seeded as rows: those no rule decides. */
const SEEDED_KEYS = ALERT_EVENT_KEYS.filter((k) => !isRuleKey(k));

type Raw = Record<string, unknown>;
const rowsOf = <T = Raw>(res: unknown) => (res as { rows: T[] }).rows;
const HOUR = 3_600_000;

/** Who gets alerts, how many of each key, and where. */
const ASSIGNEES: { username: string; perKey: number; keys?: readonly AlertEventKey[] }[] = [
  { username: 'ao', perKey: 3 },
  { username: 'centreadmin', perKey: 2 },
  { username: 'orgadmin', perKey: 1, keys: ['PLATFORM_TRAINING_NOT_STARTED'] },
  { username: 'admin', perKey: 1, keys: ['PLATFORM_TRAINING_COMPLETED'] },
];

const HEADED_CENTRES = ['DEL-SD', 'MUM-AN', 'KOL-SL'];

/** A small deterministic sequence, so the demo looks the same on every machine. */
function sequence(seed: number) {
  let s = seed;
  return () => { s = (s * 1_103_515_245 + 12_345) % 2_147_483_648; return s / 2_147_483_648; };
}

function titleOf(key: AlertEventKey, batch: string, centre: string): string {
  switch (key) {
    case 'PLATFORM_TRAINING_NOT_STARTED': return 'Your platform training has not started yet';
    case 'PLATFORM_TRAINING_COMPLETED': return 'Platform training completed: well done';
    case 'PTM_SCHEDULE_PENDING': return `PTM schedule pending for ${batch}`;
    case 'MARK_ATTENDANCE': return `Mark attendance for ${batch}`;
    case 'MARK_PTM_ATTENDANCE': return `Mark PTM attendance for ${batch}`;
    case 'WEEKLY_TIME_TABLE_ONE_CLASS': return `${centre}: next week's time table has only one class`;
    case 'WEEKLY_TIME_TABLE_ONE_CLASS_PER_BATCH': return `${batch}: only one class in next week's time table`;
    case 'STUDENTS_FEEDBACK': return `Students feedback due for ${batch}`;
    case 'DATA_ACCURACY_BY_FACULTY': return `Check the student data of ${batch}`;
    case 'BATCH_WITHOUT_RELEVANT_FACULTY': return `${batch} has no faculty for a subject`;
    case 'PLAN_ACCURACY': return `Confirm the course plan of ${batch}`;
  }
}

function itemsOf(key: AlertEventKey, batches: { id: number; code: string }[], next: () => number): DetailItem[] {
  if (key === 'PLATFORM_TRAINING_NOT_STARTED' || key === 'PLATFORM_TRAINING_COMPLETED') return [{ classGroupId: null, label: 'Training modules', value: key === 'PLATFORM_TRAINING_COMPLETED' ? '12 of 12' : '0 of 12' }];
  return batches.map((b) => {
    const n = 1 + Math.floor(next() * 20);
    const value = key === 'BATCH_WITHOUT_RELEVANT_FACULTY' ? ['Physics', 'Chemistry', 'Mathematics', 'Biology'][n % 4]
      : key === 'MARK_ATTENDANCE' || key === 'MARK_PTM_ATTENDANCE' ? `${n} student(s) unmarked`
        : key === 'DATA_ACCURACY_BY_FACULTY' ? `${n} record(s) to check` : `${n}`;
    return { classGroupId: b.id, label: b.code, value };
  });
}

/** Seeds once: answers false when alerts exist already or the demo users are missing. */
export async function seedAlerts(db: Db, now: Date = new Date()): Promise<boolean> {
  const [{ n }] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from alert_actionables`));
  if (n > 0) return false;
  const users = new Map(rowsOf<{ id: number; username: string }>(await db.execute(sql`select id, username from users`)).map((u) => [u.username, u.id]));
  if (!users.has('ao') || !users.has('orgadmin')) return false;
  const centres = new Map(rowsOf<{ id: number; code: string; name: string }>(await db.execute(sql`select id, code, name from centres`)).map((c) => [c.code, c]));
  const userCentres = rowsOf<{ userId: number; centreId: number }>(await db.execute(sql`select user_id as "userId", centre_id as "centreId" from user_centres`));
  const batches = rowsOf<{ id: number; centreId: number; code: string }>(await db.execute(sql`select id, centre_id as "centreId", batch_code as code from batches order by id`));

  await ensureSettings(db);
  const escalationUser = users.get('escalation');
  const recipients = [
    ...(escalationUser ? HEADED_CENTRES.filter((c) => centres.has(c)).map((c) => sql`(1, ${centres.get(c)!.id}::int, ${escalationUser}::int)`) : []),
    sql`(2, null::int, ${users.get('orgadmin')!}::int)`,
  ];
  // Each in its organisation: a head's is their centre's, the admin's their own.
  await db.execute(sql`insert into alert_escalation_recipients (org_id, level, centre_id, user_id)
    select coalesce((select c.org_id from centres c where c.id = v.centre_id), (select u.org_id from users u where u.id = v.user_id)), v.level, v.centre_id, v.user_id
    from (values ${sql.join(recipients, sql`, `)}) as v(level, centre_id, user_id) on conflict do nothing`);

  const next = sequence(14);
  const rows: SQL[] = [];
  const resolvedShare: { index: number; resolve: boolean }[] = [];
  const fallbackCentre = centres.get('DEL-SD')?.id ?? null;
  for (const a of ASSIGNEES) {
    const userId = users.get(a.username);
    if (!userId) continue;
    const own = userCentres.filter((uc) => uc.userId === userId).map((uc) => uc.centreId);
    const centreIds = own.length ? own : [fallbackCentre];
    for (const key of a.keys ?? SEEDED_KEYS) {
      for (let i = 0; i < a.perKey; i++) {
        const centreId = centreIds[(i + key.length) % centreIds.length];
        const centre = [...centres.values()].find((c) => c.id === centreId);
        const centreBatches = batches.filter((b) => b.centreId === centreId);
        const pick = centreBatches.length ? [centreBatches[Math.floor(next() * centreBatches.length)]] : [];
        if (centreBatches.length > 1 && next() < 0.5) pick.push(centreBatches[(centreBatches.indexOf(pick[0]) + 1) % centreBatches.length]);
        // Ages from a minute to 45 days: the list shows every relative-time form, and the oldest a date.
        const drawn = [0.02, 0.5, 3, 20, 50, 120, 400, 1080][Math.floor(next() * 8)] * (0.8 + next() * 0.4);
        // Each assignee's first alert is six weeks old, unseen and open: whatever the keys no rule decides, the demo
        // always holds alerts escalated through both levels.
        const oldest = i === 0 && key === (a.keys ?? SEEDED_KEYS)[0];
        const ageHours = oldest ? 1080 : drawn;
        const createdAt = new Date(now.getTime() - ageHours * HOUR);
        const dueAt = new Date(createdAt.getTime() + (key === 'MARK_ATTENDANCE' ? 6 : 48) * HOUR);
        const viewed = next() < 0.5 && !oldest;
        const priority = DEFAULT_SETTINGS[key].priorityLevel;
        const title = titleOf(key, pick[0]?.code ?? 'your batch', centre?.name ?? 'Your centre');
        const items = itemsOf(key, pick.map((b) => ({ id: b.id, code: b.code })), next);
        rows.push(sql`(${key}, ${title}, ${`${alertEvent(key).words}. ${title}.`}, ${userId}, ${centreId}, ${priority}, ${viewed},
          ${viewed ? new Date(createdAt.getTime() + Math.min(ageHours, 2) * HOUR / 2).toISOString() : null}::timestamptz,
          ${createdAt.toISOString()}::timestamptz, ${dueAt.toISOString()}::timestamptz, ${JSON.stringify(items)}::jsonb)`);
        // About a third resolved (never the newest ones): the history view and the report's rates.
        resolvedShare.push({ index: rows.length - 1, resolve: ageHours > 10 && next() < 0.45 && !oldest });
      }
    }
  }
  const inserted = rowsOf<{ id: number }>(await db.execute(sql`insert into alert_actionables
      (event_key, title, description, assigned_user_id, centre_id, priority_level, is_viewed, viewed_at, created_at, due_at, items)
      values ${sql.join(rows, sql`, `)} returning id`));

  // Escalate as the live sweep would, then date each escalation when its rule fired rather than at seed time.
  await runEscalations(db, now);
  const rules = new Map(ALERT_EVENT_KEYS.map((k) => [k, DEFAULT_SETTINGS[k].rules] as [string, EscalationRule[]]));
  const escalations = rowsOf<{ id: number; level: number; eventKey: string; createdAt: Date | string }>(await db.execute(sql`select e.id, e.level, a.event_key as "eventKey", a.created_at as "createdAt"
    from alert_escalations e join alert_actionables a on a.id = e.actionable_id`));
  for (const e of escalations) {
    const rule = rules.get(e.eventKey)?.find((r) => r.level === e.level);
    if (!rule) continue;
    const at = new Date(Math.min(new Date(e.createdAt).getTime() + rule.afterHours * HOUR, now.getTime()));
    await db.execute(sql`update alert_escalations set escalated_at = ${at.toISOString()}::timestamptz where id = ${e.id}`);
  }
  await db.execute(sql`update alert_actionables a set escalated_at = (select max(e.escalated_at) from alert_escalations e where e.actionable_id = a.id) where a.escalation_level > 0`);

  const toResolve = resolvedShare.filter((r) => r.resolve).map((r) => inserted[r.index].id);
  if (toResolve.length) {
    await db.execute(sql`update alert_actionables set status = 'resolved', is_viewed = true, viewed_at = coalesce(viewed_at, created_at + interval '30 minutes'),
        resolved_by = assigned_user_id,
        resolved_at = least(${now.toISOString()}::timestamptz - interval '1 minute', greatest(created_at + (${now.toISOString()}::timestamptz - created_at) * 0.6, coalesce(escalated_at, created_at) + interval '1 hour'))
      where id = any(${intArray(toResolve)})`);
    await db.execute(sql`update alert_escalations set open = false where actionable_id = any(${intArray(toResolve)})`);
  }
  return true;
}
