// Runs the alert rules (schemas/alerts/rules.ts, queries in ruleQueries.ts) and brings the open alerts in line with
// what they yield: a new subject raises one alert, assigned to the person the rule names or else the responsible
// person of its centre (recipients.ts); a subject still yielded keeps its alert (title and lines refreshed); an open
// rule alert whose subject is no longer yielded resolves itself, and so does one whose data a user confirmed accurate
// as it is now (confirmations.ts). One transaction under an advisory lock per organisation, so that of several server
// processes one evaluates at a time; the lock is transaction-scoped because PgBouncer in transaction mode does not keep
// a session.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { alertEvent } from '../../schemas/alerts/index.js';
import { RULE_KEYS, fillTemplate, ruleDef, thresholdsOf, type RuleKey } from '../../schemas/alerts/rules.js';
import { ensureSettingsOnce } from './settings.js';
import { RULE_QUERIES, CLASS_SUBJECT_RULES, classSubjectKey, type RuleScope, type RuleSubject } from './ruleQueries.js';
import { inIds } from './scope.js';
import { notifyCounters } from './counterEvents.js';
import { CENTRE_ASSIGNEE } from './recipients.js';
import { dropConfirmed } from './confirmations.js';

const RULES_LOCK = 727_276;
const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

export interface RuleRunOptions extends RuleScope {
  keys?: readonly RuleKey[];
  now?: Date;
  /** Wait for a pass in progress (a re-check must apply); false: skip when another holds the lock (the schedule). */
  wait?: boolean;
}

export interface RuleRunResult { ran: boolean; raised: number; resolved: number; refreshed: number }

