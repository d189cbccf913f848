// Alert and escalation reads and changes (console-spec §7, issue 14), all scoped in SQL (scope.ts).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { badRequest, forbidden, notFound } from '../http/envelope.js';
import { likeEscape } from '../entities/sqlParts.js';
import { ALERT_EVENT_KEYS, alertEvent, type AlertListSuffix, type AlertTab } from '../../schemas/alerts/index.js';
import type { AlertDetail, AlertRow, DetailItem, DetailsAnswer, EventDetail } from '../../schemas/api/alerts.js';
import type { AlertCounters } from '../../schemas/api/platform.js';
import { alertVisible, escalationVisible, type AlertScope } from './scope.js';
import { notifyCountersOfAlerts } from './counterEvents.js';
import { ROLE_OF } from './recipients.js';
import { saveConfirmation } from './confirmations.js';
import { recheckAlerts } from './recheck.js';
import { isRuleKey } from '../../schemas/alerts/rules.js';

type Raw = Record<string, unknown>;
const rowsOf = <T = Raw>(res: unknown) => (res as { rows: T[] }).rows;
const iso = (v: unknown): string | null => (v == null ? null : new Date(v as string | Date).toISOString());

export const NOT_YOUR_ALERT = 'You are not authorised to perform this operation.';

/** The list's filters after validation (schemas/api alertListBody). */
export interface ListFilters {
  pageSize: number;
  pageNumber: number;
  startDate?: string;
  endDate?: string;
  search?: string;
  sortBy: 'createdAt' | 'priorityLevel';
  eventKey?: string;
  assignedUserId?: number;
  centreId?: number;
}

/** yyyy-MM-dd pair → [from, to) instants, whole UTC days, endDate inclusive. */
export function dayRange(startDate?: string, endDate?: string): { from?: Date; to?: Date } {
  const from = startDate ? new Date(`${startDate}T00:00:00Z`) : undefined;
  const to = endDate ? new Date(new Date(`${endDate}T00:00:00Z`).getTime() + 86_400_000) : undefined;
  if ((from && Number.isNaN(from.getTime())) || (to && Number.isNaN(to.getTime()))) throw badRequest('Dates are yyyy-MM-dd');
  if (from && to && from >= to) throw badRequest('startDate must not be after endDate');
  return { from, to };
}

function rangeConditions(column: SQL, startDate?: string, endDate?: string): SQL[] {
  const { from, to } = dayRange(startDate, endDate);
  return [...(from ? [sql`${column} >= ${from.toISOString()}::timestamptz`] : []), ...(to ? [sql`${column} < ${to.toISOString()}::timestamptz`] : [])];
}

/** Search from 3 characters over the alert's title and event words, the assignee's name and username, the centre. */
function searchCondition(term: string, actionable: SQL, assignee: SQL, centre: SQL): SQL {
  const like = `%${likeEscape(term)}%`;
  const lower = term.toLowerCase();
  const keys = ALERT_EVENT_KEYS.filter((k) => alertEvent(k).words.toLowerCase().includes(lower));
  const parts: SQL[] = [
    sql`${actionable} in (select x.id from alert_actionables x where x.title ilike ${like})`,
    sql`${assignee} in (select su.id from users su where (su.first_name || ' ' || su.last_name) ilike ${like} or su.username ilike ${like})`,
    sql`${centre} in (select sc.id from centres sc where sc.name ilike ${like} or sc.code ilike ${like})`,
  ];
  if (keys.length) parts.push(sql`${actionable} in (select x.id from alert_actionables x where x.event_key = any(${sql.param(keys)}::text[]))`);
  return sql`(${sql.join(parts, sql` or `)})`;
}

/** Columns of a list row, from page alias a (actionable), u (assignee), c (centre); escalation fields passed in. */
const rowColumns = (esc: { id: SQL; level: SQL; at: SQL; to: SQL; reason: SQL }) => sql`
  ${esc.id} as "id", a.id as "actionableId", a.event_key as "eventKey", a.title, a.priority_level as "priorityLevel",
  a.is_viewed as "isViewed", a.viewed_at as "viewedAt", a.created_at as "createdAt", a.status, a.resolved_at as "resolvedAt",
  a.due_at as "dueAt", a.assigned_user_id as "userId", trim(u.first_name || ' ' || u.last_name) as "userName",
  u.username as "empCode", u.user_type as "userType", ${ROLE_OF(sql`u.id`)} as "role", a.centre_id as "centreId", c.name as "centre",
  ${esc.level} as "escalationLevel", ${esc.at} as "escalationDate", ${esc.to} as "escalatedTo", ${esc.reason} as "escalationReason"`;

