// Alert settings (config tab): one row per event key with its priority, whether it raises alerts, and its
// escalation rules; the defaults are written by the seed and on first use. An organisation's admin changes the
// priority and escalation rules of their organisation only (alert_org_settings), and a rule's thresholds likewise
// (alert_rule_thresholds, over the setting's, over the rule's declared defaults).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { notFound, unprocessable } from '../http/envelope.js';
import { likeEscape } from '../entities/sqlParts.js';
import { ALERT_EVENT_KEYS, alertEvent, type AlertEventKey } from '../../schemas/alerts/index.js';
import { isRuleKey, thresholdErrors, thresholdsOf, type RuleKey } from '../../schemas/alerts/rules.js';
import type { AlertSetting, EscalationRule } from '../../schemas/api/alerts.js';
import { writeAudit } from '../db/repos/audit.js';
import { ALERT_ORG } from './scope.js';

type Raw = Record<string, unknown>;
const rowsOf = <T = Raw>(res: unknown) => (res as { rows: T[] }).rows;
const parse = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;

/** Default priority and rules of each key: attendance and PTM work is urgent, training notices are informational. */
export const DEFAULT_SETTINGS: Readonly<Record<AlertEventKey, { priorityLevel: number; rules: EscalationRule[] }>> = {
  PLATFORM_TRAINING_NOT_STARTED: { priorityLevel: 3, rules: [{ level: 1, trigger: 'notResolved', afterHours: 72 }, { level: 2, trigger: 'notResolved', afterHours: 168 }] },
  PLATFORM_TRAINING_COMPLETED: { priorityLevel: 5, rules: [] },
  PTM_SCHEDULE_PENDING: { priorityLevel: 2, rules: [{ level: 1, trigger: 'notViewed', afterHours: 24 }, { level: 2, trigger: 'notResolved', afterHours: 72 }] },
  MARK_ATTENDANCE: { priorityLevel: 1, rules: [{ level: 1, trigger: 'notViewed', afterHours: 4 }, { level: 2, trigger: 'notResolved', afterHours: 24 }] },
  MARK_PTM_ATTENDANCE: { priorityLevel: 2, rules: [{ level: 1, trigger: 'notResolved', afterHours: 24 }, { level: 2, trigger: 'notResolved', afterHours: 72 }] },
  WEEKLY_TIME_TABLE_ONE_CLASS: { priorityLevel: 3, rules: [{ level: 1, trigger: 'notResolved', afterHours: 48 }] },
  WEEKLY_TIME_TABLE_ONE_CLASS_PER_BATCH: { priorityLevel: 3, rules: [{ level: 1, trigger: 'notResolved', afterHours: 48 }] },
  STUDENTS_FEEDBACK: { priorityLevel: 4, rules: [{ level: 1, trigger: 'notViewed', afterHours: 48 }] },
  DATA_ACCURACY_BY_FACULTY: { priorityLevel: 2, rules: [{ level: 1, trigger: 'notResolved', afterHours: 48 }, { level: 2, trigger: 'notResolved', afterHours: 120 }] },
  BATCH_WITHOUT_RELEVANT_FACULTY: { priorityLevel: 1, rules: [{ level: 1, trigger: 'notViewed', afterHours: 12 }, { level: 2, trigger: 'notResolved', afterHours: 48 }] },
  PLAN_ACCURACY: { priorityLevel: 3, rules: [{ level: 1, trigger: 'notResolved', afterHours: 72 }] },
};

/** Writes the default row of every key that has none. */
export async function ensureSettings(db: Db): Promise<void> {
  const values = ALERT_EVENT_KEYS.map((k) => sql`(${k}, ${DEFAULT_SETTINGS[k].priorityLevel}, ${JSON.stringify(DEFAULT_SETTINGS[k].rules)}::jsonb)`);
  await db.execute(sql`insert into alert_settings (event_key, priority_level, escalation_rules) values ${sql.join(values, sql`, `)} on conflict (event_key) do nothing`);
}

const ensured = new WeakSet<Db>();

/** ensureSettings once per database handle: the rows it writes are never deleted, and a re-check after each write
 *  should not pay an insert of eleven rows (it was a fifth of a re-check's time). */
