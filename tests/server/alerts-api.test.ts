// Alerts and escalations API (console-spec §7, issue 14) on the seeded demo data: every endpoint, scope (a user's
// own alerts, a manager's centres), 403 on someone else's alert by id, the counters and the details (reports, settings
// and templates: alerts-reports.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { engines, startTestServer, type TestServer } from './harness.js';
import { alertCalls, signInAll } from './alertsKit.js';
import { ALERT_EVENT_KEYS, ALERT_EVENTS } from '../../schemas/alerts/index.js';
import type { AlertDetail, AlertRow, DetailsAnswer, EventDetail } from '../../schemas/api/alerts.js';
import type { AlertCounters } from '../../schemas/api/platform.js';

describe.each(engines)('alerts API on %s', (engine) => {
  let s: TestServer;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    s = await startTestServer(engine);
    Object.assign(ids, await signInAll(s, ['ao', 'centreadmin', 'orgadmin', 'escalation', 'support', 'admin'], tokens));
  });
  afterAll(async () => { await s?.close(); });

  const { call, data, list } = alertCalls(() => s.app, tokens);
  const counters = (user: string) => data<AlertCounters>(user, 'POST', 'counters', {});

  it('seeds every event key across the demo users, some viewed, resolved, overdue and escalated', async () => {
    const res = await s.database.db.execute(sql`select event_key, status, is_viewed, due_at < now() and status = 'open' as overdue, escalation_level from alert_actionables`);
    const rows = (res as unknown as { rows: { event_key: string; status: string; is_viewed: boolean; overdue: boolean; escalation_level: number }[] }).rows;
    expect(new Set(rows.map((r) => r.event_key))).toEqual(new Set(ALERT_EVENT_KEYS));
    expect(rows.some((r) => r.status === 'resolved')).toBe(true);
    expect(rows.some((r) => r.is_viewed && r.status === 'open')).toBe(true);
    expect(rows.some((r) => r.overdue)).toBe(true);
    expect(rows.some((r) => r.escalation_level === 2)).toBe(true);
  });

  it('counts the banner as the lists count (issue 24 item 4): the open alerts and escalations in scope; support nothing', async () => {
    const own = async (user: string) => ((await s.database.db.execute(sql`select count(*)::int as n from alert_actionables where assigned_user_id = ${ids[user]} and status = 'open'`)) as unknown as { rows: { n: number }[] }).rows[0].n;
    for (const user of ['ao', 'escalation', 'orgadmin']) {
      const c = await counters(user);
      expect(c.alertCount).toBe((await list(user, 'alert', 'list', { pageSize: 5 })).totalCount);
      expect(c.escalationCount).toBe((await list(user, 'escalation', 'list', { pageSize: 5 })).totalCount);
      expect(c.actionables).toBe(await own(user));
    }
    expect((await counters('ao')).alertCount).toBeGreaterThan(0);
    // The escalation user owns no alert, so the banner names the latest escalation (§4) when nothing is actionable.
    expect((await counters('escalation')).actionables).toBe(0);
    expect((await counters('escalation')).escalationCount).toBeGreaterThan(0);
    expect(await counters('support')).toEqual({ actionables: 0, alertCount: 0, escalationCount: 0 });
  });

  it('lists 20 a page from page 1, newest first, only alerts in scope', async () => {
    const page1 = await list('ao', 'alert', 'all');
    expect(page1.pageSize).toBe(20);
    expect(page1.pageNumber).toBe(1);
    expect(page1.rows).toHaveLength(20);
    expect(page1.totalCount).toBeGreaterThan(20);
    expect(page1.rows.every((r) => r.userId === ids.ao)).toBe(true);
    const times = page1.rows.map((r) => Date.parse(r.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const page2 = await list('ao', 'alert', 'all', { pageNumber: 2 });
    expect(page2.rows.some((r) => page1.rows.some((q) => q.id === r.id))).toBe(false);
    const row = page1.rows[0];
    expect(row.words).toBe(ALERT_EVENTS[row.eventKey].words);
    expect(row).toHaveProperty('escalationLevel');
  });

  it('open list vs history (resolved), and the default filter sorted by priorityLevel with page size 5', async () => {
    const open = await list('ao', 'alert', 'list', { pageSize: 100 });
    const history = await list('ao', 'alert', 'history', { pageSize: 100 });
    const all = await list('ao', 'alert', 'all', { pageSize: 100 });
    expect(open.rows.every((r) => r.status === 'open')).toBe(true);
    expect(history.rows.every((r) => r.status === 'resolved' && r.resolvedAt)).toBe(true);
    expect(history.totalCount).toBeGreaterThan(0);
    expect(open.totalCount + history.totalCount).toBe(all.totalCount);
    const byPriority = await list('ao', 'alert', 'list', { filters: {}, sortBy: 'priorityLevel', pageSize: 5 });
    expect(byPriority.rows).toHaveLength(5);
    const levels = byPriority.rows.map((r) => r.priorityLevel);
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
    expect(levels[0]).toBe(Math.min(...open.rows.map((r) => r.priorityLevel)));
    expect(open.rows.some((r) => r.overdue)).toBe(true);
    expect(open.rows.filter((r) => r.overdue).every((r) => Date.parse(r.dueAt!) < Date.now())).toBe(true);
  });

  it('searches from 3 characters and filters by a yyyy-MM-dd date range', async () => {
    const short = await call('ao', 'POST', 'alert/events/list', { search: 'at' });
    expect(short.statusCode).toBe(400);
    const found = await list('ao', 'alert', 'all', { search: 'attendance', pageSize: 100 });
    expect(found.totalCount).toBeGreaterThan(0);
    expect(found.rows.every((r) => /attendance/i.test(`${r.title} ${r.words}`))).toBe(true);
    const byCentre = await list('ao', 'alert', 'all', { search: 'Andheri', pageSize: 100 });
    expect(byCentre.rows.every((r) => r.centre === 'Mumbai Andheri')).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    const recent = await list('ao', 'alert', 'all', { startDate: weekAgo, endDate: today, pageSize: 100 });
    const all = await list('ao', 'alert', 'all', { pageSize: 100 });
    expect(recent.totalCount).toBeLessThan(all.totalCount);
    expect(recent.rows.every((r) => r.createdAt.slice(0, 10) >= weekAgo && r.createdAt.slice(0, 10) <= today)).toBe(true);
    expect((await call('ao', 'POST', 'alert/events/list', { startDate: today, endDate: weekAgo })).statusCode).toBe(400);
    expect((await call('ao', 'POST', 'alert/events/list', { startDate: '25-11-2026' })).statusCode).toBe(400);
  });

  it('scope: a manager sees their centres, others only their own; 403 on someone else\'s alert by id', async () => {
    const aoAlert = (await list('ao', 'alert', 'list')).rows[0];
    const caAlert = (await list('centreadmin', 'alert', 'list')).rows[0];
    expect(caAlert.userId).toBe(ids.centreadmin);
    // orgadmin (organisation scope) sees everyone's; escalation heads the regular centres.
    const org = await list('orgadmin', 'alert', 'all', { pageSize: 100 });
    expect(new Set(org.rows.map((r) => r.userId))).toContain(ids.ao);
    expect((await call('orgadmin', 'GET', `alerts/${aoAlert.actionableId}/alert`)).statusCode).toBe(200);
    expect((await call('escalation', 'GET', `alerts/${aoAlert.actionableId}/alert`)).statusCode).toBe(200);
    // centreadmin and ao cannot read or change each other's alerts.
    for (const [user, other] of [['centreadmin', aoAlert], ['ao', caAlert]] as const) {
      const forbidden = [
        await call(user, 'GET', `alerts/${other.actionableId}/alert`),
        await call(user, 'PATCH', `alert/events/${other.actionableId}`, { isViewed: true }),
        await call(user, 'PATCH', `events/${other.actionableId}`, { status: 'resolved' }),
        await call(user, 'POST', `alerts/alert/${other.actionableId}/details`, {}),
        await call(user, 'GET', `alerts/alert/${other.actionableId}/download`),
        await call(user, 'GET', `events/${other.actionableId}`),
        await call(user, 'POST', `alerts/accuracy/${other.actionableId}`, { isAccurate: true }),
      ];
      for (const res of forbidden) expect([res.statusCode, res.json().code, res.json().message]).toEqual([403, 403, 'You are not authorised to perform this operation.']);
    }
    const after = await data<AlertDetail>('ao', 'GET', `alerts/${aoAlert.actionableId}/alert`);
    expect(after.status).toBe('open');
    expect((await call('ao', 'GET', 'alerts/99999999/alert')).statusCode).toBe(404);
    // Without the list tab (support) the module answers 403.
    expect((await call('support', 'POST', 'alert/events/list', {})).statusCode).toBe(403);
  });

  it('opening an alert marks it viewed, the banner (open alerts, as the list) stays; a manager opening it changes nothing', async () => {
    const unviewed = (await list('ao', 'alert', 'list', { pageSize: 100 })).rows.find((r) => !r.isViewed && r.userId === ids.ao)!;
    const byManager = await data<AlertRow>('orgadmin', 'PATCH', `alert/events/${unviewed.actionableId}`, { isViewed: true });
    expect(byManager.isViewed).toBe(false);
    const before = await counters('ao');
    const viewed = await data<AlertRow>('ao', 'PATCH', `alert/events/${unviewed.actionableId}`, { isViewed: true });
    expect(viewed.isViewed).toBe(true);
    expect(viewed.viewedAt).not.toBeNull();
    expect(await counters('ao')).toEqual(before);
    expect((await call('ao', 'PATCH', `alert/events/${unviewed.actionableId}`, { isViewed: false })).statusCode).toBe(400);
  });

  it('alert detail: words, link, show-more, lines and escalation steps', async () => {
    const rows = (await list('ao', 'alert', 'all', { pageSize: 100 })).rows;
    const training = rows.find((r) => r.eventKey === 'PLATFORM_TRAINING_NOT_STARTED')!;
    const d = await data<AlertDetail>('ao', 'GET', `alerts/${training.actionableId}/alert`);
    expect(d).toMatchObject({ link: '/dashboard', showMore: false, words: 'Platform training not started' });
    const escalated = rows.find((r) => r.escalationLevel > 0)!;
    const e = await data<AlertDetail>('ao', 'GET', `alerts/${escalated.actionableId}/alert`);
    expect(e.escalations.length).toBeGreaterThan(0);
    expect(e.escalations[0].level).toBe(1);
    const att = rows.find((r) => r.eventKey === 'MARK_ATTENDANCE')!;
    expect(await data<AlertDetail>('ao', 'GET', `alerts/${att.actionableId}/alert`)).toMatchObject({ showMore: true, link: expect.stringMatching(/^\/attendance\?class=\d+$/) });
  });

  it('details by target: escalation (the default path) and alert', async () => {
    const esc = (await list('escalation', 'escalation', 'all', { pageSize: 100 })).rows.find((r) => r.escalatedTo === 'Meera Iyer')!;
    expect(esc.escalationLevel).toBe(1);
    const byEscalation = await data<DetailsAnswer>('escalation', 'POST', `alerts/escalation/${esc.id}/details`, { pageSize: 1 });
    expect(byEscalation.target).toBe('escalation');
    expect(byEscalation.alert.actionableId).toBe(esc.actionableId);
    expect(byEscalation.items.length).toBeLessThanOrEqual(1);
    expect(byEscalation.escalations.map((x) => x.id)).toContain(esc.id);
    const byAlert = await data<DetailsAnswer>('escalation', 'POST', `alerts/alert/${esc.actionableId}/details`, {});
    expect(byAlert.target).toBe('alert');
    expect(byAlert.totalCount).toBe(byAlert.items.length);
    // Someone who can see neither the escalation nor the alert: 403.
    const other = await call('support', 'POST', `alerts/escalation/${esc.id}/details`, {});
    expect(other.statusCode).toBe(403);
    expect((await call('ao', 'POST', 'alerts/nothing/1/details', {})).statusCode).toBe(400);
  });

  it('the escalation tab: S. No. data, Name & Emp Code, Role, Escalation Date; open vs history', async () => {
    const open = await list('escalation', 'escalation', 'list', { pageSize: 100 });
    expect(open.rows.length).toBeGreaterThan(0);
    for (const r of open.rows) {
      expect(r.status).toBe('open');
      expect(r.userName && r.empCode && r.role && r.escalationDate && r.escalatedTo).toBeTruthy();
    }
    // Level 1 goes to the centre head (escalation heads the regular centres), level 2 to the organisation admin.
    expect(open.rows.filter((r) => r.escalationLevel === 1).every((r) => r.escalatedTo === 'Meera Iyer')).toBe(true);
    expect(open.rows.filter((r) => r.escalationLevel === 2).every((r) => r.escalatedTo === 'Rohan Mehta')).toBe(true);
    const ao = await list('ao', 'escalation', 'list', { pageSize: 100 });
    expect(ao.rows.every((r) => r.userId === ids.ao)).toBe(true);
    expect((await counters('ao')).escalationCount).toBe(ao.totalCount);
    const history = await list('orgadmin', 'escalation', 'history', { pageSize: 100 });
    expect(history.rows.every((r) => r.status === 'resolved')).toBe(true);
  });

  it('downloads an alert as .xlsx', async () => {
    const esc = (await list('ao', 'escalation', 'all')).rows[0];
    for (const type of ['alert', 'escalation']) {
      const res = await call('ao', 'GET', `alerts/${type}/${esc.actionableId}/download`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      expect(wb.worksheets.map((w) => w.name)).toEqual(type === 'alert' ? ['Alert', 'Details'] : ['Alert', 'Details', 'Escalations']);
      expect(wb.getWorksheet('Alert')!.getRow(2).getCell(1).value).toBe(esc.title);
    }
  });

  it('event detail limits its lines to the class groups asked for', async () => {
    // An alert about two batches (as a centre's weekly time-table alert can be): lines set on one of ao's seeded alerts.
    const mine = (await list('ao', 'alert', 'all', { pageSize: 100 })).rows.find((r) => r.eventKey === 'PLATFORM_TRAINING_NOT_STARTED')!;
    const lines = [{ classGroupId: 1, label: 'A', value: '1' }, { classGroupId: 2, label: 'B', value: '2' }, { classGroupId: 2, label: 'B', value: '3' }];
    await s.database.db.execute(sql`update alert_actionables set items = ${JSON.stringify(lines)}::jsonb where id = ${mine.actionableId}`);
    const withTwo = await data<EventDetail>('ao', 'GET', `events/${mine.actionableId}`);
    expect(new Set(withTwo.items.map((i) => i.classGroupId)).size).toBe(2);
    const first = withTwo.items[0].classGroupId!;
    const only = await data<EventDetail>('ao', 'GET', `events/${withTwo.eventId}?classGroupIds=${first}`);
    expect(only.items.length).toBeGreaterThan(0);
    expect(only.items.length).toBeLessThan(withTwo.items.length);
    expect(only.items.every((i) => i.classGroupId === first)).toBe(true);
    expect((await call('ao', 'GET', `events/${withTwo.eventId}?classGroupIds=1;2`)).statusCode).toBe(400);
  });

  it('resolving closes the alert and its escalations; reopening restores them', async () => {
    const target = (await list('ao', 'escalation', 'list')).rows[0];
    const before = await counters('ao');
    const resolved = await data<AlertRow>('ao', 'PATCH', `events/${target.actionableId}`, { status: 'resolved' });
    expect(resolved).toMatchObject({ status: 'resolved', overdue: false });
    const after = await counters('ao');
    expect(after.actionables).toBe(before.actionables - 1);
    expect(after.escalationCount).toBeLessThan(before.escalationCount);
    expect((await list('ao', 'alert', 'history', { pageSize: 100 })).rows.map((r) => r.actionableId)).toContain(target.actionableId);
    await data<AlertRow>('ao', 'PATCH', `events/${target.actionableId}`, { status: 'open' });
    expect(await counters('ao')).toEqual(before);
    expect((await call('ao', 'PATCH', `events/${target.actionableId}`, { status: 'done' })).statusCode).toBe(400);
  });

  it('accuracy: only on accuracy alerts; a confirmation resolves, a report of inaccuracy needs a remark and stays open', async () => {
    const rows = (await list('ao', 'alert', 'list', { pageSize: 100 })).rows;
    const accuracy = rows.filter((r) => r.eventKey === 'DATA_ACCURACY_BY_FACULTY' || r.eventKey === 'PLAN_ACCURACY');
    const other = rows.find((r) => !ALERT_EVENTS[r.eventKey].accuracy)!;
    expect((await call('ao', 'POST', `alerts/accuracy/${other.actionableId}`, { isAccurate: true })).statusCode).toBe(400);
    expect((await call('ao', 'POST', `alerts/accuracy/${accuracy[0].actionableId}`, { isAccurate: false })).statusCode).toBe(400);
    const flagged = await data<AlertRow>('ao', 'POST', `alerts/accuracy/${accuracy[0].actionableId}`, { isAccurate: false, remark: 'Two students in the wrong batch' });
    expect(flagged.status).toBe('open');
    const detail = await data<AlertDetail>('ao', 'GET', `alerts/${accuracy[0].actionableId}/alert`);
    expect(detail.accuracy).toMatchObject({ isAccurate: false, remark: 'Two students in the wrong batch', byUserId: ids.ao });
    const confirmed = await data<AlertRow>('ao', 'POST', `alerts/accuracy/${accuracy[0].actionableId}`, { isAccurate: true });
    expect(confirmed.status).toBe('resolved');
  });

  it('the totals kept by triggers agree with the tables after every change above', async () => {
    const diff = async (q: ReturnType<typeof sql>) => (await s.database.db.execute(q) as unknown as { rows: unknown[] }).rows;
    expect(await diff(sql`(select assigned_user_id, centre_id, status, event_key, n from alert_counts where n <> 0
        except select assigned_user_id, coalesce(centre_id, 0), status, event_key, count(*)::int from alert_actionables group by 1, 2, 3, 4)
      union all (select assigned_user_id, coalesce(centre_id, 0), status, event_key, count(*)::int from alert_actionables group by 1, 2, 3, 4
        except select assigned_user_id, centre_id, status, event_key, n from alert_counts)`)).toEqual([]);
    expect(await diff(sql`(select escalated_to_user_id, assigned_user_id, centre_id, open, n from alert_escalation_counts where n <> 0
        except select escalated_to_user_id, assigned_user_id, coalesce(centre_id, 0), open, count(*)::int from alert_escalations group by 1, 2, 3, 4)
      union all (select escalated_to_user_id, assigned_user_id, coalesce(centre_id, 0), open, count(*)::int from alert_escalations group by 1, 2, 3, 4
        except select escalated_to_user_id, assigned_user_id, centre_id, open, n from alert_escalation_counts)`)).toEqual([]);
    // A date range (counted on the table) wide enough for everything gives the summary's total.
    for (const [user, tab, suffix] of [['orgadmin', 'alert', 'list'], ['ao', 'alert', 'history'], ['escalation', 'escalation', 'list'], ['orgadmin', 'escalation', 'all']]) {
      const plain = await list(user, tab, suffix);
      const counted = await list(user, tab, suffix, { startDate: '2000-01-01', endDate: '2099-12-31' });
      expect(counted.totalCount).toBe(plain.totalCount);
    }
  });
});