export async function evaluateRules(db: Db, orgId: number, opts: RuleRunOptions = {}): Promise<RuleRunResult> {
  const now = opts.now ?? new Date();
  const result: RuleRunResult = { ran: false, raised: 0, resolved: 0, refreshed: 0 };
  await ensureSettingsOnce(db);
  return db.transaction(async (tx) => {
    if (opts.wait) await tx.execute(sql`select pg_advisory_xact_lock(${RULES_LOCK}, ${orgId})`);
    else if (!rowsOf<{ ok: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(${RULES_LOCK}, ${orgId}) as ok`))[0].ok) return result;
    result.ran = true;
    const settings = await ruleSettings(tx, orgId, opts.keys ?? RULE_KEYS);
    for (const s of settings) {
      const t = thresholdsOf(s.key, s.thresholds);
      // Class ids narrow the rules whose subjects are classes; the others keep the centres (or the organisation).
      const classIds = CLASS_SUBJECT_RULES.has(s.key) ? opts.classIds : undefined;
      const scope = { orgId, centreIds: opts.centreIds, classIds };
      const subjects = s.active ? await dropConfirmed(tx, orgId, s.key, await RULE_QUERIES[s.key](tx, { ...scope, now, t })) : [];
      const n = await syncKey(tx, s.key, s.priority, subjects.map((x) => rendered(s.key, x, t)), now, scope);
      result.raised += n.raised; result.resolved += n.resolved; result.refreshed += n.refreshed;
    }
    if (result.raised + result.resolved > 0) await tx.execute(notifyCounters(orgId));
    return result;
  });
}

type Setting = { key: RuleKey; active: boolean; priority: number; thresholds: Record<string, unknown> };

/** The keys' settings, with the organisation's own priority and thresholds (config tab) over the setting's. */
async function ruleSettings(db: Db, orgId: number, keys: readonly RuleKey[]): Promise<Setting[]> {
  const res = await db.execute(sql`select s.event_key as key, s.active, coalesce(os.priority_level, s.priority_level) as priority,
      s.thresholds || coalesce(o.thresholds, '{}'::jsonb) as thresholds
    from alert_settings s left join alert_rule_thresholds o on o.org_id = ${orgId} and o.event_key = s.event_key
      left join alert_org_settings os on os.org_id = ${orgId} and os.event_key = s.event_key
    where s.event_key = any(${sql.param([...keys])}::text[]) order by s.event_key`);
  return rowsOf<Setting & { thresholds: unknown }>(res).map((r) => ({
    ...r, thresholds: (typeof r.thresholds === 'string' ? JSON.parse(r.thresholds) : r.thresholds) as Record<string, unknown>,
  }));
}

type Rendered = { subject_key: string; centre_id: number; assignee_id: number | null; title: string; link: string; items: RuleSubject['items']; confirm: RuleSubject['confirm'] | null };

function rendered(key: RuleKey, s: RuleSubject, t: Record<string, number>): Rendered {
  const def = ruleDef(key);
  const params = { ...t, ...s.params };
  return {
    subject_key: s.subjectKey, centre_id: s.centreId, assignee_id: s.assigneeId ?? null, title: fillTemplate(def.title, params),
    link: fillTemplate(def.link, params, true), items: s.items, confirm: s.confirm ?? null,
  };
}

/** Which open alerts of the key the run answers for: the classes', else the centres', else the organisation's. */
function alertsInScope(orgId: number, scope: RuleScope): SQL {
  if (scope.classIds) return sql`a.subject_key = any(${sql.param(scope.classIds.map(classSubjectKey))}::text[])`;
  if (scope.centreIds) return inIds(sql`a.centre_id`, scope.centreIds);
  return sql`a.centre_id in (select c.id from centres c where c.org_id = ${orgId})`;
}

/**
 * One statement, the subjects parsed once: resolve what is no longer yielded (closing its escalations), refresh
 * what changed, raise what is new (these two only when there are subjects: planning them costs a re-check that
 * finds none more than running them). The parts see one snapshot and touch disjoint rows (a resolved alert's
 * subject is not yielded; a raised one had no open alert), so their order does not matter.
 */
async function syncKey(db: Db, key: RuleKey, priority: number, subjects: Rendered[], now: Date, scope: RuleScope & { orgId: number }) {
  const at = now.toISOString();
  const words = `${alertEvent(key).words}. `;
  const some = subjects.length > 0;
  const yielded = some ? sql`exists (select 1 from s where s.subject_key = a.subject_key)` : sql`false`;
  const res = await db.execute(sql`with s as materialized (
      select * from jsonb_to_recordset(${JSON.stringify(subjects)}::jsonb) as s(subject_key text, centre_id int, assignee_id int, title text, link text, items jsonb, confirm jsonb)
    ), resolved as (
      update alert_actionables a set status = 'resolved', resolved_at = ${at}::timestamptz
      where a.event_key = ${key} and a.status = 'open' and a.subject_key is not null and ${alertsInScope(scope.orgId, scope)}
        and not ${yielded} returning a.id
    ), closed as (
      update alert_escalations e set open = false where e.open and e.actionable_id in (select id from resolved)
    )${some ? sql`, refreshed as (
      update alert_actionables a set title = s.title, link = s.link, items = s.items, confirm = s.confirm, description = ${words} || s.title || '.'
      from s where a.event_key = ${key} and a.status = 'open' and a.subject_key = s.subject_key
        and (a.title is distinct from s.title or a.link is distinct from s.link or a.items is distinct from s.items or a.confirm is distinct from s.confirm) returning a.id
    ), raised as (
      insert into alert_actionables (event_key, title, description, assigned_user_id, centre_id, priority_level, items, subject_key, link, created_at, confirm)
      select * from (select ${key}, s.title, ${words} || s.title || '.', coalesce(s.assignee_id, ${CENTRE_ASSIGNEE(sql`s.centre_id`)}) as assignee,
          s.centre_id, ${priority}::smallint, s.items, s.subject_key, s.link, ${at}::timestamptz, s.confirm
        from s where not exists (select 1 from alert_actionables a where a.event_key = ${key} and a.status = 'open' and a.subject_key = s.subject_key)) x
      where x.assignee is not null
      on conflict (event_key, subject_key) where status = 'open' and subject_key is not null do nothing returning id
    )` : sql``}
    select (select count(*) from resolved)::int as resolved, ${some ? sql`(select count(*) from refreshed)::int` : sql`0`} as refreshed,
      ${some ? sql`(select count(*) from raised)::int` : sql`0`} as raised`);
  return rowsOf<{ resolved: number; refreshed: number; raised: number }>(res)[0];
}