const ALERT_ESC = { id: sql`a.id`, level: sql`a.escalation_level`, at: sql`a.escalated_at`, to: sql`null::text`, reason: sql`null::text` };

export function toRow(r: Raw, now: Date): AlertRow {
  const dueAt = iso(r.dueAt);
  return {
    id: Number(r.id),
    actionableId: Number(r.actionableId),
    eventKey: r.eventKey as AlertRow['eventKey'],
    words: alertEvent(String(r.eventKey)).words,
    title: String(r.title),
    priorityLevel: Number(r.priorityLevel),
    isViewed: Boolean(r.isViewed),
    viewedAt: iso(r.viewedAt),
    createdAt: iso(r.createdAt)!,
    status: r.status as AlertRow['status'],
    resolvedAt: iso(r.resolvedAt),
    dueAt,
    overdue: r.status === 'open' && dueAt != null && new Date(dueAt) < now,
    userId: Number(r.userId),
    userName: String(r.userName),
    empCode: (r.empCode as string | null) ?? null,
    userType: String(r.userType),
    role: (r.role as string | null) ?? null,
    centreId: r.centreId == null ? null : Number(r.centreId),
    centre: (r.centre as string | null) ?? null,
    escalationLevel: Number(r.escalationLevel ?? 0),
    escalationDate: iso(r.escalationDate),
    escalatedTo: (r.escalatedTo as string | null) ?? null,
    escalationReason: (r.escalationReason as AlertRow['escalationReason']) ?? null,
  };
}

/** POST {fillPath}/events/{lastSuffix}: one page of the alert or escalation list and the total. */
export async function listAlerts(db: Db, s: AlertScope, tab: AlertTab, suffix: AlertListSuffix, f: ListFilters, now = new Date()) {
  const limit = f.pageSize;
  const offset = (f.pageNumber - 1) * f.pageSize;
  if (tab === 'alert') {
    // Conditions on the columns alert_counts keeps answer the total from it; a search or date range counts the table.
    const kept: SQL[] = [alertVisible(s)];
    if (suffix !== 'all') kept.push(sql`a.status = ${suffix === 'list' ? 'open' : 'resolved'}`);
    if (f.eventKey) kept.push(sql`a.event_key = ${f.eventKey}`);
    if (f.assignedUserId) kept.push(sql`a.assigned_user_id = ${f.assignedUserId}`);
    if (f.centreId) kept.push(sql`a.centre_id = ${f.centreId}`);
    const where = [...kept, ...rangeConditions(sql`a.created_at`, f.startDate, f.endDate)];
    if (f.search) where.push(searchCondition(f.search, sql`a.id`, sql`a.assigned_user_id`, sql`a.centre_id`));
    const cond = sql.join(where, sql` and `);
    const counted = where.length === kept.length
      ? sql`select coalesce(sum(a.n), 0)::int as n from alert_counts a where ${sql.join(kept, sql` and `)}`
      : sql`select count(*)::int as n from alert_actionables a where ${cond}`;
    const order = f.sortBy === 'priorityLevel'
      ? sql`a.priority_level, a.created_at desc nulls last, a.id desc nulls last`
      : sql`a.created_at desc nulls last, a.id desc nulls last`;
    const [page, total] = await Promise.all([
      db.execute(sql`with page as (select a.* from alert_actionables a where ${cond} order by ${order} limit ${limit} offset ${offset})
        select ${rowColumns(ALERT_ESC)} from page a join users u on u.id = a.assigned_user_id left join centres c on c.id = a.centre_id order by ${order}`),
      db.execute(counted),
    ]);
    return { rows: rowsOf(page).map((r) => toRow(r, now)), totalCount: rowsOf<{ n: number }>(total)[0].n, pageNumber: f.pageNumber, pageSize: f.pageSize };
  }
  const kept: SQL[] = [escalationVisible(s)];
  if (suffix !== 'all') kept.push(suffix === 'list' ? sql`e.open` : sql`not e.open`);
  if (f.assignedUserId) kept.push(sql`e.assigned_user_id = ${f.assignedUserId}`);
  if (f.centreId) kept.push(sql`e.centre_id = ${f.centreId}`);
  const where = [...kept, ...rangeConditions(sql`e.escalated_at`, f.startDate, f.endDate)];
  if (f.eventKey) where.push(sql`e.actionable_id in (select x.id from alert_actionables x where x.event_key = ${f.eventKey})`);
  if (f.search) where.push(searchCondition(f.search, sql`e.actionable_id`, sql`e.assigned_user_id`, sql`e.centre_id`));
  const cond = sql.join(where, sql` and `);
  const counted = where.length === kept.length
    ? sql`select coalesce(sum(e.n), 0)::int as n from alert_escalation_counts e where ${sql.join(kept, sql` and `)}`
    : sql`select count(*)::int as n from alert_escalations e where ${cond}`;
  const order = sql`e.escalated_at desc nulls last, e.id desc nulls last`;
  const [page, total] = await Promise.all([
    db.execute(sql`with page as (select e.* from alert_escalations e where ${cond} order by ${order} limit ${limit} offset ${offset})
      select ${rowColumns({ id: sql`e.id`, level: sql`e.level`, at: sql`e.escalated_at`, to: sql`trim(t.first_name || ' ' || t.last_name)`, reason: sql`e.reason` })}
      from page e join alert_actionables a on a.id = e.actionable_id join users u on u.id = a.assigned_user_id
      join users t on t.id = e.escalated_to_user_id left join centres c on c.id = a.centre_id order by ${order}`),
    db.execute(counted),
  ]);
  return { rows: rowsOf(page).map((r) => toRow(r, now)), totalCount: rowsOf<{ n: number }>(total)[0].n, pageNumber: f.pageNumber, pageSize: f.pageSize };
}