export async function ensureSettingsOnce(db: Db): Promise<void> {
  if (ensured.has(db)) return;
  await ensureSettings(db);
  ensured.add(db);
}

function toSetting(r: Raw): AlertSetting {
  const key = String(r.event_key);
  return {
    id: Number(r.id), eventKey: key as AlertEventKey, words: alertEvent(key).words,
    priorityLevel: Number(r.priority_level), active: Boolean(r.active),
    escalationRules: parse<EscalationRule[]>(r.escalation_rules),
    thresholds: isRuleKey(key) ? thresholdsOf(key, parse<Record<string, unknown>>(r.thresholds ?? {})) : {},
    own: { priority: Boolean(r.own_priority), escalationRules: Boolean(r.own_rules), thresholds: Boolean(r.own_thresholds) },
    updatedAt: new Date(r.updated_at as string).toISOString(),
  };
}

/**
 * The settings in force for `orgId`: the organisation's own priority, escalation rules and thresholds over the
 * setting's (users of no organisation see and edit the settings themselves).
 */
const SETTINGS_OF = (orgId: number | null) => sql`select s.id, s.event_key, coalesce(os.priority_level, s.priority_level) as priority_level, s.active,
    coalesce(os.escalation_rules, s.escalation_rules) as escalation_rules,
    s.thresholds || coalesce(o.thresholds, '{}'::jsonb) as thresholds, greatest(s.updated_at, o.updated_at, os.updated_at) as updated_at,
    os.priority_level is not null as own_priority, os.escalation_rules is not null as own_rules,
    coalesce(o.thresholds, '{}'::jsonb) <> '{}'::jsonb as own_thresholds
  from alert_settings s left join alert_rule_thresholds o on o.event_key = s.event_key and o.org_id = ${orgId}
    left join alert_org_settings os on os.event_key = s.event_key and os.org_id = ${orgId}`;

export async function listSettings(db: Db, orgId: number | null, f: { eventKey?: string; search?: string }): Promise<{ rows: AlertSetting[]; totalCount: number }> {
  await ensureSettings(db);
  const res = await db.execute(sql`${SETTINGS_OF(orgId)} ${f.eventKey ? sql`where s.event_key = ${f.eventKey}` : sql``} order by priority_level, s.id`);
  let rows = rowsOf(res).map(toSetting);
  if (f.search) {
    const term = f.search.toLowerCase();
    rows = rows.filter((r) => r.words.toLowerCase().includes(term) || r.eventKey.toLowerCase().includes(likeEscape(term)));
  }
  return { rows, totalCount: rows.length };
}

/**
 * PUT settings/priority: the key's priority for the user's organisation (or, for a user of none, the setting's, which
 * every organisation without its own follows), copied onto those alerts so lists sorted by priority stay on an index.
 */
export async function setPriority(db: Db, userId: number, orgId: number | null, eventKey: AlertEventKey, priorityLevel: number): Promise<AlertSetting> {
  await ensureSettings(db);
  await db.transaction(async (tx) => {
    if (orgId == null) {
      await tx.execute(sql`update alert_settings set priority_level = ${priorityLevel}, updated_at = now(), updated_by = ${userId} where event_key = ${eventKey}`);
    } else {
      await tx.execute(sql`insert into alert_org_settings (org_id, event_key, priority_level, updated_by) values (${orgId}, ${eventKey}, ${priorityLevel}, ${userId})
        on conflict (org_id, event_key) do update set priority_level = excluded.priority_level, updated_at = now(), updated_by = excluded.updated_by`);
    }
    const theirs = orgId == null
      ? sql`not exists (select 1 from alert_org_settings os where os.event_key = a.event_key and os.priority_level is not null and os.org_id = ${ALERT_ORG})`
      : sql`${ALERT_ORG} = ${orgId}`;
    await copyPriority(tx, eventKey, sql`${priorityLevel}::int`, theirs);
    await writeAudit(tx, { userId, action: 'alert-priority', entity: 'alert_settings', details: { orgId, eventKey, priorityLevel } });
  });
  return settingOf(db, orgId, sql`s.event_key = ${eventKey}`);
}

