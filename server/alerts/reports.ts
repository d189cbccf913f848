// POST {type}/report (console-spec §7, §9): assigned, resolved and resolve rate, with the engagement band, per user
// (report; transformative keeps the Transformative users), per event key (resolved) or per centre (overall), over
// the alerts the user may see, created in the date range. Each row links to the alerts behind its figures.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { ENGAGEMENT_BANDS, alertEvent, rateAndBand, resolveRate, type AlertReportType } from '../../schemas/alerts/index.js';
import type { AlertListLink, ReportAnswer, ReportBody, ReportRow } from '../../schemas/api/alerts.js';
import { alertVisible, type AlertScope } from './scope.js';
import { dayRange } from './repo.js';

type Raw = Record<string, unknown>;
const rowsOf = <T = Raw>(res: unknown) => (res as { rows: T[] }).rows;

export async function alertReport(db: Db, s: AlertScope, type: AlertReportType, body: ReportBody): Promise<ReportAnswer> {
  const { from, to } = dayRange(body.startDate, body.endDate);
  const where: SQL[] = [alertVisible(s)];
  if (from) where.push(sql`a.created_at >= ${from.toISOString()}::timestamptz`);
  if (to) where.push(sql`a.created_at < ${to.toISOString()}::timestamptz`);
  if (body.centreId) where.push(sql`a.centre_id = ${body.centreId}`);
  const cond = sql.join(where, sql` and `);
  const counts = sql`count(*)::int as assigned, count(*) filter (where a.status = 'resolved')::int as resolved`;
  const res = type === 'resolved'
    ? await db.execute(sql`select a.event_key as key, ${counts} from alert_actionables a where ${cond} group by a.event_key order by a.event_key`)
    : type === 'overall'
      ? await db.execute(sql`select coalesce(a.centre_id, 0)::text as key, c.name as centre, ${counts}
          from alert_actionables a left join centres c on c.id = a.centre_id where ${cond} group by coalesce(a.centre_id, 0), c.name order by c.name nulls last`)
      : await db.execute(sql`select g.key, trim(u.first_name || ' ' || u.last_name) as "userName", u.username as "empCode", u.user_type as "userType",
            (select string_agg(distinct c.name, ', ') from user_centres uc join centres c on c.id = uc.centre_id where uc.user_id = u.id) as centre, g.assigned, g.resolved
          from (select a.assigned_user_id as key, ${counts} from alert_actionables a where ${cond} group by a.assigned_user_id) g
          join users u on u.id = g.key order by u.first_name, u.last_name, u.id`);

  const range = { ...(body.startDate ? { startDate: body.startDate } : {}), ...(body.endDate ? { endDate: body.endDate } : {}), ...(body.centreId ? { centreId: body.centreId } : {}) };
  let rows: ReportRow[] = rowsOf(res).map((r) => {
    const assigned = Number(r.assigned);
    const resolved = Number(r.resolved);
    const key = String(r.key);
    const filter: AlertListLink['body'] = type === 'resolved' ? { ...range, eventKey: key as never }
      : type === 'overall' ? (key === '0' ? { ...range } : { ...range, centreId: Number(key) })
        : { ...range, assignedUserId: Number(key) };
    const label = type === 'resolved' ? alertEvent(key).words : type === 'overall' ? String(r.centre ?? 'No centre') : String(r.userName);
    return {
      key, label,
      userName: (r.userName as string | undefined) ?? null, empCode: (r.empCode as string | undefined) ?? null,
      userType: (r.userType as string | undefined) ?? null, centre: (r.centre as string | undefined) ?? null,
      totalAlertsAssigned: assigned, resolvedAlerts: resolved, ...rateAndBand(resolved, assigned), sampleSize: assigned,
      links: { assigned: { fillPath: 'alert', lastSuffix: 'all', body: filter }, resolved: { fillPath: 'alert', lastSuffix: 'history', body: filter } },
    };
  });
  if (type === 'transformative') rows = rows.filter((r) => r.band === 'Transformative');
  const assigned = rows.reduce((n, r) => n + r.totalAlertsAssigned, 0);
  const resolved = rows.reduce((n, r) => n + r.resolvedAlerts, 0);
  return {
    type, rows,
    totals: { totalAlertsAssigned: assigned, resolvedAlerts: resolved, resolveRate: resolveRate(resolved, assigned) },
    bands: ENGAGEMENT_BANDS.map((band) => ({ band, count: rows.filter((r) => r.band === band).length })),
    insufficientData: rows.filter((r) => r.insufficientData).length,
  };
}