/** The banner's and dashboard's counts (console-spec §4), counted over the same scope and tables as the lists'
 *  totals (listAlerts without filters), so the banner always equals what the list shows: alertCount = the open
 *  alerts of the alert list, escalationCount = the open escalations of the escalation list; actionables = the open
 *  alerts assigned to the user themselves (with none, §4 names the latest escalation instead). Counting by assignee
 *  alone was the old bug: a manager's banner said 0 while their list showed their centres' alerts. */
export async function alertCounters(db: Db, s: AlertScope): Promise<AlertCounters> {
  const res = await db.execute(sql`select
    (select coalesce(sum(n), 0)::int from alert_counts where assigned_user_id = ${s.userId} and status = 'open') as "actionables",
    (select coalesce(sum(a.n), 0)::int from alert_counts a where ${alertVisible(s)} and a.status = 'open') as "alertCount",
    (select coalesce(sum(e.n), 0)::int from alert_escalation_counts e where ${escalationVisible(s)} and e.open) as "escalationCount"`);
  const r = rowsOf<AlertCounters>(res)[0];
  return { actionables: Number(r.actionables), alertCount: Number(r.alertCount), escalationCount: Number(r.escalationCount) };
}

/** One alert's row, if the scope may see it (assigned, in a managed centre, or escalated to the user); 404 when
 *  there is no such alert and 403 when it is someone else's. */
export async function visibleAlert(db: Db, s: AlertScope, actionableId: number, now = new Date()): Promise<{ row: AlertRow; raw: Raw; assignee: boolean }> {
  const res = await db.execute(sql`select ${rowColumns(ALERT_ESC)}, a.description, a.items, a.accuracy, a.link,
      (${alertVisible(s)} or exists (select 1 from alert_escalations e where e.actionable_id = a.id and e.escalated_to_user_id = ${s.userId})) as "visible"
    from alert_actionables a join users u on u.id = a.assigned_user_id left join centres c on c.id = a.centre_id where a.id = ${actionableId}`);
  const raw = rowsOf(res)[0];
  if (!raw) throw notFound('Alert not found');
  if (!raw.visible) throw forbidden(NOT_YOUR_ALERT);
  return { row: toRow(raw, now), raw, assignee: Number(raw.userId) === s.userId };
}