/** The priority in force copied onto the key's alerts that `theirs` selects, so lists sorted by priority stay on an index. */
const copyPriority = (tx: Db, eventKey: AlertEventKey, priority: SQL, theirs: SQL) =>
  tx.execute(sql`update alert_actionables a set priority_level = ${priority} where a.event_key = ${eventKey} and a.priority_level <> ${priority} and ${theirs}`);

async function settingOf(db: Db, orgId: number | null, where: ReturnType<typeof sql>): Promise<AlertSetting> {
  const row = rowsOf(await db.execute(sql`${SETTINGS_OF(orgId)} where ${where}`))[0];
  if (!row) throw notFound('Alert setting not found');
  return toSetting(row);
}

/** PUT settings/thresholds: the organisation's thresholds of a rule, each checked against its declared bounds (a 422
 *  names every wrong one under its key, and nothing is saved). Keys not sent keep their value. */
export async function setThresholds(db: Db, userId: number, orgId: number | null, eventKey: RuleKey, values: Record<string, number>): Promise<AlertSetting> {
  if (orgId == null) throw unprocessable('Thresholds are set for an organisation; this account belongs to none');
  const errors = thresholdErrors(eventKey, values);
  if (errors.length > 0) throw unprocessable(errors[0].message, { errors });
  await ensureSettings(db);
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into alert_rule_thresholds (org_id, event_key, thresholds, updated_by) values (${orgId}, ${eventKey}, ${JSON.stringify(values)}::jsonb, ${userId})
      on conflict (org_id, event_key) do update set thresholds = alert_rule_thresholds.thresholds || excluded.thresholds, updated_at = now(), updated_by = excluded.updated_by`);
    await writeAudit(tx, { userId, action: 'alert-thresholds', entity: 'alert_rule_thresholds', details: { orgId, eventKey, values } });
  });
  return settingOf(db, orgId, sql`s.event_key = ${eventKey}`);
}

/**
 * POST events/{alertId} (alertId = the setting's id): replaces the key's escalation rules for the user's organisation
 * (or, for a user of none, the setting's, which every organisation without its own follows).
 */
export async function setTriggers(db: Db, userId: number, orgId: number | null, settingId: number, rules: EscalationRule[]): Promise<AlertSetting> {
  const json = JSON.stringify(rules);
  const res = await db.execute(orgId == null
    ? sql`update alert_settings set escalation_rules = ${json}::jsonb, updated_at = now(), updated_by = ${userId} where id = ${settingId} returning id`
    : sql`insert into alert_org_settings (org_id, event_key, escalation_rules, updated_by)
        select ${orgId}, s.event_key, ${json}::jsonb, ${userId} from alert_settings s where s.id = ${settingId}
        on conflict (org_id, event_key) do update set escalation_rules = excluded.escalation_rules, updated_at = now(), updated_by = excluded.updated_by
        returning org_id`);
  if (!rowsOf(res)[0]) throw notFound('Alert setting not found');
  await writeAudit(db, { userId, action: 'alert-triggers', entity: 'alert_settings', details: { orgId, settingId, rules } });
  return settingOf(db, orgId, sql`s.id = ${settingId}`);
}

/**
 * DELETE settings/{eventKey}/own: the organisation follows the shared defaults of the key again, its own priority,
 * escalation rules and thresholds removed (the defaults' later changes reach it again), and its alerts of the key take
 * the default priority. A user of no organisation edits the defaults themselves, and has nothing to remove.
 */
export async function restoreDefaults(db: Db, userId: number, orgId: number | null, eventKey: AlertEventKey): Promise<AlertSetting> {
  if (orgId == null) throw unprocessable('This account belongs to no organisation: the settings it changes are the defaults');
  await ensureSettings(db);
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from alert_org_settings where org_id = ${orgId} and event_key = ${eventKey}`);
    await tx.execute(sql`delete from alert_rule_thresholds where org_id = ${orgId} and event_key = ${eventKey}`);
    await copyPriority(tx, eventKey, sql`(select s.priority_level from alert_settings s where s.event_key = ${eventKey})`, sql`${ALERT_ORG} = ${orgId}`);
    await writeAudit(tx, { userId, action: 'alert-defaults', entity: 'alert_settings', details: { orgId, eventKey } });
  });
  return settingOf(db, orgId, sql`s.event_key = ${eventKey}`);
}
