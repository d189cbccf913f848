// The alert config and the finished alert screens (issue 24 item 4): rule thresholds per organisation (checked against
// their declared bounds, used by the next evaluation), escalation rows naming the alert, its level and who it went to,
// the accuracy confirmation recording who and when, and the student-list rule (issue 25 item 4) it confirms.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { engines, login, startTestServer, type TestServer } from './harness.js';
import { alertCalls } from './alertsKit.js';
import { ALERT_RULES } from '../../schemas/alerts/rules.js';
import { recheckAlerts } from '../../server/alerts/recheck.js';
import type { AlertDetail, AlertListAnswer, AlertRow, AlertSetting } from '../../schemas/api/alerts.js';
import type { AlertCounters } from '../../schemas/api/platform.js';

const KEY = 'WEEKLY_TIME_TABLE_ONE_CLASS_PER_BATCH';

describe.each(engines)('alert config on %s', (engine) => {
  let s: TestServer;
  const tokens: Record<string, string> = {};
  const { call, data } = alertCalls(() => s.app, tokens);
  const openCount = async (key: string) => ((await s.database.db.execute(sql`select count(*)::int as n from alert_actionables where event_key = ${key} and status = 'open'`)) as unknown as { rows: { n: number }[] }).rows[0].n;
  const setting = async (key: string) => (await data<{ rows: AlertSetting[] }>('orgadmin', 'POST', 'settings/list', { eventKey: key })).rows[0];

  beforeAll(async () => {
    s = await startTestServer(engine);
    for (const u of ['orgadmin', 'ao', 'centreadmin']) tokens[u] = (await login(s.app, u)).token!;
  });
  afterAll(async () => { await s?.close(); });

  it('lists every declared threshold of a rule key at its default, and none for keys no rule decides', async () => {
    const rows = (await data<{ rows: AlertSetting[] }>('orgadmin', 'POST', 'settings/list', {})).rows;
    const attendance = rows.find((r) => r.eventKey === 'MARK_ATTENDANCE')!;
    expect(attendance.thresholds).toEqual({ graceHours: 24, lookbackDays: 14 });
    expect(rows.find((r) => r.eventKey === 'PTM_SCHEDULE_PENDING')!.thresholds).toEqual({ periodDays: 30 });
    expect(rows.find((r) => r.eventKey === 'STUDENTS_FEEDBACK')!.thresholds).toEqual({ minPercent: 60, daysBeforeEnd: 3 });
    expect(rows.find((r) => r.eventKey === 'PLATFORM_TRAINING_COMPLETED')!.thresholds).toEqual({});
  });

  it('refuses a threshold out of its bounds or unknown with a 422 naming each under its key, and saves nothing', async () => {
    const def = ALERT_RULES.MARK_ATTENDANCE.thresholds[0];
    const res = await call('orgadmin', 'PUT', 'settings/thresholds', { eventKey: 'MARK_ATTENDANCE', thresholds: { graceHours: 0, lookbackDays: 7, colour: 3 } });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(`${def.label} must be a whole number from ${def.min} to ${def.max}`);
    expect(res.json().data.errors).toEqual([
      { key: 'graceHours', message: `${def.label} must be a whole number from 1 to 240` },
      { key: 'colour', message: 'colour is not a threshold of MARK_ATTENDANCE' },
    ]);
    expect((await call('orgadmin', 'PUT', 'settings/thresholds', { eventKey: 'MARK_ATTENDANCE', thresholds: { graceHours: 2.5 } })).statusCode).toBe(422);
    expect((await setting('MARK_ATTENDANCE')).thresholds).toEqual({ graceHours: 24, lookbackDays: 14 });
    expect((await call('ao', 'PUT', 'settings/thresholds', { eventKey: 'MARK_ATTENDANCE', thresholds: { graceHours: 12 } })).statusCode).toBe(403);
    expect((await call('orgadmin', 'PUT', 'settings/thresholds', { eventKey: 'PLATFORM_TRAINING_COMPLETED', thresholds: {} })).statusCode).toBe(400);
    const none = await call('orgadmin', 'PUT', 'settings/thresholds', { eventKey: 'DATA_ACCURACY_BY_FACULTY', thresholds: { days: 3 } });
    expect(none.json().data.errors).toEqual([{ key: 'days', message: 'days is not a threshold of DATA_ACCURACY_BY_FACULTY' }]);
  });

  it("a changed threshold is the organisation's and changes what the rule raises, and back what it resolves", async () => {
    const before = await openCount(KEY);
    const raised = await data<AlertSetting>('orgadmin', 'PUT', 'settings/thresholds', { eventKey: KEY, thresholds: { maxClasses: 12 } });
    expect(raised.thresholds).toEqual({ maxClasses: 12 });
    const more = await openCount(KEY);
    expect(more).toBeGreaterThan(before);
    // Kept for the organisation, not on the shared setting.
    const stored = (await s.database.db.execute(sql`select o.thresholds as own, s.thresholds as shared from alert_rule_thresholds o
      join alert_settings s on s.event_key = o.event_key where o.event_key = ${KEY}`)) as unknown as { rows: { own: unknown; shared: unknown }[] };
    expect(stored.rows.map((r) => [typeof r.own === 'string' ? JSON.parse(r.own) : r.own, typeof r.shared === 'string' ? JSON.parse(r.shared) : r.shared]))
      .toEqual([[{ maxClasses: 12 }, {}]]);
    await data<AlertSetting>('orgadmin', 'PUT', 'settings/thresholds', { eventKey: KEY, thresholds: { maxClasses: 1 } });
    expect(await openCount(KEY)).toBe(before);
    const resolved = (await s.database.db.execute(sql`select count(*)::int as n from alert_actionables where event_key = ${KEY} and status = 'resolved'`)) as unknown as { rows: { n: number }[] };
    expect(resolved.rows[0].n).toBeGreaterThanOrEqual(more - before);
  });

  it('escalation rows name the alert (words and subject), its level and who it went to', async () => {
    const page = await data<AlertListAnswer>('orgadmin', 'POST', 'escalation/events/all', { pageSize: 100 });
    expect(page.rows.length).toBeGreaterThan(0);
    for (const r of page.rows) {
      expect(r.words).toBeTruthy();
      expect(r.title).toBeTruthy();
      expect([1, 2]).toContain(r.escalationLevel);
      expect(r.escalatedTo).toMatch(/\S/);
    }
    expect(new Set(page.rows.map((r) => r.escalationLevel))).toEqual(new Set([1, 2]));
  });

  it('confirming the accuracy of an accuracy alert records who and when and resolves it; the banner drops by one', async () => {
    const rows = (await data<AlertListAnswer>('orgadmin', 'POST', 'alert/events/list', { pageSize: 100, eventKey: 'DATA_ACCURACY_BY_FACULTY' })).rows;
    const mine = rows.find((r) => r.userName === 'Rohan Mehta') ?? rows[0];
    const counters = async () => data<AlertCounters>('orgadmin', 'POST', 'counters', {});
    const before = await counters();
    const confirmed = await data<AlertRow>('orgadmin', 'POST', `alerts/accuracy/${mine.actionableId}`, { isAccurate: true });
    expect(confirmed.status).toBe('resolved');
    const detail = await data<AlertDetail>('orgadmin', 'GET', `alerts/${mine.actionableId}/alert`);
    expect(detail.accuracy).toMatchObject({ isAccurate: true, remark: null, byName: 'Rohan Mehta' });
    expect(Date.now() - Date.parse(detail.accuracy!.at)).toBeLessThan(60_000);
    expect((await counters()).alertCount).toBe(before.alertCount - 1);
  });

  it("asks a batch's faculty to confirm its student list; one confirmation resolves the batch's alerts until the list changes", async () => {
    const db = s.database.db;
    const q = async <T = Record<string, unknown>>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
    const [batch] = await q<{ id: number; org: number }>(sql`select b.id, b.org_id as org from alert_actionables a join batches b on 'b' || b.id || ':students' = a.subject_key
      where a.event_key = 'DATA_ACCURACY_BY_FACULTY' and a.status = 'open' order by b.id limit 1`);
    // Two of the batch's faculty sign in with their employee codes: the next pass asks each of them.
    const users = await q<{ id: number }>(sql`insert into users (org_id, username, password_hash, first_name, user_type, scope)
      select t.org_id, lower(t.employee_code), 'x', t.name, 'faculty', 'centre' from teachers t
      where ${batch.id} = any(t.batch_ids) and t.staff_kind = 'teacher' and t.status = 'active' order by t.id limit 2 returning id`);
    const open = async () => (await q<{ id: number; assignee: number; title: string }>(sql`select id, assigned_user_id as assignee, title from alert_actionables
      where event_key = 'DATA_ACCURACY_BY_FACULTY' and subject_key like ${`b${batch.id}:students%`} and status = 'open' order by assigned_user_id`));
    const recheck = () => recheckAlerts(db, batch.org, ['DATA_ACCURACY_BY_FACULTY']);
    await recheck();
    const asked = await open();
    expect(asked.map((a) => a.assignee)).toEqual(users.map((u) => u.id).sort((a, b) => a - b));
    expect(asked[0].title).toMatch(/^Confirm the student list of .+: \d+ active student\(s\), never confirmed$/);
    const confirmed = await data<AlertRow>('orgadmin', 'POST', `alerts/accuracy/${asked[0].id}`, { isAccurate: true });
    expect(confirmed.status).toBe('resolved');
    expect(await open()).toEqual([]);
    await recheck();
    expect(await open()).toEqual([]);
    // A student of the batch edited: the list is asked for again.
    await db.execute(sql`update students set name = name || ' Jr', updated_at = now() where id = (select min(id) from students where batch_id = ${batch.id} and status = 'active')`);
    await recheck();
    const again = await open();
    expect(again).toHaveLength(2);
    expect(again[0].title).toContain(`changed since it was confirmed on ${new Date().toISOString().slice(0, 10)}`);
  });
});