/** An alert by id with no scope check: only for callers that checked access another way. */
async function loadAlert(db: Db, actionableId: number, now: Date): Promise<{ row: AlertRow; raw: Raw }> {
  const res = await db.execute(sql`select ${rowColumns(ALERT_ESC)}, a.description, a.items, a.accuracy, a.link
    from alert_actionables a join users u on u.id = a.assigned_user_id left join centres c on c.id = a.centre_id where a.id = ${actionableId}`);
  const raw = rowsOf(res)[0];
  if (!raw) throw notFound('Alert not found');
  return { row: toRow(raw, now), raw };
}

async function escalationSteps(db: Db, actionableId: number) {
  const res = await db.execute(sql`select e.id, e.level, e.escalated_to_user_id as "escalatedToUserId", trim(t.first_name || ' ' || t.last_name) as "escalatedTo",
      e.escalated_at as "escalatedAt", e.reason from alert_escalations e join users t on t.id = e.escalated_to_user_id where e.actionable_id = ${actionableId} order by e.level`);
  return rowsOf(res).map((r) => ({
    id: Number(r.id), level: Number(r.level) as 1 | 2, escalatedToUserId: Number(r.escalatedToUserId), escalatedTo: String(r.escalatedTo),
    escalatedAt: iso(r.escalatedAt)!, reason: r.reason as 'notViewed' | 'notResolved',
  }));
}

const itemsOf = (raw: Raw): DetailItem[] => (Array.isArray(raw.items) ? raw.items : typeof raw.items === 'string' ? JSON.parse(raw.items) : []) as DetailItem[];
/** A rule's alert links to the exact screen and filter that fixes it; others to their event key's page. */
const linkOf = (raw: Raw, fallback: string) => (typeof raw.link === 'string' && raw.link ? raw.link : fallback);
const accuracyOf = (raw: Raw) => (raw.accuracy == null ? null : (typeof raw.accuracy === 'string' ? JSON.parse(raw.accuracy) : raw.accuracy)) as AlertDetail['accuracy'];

/** GET alerts/{id}/alert. */
export async function alertDetail(db: Db, s: AlertScope, actionableId: number, now = new Date()): Promise<AlertDetail> {
  const { row, raw } = await visibleAlert(db, s, actionableId, now);
  const def = alertEvent(row.eventKey);
  return { ...row, description: String(raw.description ?? ''), link: linkOf(raw, def.link), showMore: def.showMore, items: itemsOf(raw), escalations: await escalationSteps(db, actionableId), accuracy: accuracyOf(raw) };
}

/** POST alerts/{target}/{id}/details: the escalation (id = escalation id) or alert (id = actionable id), its
 *  escalation steps and one page of the lines behind it. */
export async function detailsByTarget(db: Db, s: AlertScope, target: 'escalation' | 'alert', id: number, page: { pageSize: number; pageNumber: number }, now = new Date()): Promise<DetailsAnswer> {
  let actionableId = id;
  let escalationRow: Raw | undefined;
  if (target === 'escalation') {
    const res = await db.execute(sql`select e.*, ${escalationVisible(s)} as "visible", trim(t.first_name || ' ' || t.last_name) as "toName"
      from alert_escalations e join users t on t.id = e.escalated_to_user_id where e.id = ${id}`);
    escalationRow = rowsOf(res)[0];
    if (!escalationRow) throw notFound('Escalation not found');
    if (!escalationRow.visible) throw forbidden(NOT_YOUR_ALERT);
    actionableId = Number(escalationRow.actionable_id);
  }
  // An escalation the user may see shows its alert even when the alert itself is outside their scope.
  const { row, raw } = target === 'escalation' ? await loadAlert(db, actionableId, now) : await visibleAlert(db, s, actionableId, now);
  const alert = escalationRow
    ? { ...row, id: Number(escalationRow.id), escalationLevel: Number(escalationRow.level), escalationDate: iso(escalationRow.escalated_at), escalatedTo: String(escalationRow.toName), escalationReason: escalationRow.reason as AlertRow['escalationReason'] }
    : row;
  const items = itemsOf(raw);
  const start = (page.pageNumber - 1) * page.pageSize;
  return { target, alert, escalations: await escalationSteps(db, actionableId), items: items.slice(start, start + page.pageSize), totalCount: items.length };
}

/** GET events/{eventId}?classGroupIds=: the event behind an alert, its lines limited to the class groups named. */
export async function eventDetail(db: Db, s: AlertScope, eventId: number, classGroupIds: number[] | undefined, now = new Date()): Promise<EventDetail> {
  const { row, raw } = await visibleAlert(db, s, eventId, now);
  const def = alertEvent(row.eventKey);
  const items = itemsOf(raw).filter((i) => !classGroupIds || (i.classGroupId != null && classGroupIds.includes(i.classGroupId)));
  return { eventId: row.actionableId, eventKey: row.eventKey, words: row.words, title: row.title, link: linkOf(raw, def.link), showMore: def.showMore, createdAt: row.createdAt, items };
}

/** PATCH alert/events/{actionableId} {isViewed: true}: only the assignee's viewing counts (a manager opening an
 *  alert of their centre leaves it unviewed, so its "not viewed" escalation still fires). */
export async function markViewed(db: Db, s: AlertScope, actionableId: number, now = new Date()): Promise<AlertRow> {
  const { assignee } = await visibleAlert(db, s, actionableId, now);
  if (assignee) {
    await db.execute(sql`update alert_actionables set is_viewed = true, viewed_at = coalesce(viewed_at, ${now.toISOString()}::timestamptz) where id = ${actionableId}`);
  }
  return (await visibleAlert(db, s, actionableId, now)).row;
}

/** PATCH events/{alertId} {status}: resolve or reopen; the escalations follow. */
export async function setStatus(db: Db, s: AlertScope, actionableId: number, status: 'open' | 'resolved', now = new Date()): Promise<AlertRow> {
  await visibleAlert(db, s, actionableId, now);
  await db.transaction(async (tx) => {
    await tx.execute(status === 'resolved'
      ? sql`update alert_actionables set status = 'resolved', resolved_at = coalesce(resolved_at, ${now.toISOString()}::timestamptz), resolved_by = coalesce(resolved_by, ${s.userId}) where id = ${actionableId}`
      : sql`update alert_actionables set status = 'open', resolved_at = null, resolved_by = null where id = ${actionableId}`);
    await tx.execute(sql`update alert_escalations set open = ${status === 'open'} where actionable_id = ${actionableId}`);
    await tx.execute(notifyCountersOfAlerts(sql`select ${actionableId}::int`));
  });
  return (await visibleAlert(db, s, actionableId, now)).row;
}

/** POST alerts/accuracy/{actionableId}: the assignee (or a manager) confirms the data, or says what is wrong. A
 *  confirmation resolves the alert; a report of inaccuracy keeps it open. Only for accuracy alerts. A rule's alert
 *  also records the data as confirmed (confirmations.ts), and the re-check of its key over the alert's centre resolves
 *  the other alerts about the same data (the AO's beside the faculty's). */
export async function recordAccuracy(db: Db, s: AlertScope, actionableId: number, body: { isAccurate: boolean; remark?: string }, now = new Date()): Promise<AlertRow> {
  const { row } = await visibleAlert(db, s, actionableId, now);
  if (!alertEvent(row.eventKey).accuracy) throw badRequest('Accuracy can be recorded only on a data or plan accuracy alert');
  const record = { isAccurate: body.isAccurate, remark: body.remark?.trim() || null, at: now.toISOString(), byUserId: s.userId };
  // Who confirmed, by name as well, so the detail says who and when without another lookup.
  await db.execute(sql`update alert_actionables set accuracy = ${JSON.stringify(record)}::jsonb
    || jsonb_build_object('byName', (select trim(u.first_name || ' ' || u.last_name) from users u where u.id = ${s.userId})) where id = ${actionableId}`);
  if (!body.isAccurate) return (await visibleAlert(db, s, actionableId, now)).row;
  const confirmed = await saveConfirmation(db, actionableId, s.userId, now);
  const resolved = await setStatus(db, s, actionableId, 'resolved', now);
  // The confirmation stands if the re-check fails: the next scheduled pass resolves the other alerts then.
  if (confirmed && isRuleKey(confirmed.eventKey)) await recheckAlerts(db, confirmed.orgId, [confirmed.eventKey], { centreIds: [confirmed.centreId] }).catch(() => undefined);
  return resolved;
}
