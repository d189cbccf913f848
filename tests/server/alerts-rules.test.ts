// Alert rules (issue 24 items 3 and 4) on the seeded demo data: the rules raised real alerts at seed time, one open per
// (key, subject), each assigned to its centre's responsible person and linking to the screen that fixes it; the fix
// resolves it (attendance marked, a class added through the time-table form); thresholds come from the alert
// settings; and for every demo role the banner's counts equal the lists' totals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { engines, login, startTestServer, type TestServer } from './harness.js';
import { RULE_KEYS } from '../../schemas/alerts/rules.js';
import { entities } from '../../schemas/index.js';
import type { AlertListAnswer } from '../../schemas/api/alerts.js';
import type { AlertCounters } from '../../schemas/api/platform.js';
import { recheckAlerts, runRulePass } from '../../server/alerts/recheck.js';
import { nextWeek } from '../../server/alerts/ruleInput.js';

const BASE = '/api/auth/alert-escalation';
type Row = Record<string, unknown>;

describe.each(engines)('alert rules on %s', (engine) => {
  let s: TestServer;
  let orgId: number;
  const tokens: Record<string, string> = {};
  const q = async <T = Row>(query: ReturnType<typeof sql>) => ((await s.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const post = (user: string, url: string, payload: object) => s.app.inject({ method: 'POST', url: `${BASE}/${url}`, headers: { 'access-token': tokens[user] }, payload });
  const openAlert = async (key: string, subjectKey: string) =>
    (await q(sql`select * from alert_actionables where event_key = ${key} and subject_key = ${subjectKey} and status = 'open'`))[0];

  beforeAll(async () => {
    s = await startTestServer(engine);
    for (const u of ['ao', 'centreadmin', 'orgadmin', 'escalation', 'admin', 'support']) tokens[u] = (await login(s.app, u)).token!;
    [{ id: orgId }] = await q<{ id: number }>(sql`select id from organisations order by id limit 1`);
  });
  afterAll(async () => { await s?.close(); });

  it('raised every rule key from the data at seed time, one open alert per (key, subject), each with its fixing link', async () => {
    const rows = await q<{ event_key: string; subject_key: string; link: string }>(sql`select event_key, subject_key, link from alert_actionables where subject_key is not null and status = 'open'`);
    expect(new Set(rows.map((r) => r.event_key))).toEqual(new Set(RULE_KEYS));
    const twice = await q(sql`select event_key, subject_key from alert_actionables where status = 'open' and subject_key is not null group by 1, 2 having count(*) > 1`);
    expect(twice).toEqual([]);
    for (const r of rows.filter((x) => x.event_key === 'MARK_ATTENDANCE')) expect(r.link).toBe(`/attendance?class=${r.subject_key.slice('class:'.length)}`);
    const week = nextWeek(new Date());
    const perBatch = rows.find((r) => r.event_key === 'WEEKLY_TIME_TABLE_ONE_CLASS_PER_BATCH')!;
    expect(perBatch.link).toMatch(new RegExp(`^/time-table\\?centre=\\d+&batch=\\d+&classDateFrom=${week.weekStart}&classDateTo=${week.weekEnd}$`));
    expect(rows.find((r) => r.event_key === 'BATCH_WITHOUT_RELEVANT_FACULTY')!.link).toMatch(/^\/glorifireEntities\/home\?entity=teacher&centre=\d+&subject=[\d%C]+$/);
    // A second pass, two at once, raises nothing new: the subject key and the unique index keep one open each.
    await Promise.all([runRulePass(s.database.db), runRulePass(s.database.db)]);
    const after = await q(sql`select count(*)::int as n from alert_actionables where subject_key is not null and status = 'open'`);
    expect(after[0].n).toBe(rows.length);
  });

  it("assigns each alert to its centre's responsible person: centreadmin for Delhi, ao for Mumbai and Kolkata, else the org admin", async () => {
    const rows = await q<{ code: string; username: string }>(sql`select distinct c.code, u.username from alert_actionables a
      join centres c on c.id = a.centre_id join users u on u.id = a.assigned_user_id where a.subject_key is not null`);
    const expected: Record<string, string> = { 'DEL-SD': 'centreadmin', 'MUM-AN': 'ao', 'KOL-SL': 'ao' };
    for (const r of rows) expect(`${r.code} ${r.username}`).toBe(`${r.code} ${expected[r.code] ?? 'orgadmin'}`);
    expect(rows.map((r) => r.code)).toEqual(expect.arrayContaining(['DEL-SD', 'MUM-AN']));
  });

  it('marking the attendance of a class resolves its alert (recheckAlerts) and closes its escalations', async () => {
    const [a] = await q<{ id: number; subject_key: string }>(sql`select a.id, a.subject_key from alert_actionables a
      join time_table_classes t on 'class:' || t.id = a.subject_key
      where a.event_key = 'MARK_ATTENDANCE' and a.status = 'open' and exists (select 1 from students st where st.batch_id = t.batch_id) limit 1`);
    const classId = Number(a.subject_key.slice('class:'.length));
    await s.database.db.execute(sql`insert into attendance_marks (org_id, class_id, student_id, mark)
      select t.org_id, t.id, st.id, 'present' from time_table_classes t join students st on st.batch_id = t.batch_id where t.id = ${classId}`);
    const res = await recheckAlerts(s.database.db, orgId, ['MARK_ATTENDANCE']);
    expect(res).toMatchObject({ ran: true, resolved: 1, raised: 0 });
    const [row] = await q(sql`select status, resolved_at from alert_actionables where id = ${a.id}`);
    expect(row.status).toBe('resolved');
    expect(await q(sql`select 1 from alert_escalations where actionable_id = ${a.id} and open`)).toEqual([]);
  });

  it("adding a class to a thin batch's next week through the time-table form resolves its weekly alert", async () => {
    const week = nextWeek(new Date());
    const [thin] = await q<{ batchId: number; batch: string; centre: string; centreId: number }>(sql`select b.id as "batchId", b.batch_code as batch, c.name as centre, c.id as "centreId"
      from alert_actionables a join batches b on 'b' || b.id || ':' || ${week.weekStart} = a.subject_key join centres c on c.id = b.centre_id
      where a.event_key = 'WEEKLY_TIME_TABLE_ONE_CLASS_PER_BATCH' and a.status = 'open' and c.code = 'DEL-SD'`);
    const [f] = await q<{ code: string; subject: string }>(sql`select t.employee_code as code, (select name from subjects order by id limit 1) as subject
      from teachers t where t.centre_id = ${thin.centreId} and t.staff_kind = 'teacher' and t.status = 'active' order by t.id limit 1`);
    let saved = 0;
    for (let day = 1; day < 6 && saved !== 200; day++) {
      const classDate = new Date(Date.parse(week.weekStart) + day * 86_400_000).toISOString().slice(0, 10);
      const values = { centre: thin.centre, batch: thin.batch, subject: f.subject, faculty: f.code, classDate, startTime: '18:00', endTime: '19:00', room: 'Room 990' };
      saved = (await s.app.inject({ method: 'POST', url: `/api/${entities['time-table'].api.list}/record`, headers: { 'access-token': tokens.orgadmin }, payload: { values } })).statusCode;
    }
    expect(saved).toBe(200);
    expect(await openAlert('WEEKLY_TIME_TABLE_ONE_CLASS_PER_BATCH', `b${thin.batchId}:${week.weekStart}`)).toBeUndefined();
  });

  it('reads its thresholds from the alert settings: a higher maxClasses raises more, the default resolves them again', async () => {
    const count = async () => (await q<{ n: number }>(sql`select count(*)::int as n from alert_actionables where event_key = 'WEEKLY_TIME_TABLE_ONE_CLASS_PER_BATCH' and status = 'open'`))[0].n;
    const before = await count();
    await s.database.db.execute(sql`update alert_settings set thresholds = '{"maxClasses": 12}'::jsonb where event_key = 'WEEKLY_TIME_TABLE_ONE_CLASS_PER_BATCH'`);
    await recheckAlerts(s.database.db, orgId, ['WEEKLY_TIME_TABLE_ONE_CLASS_PER_BATCH']);
    expect(await count()).toBeGreaterThan(before);
    await s.database.db.execute(sql`update alert_settings set thresholds = '{}'::jsonb where event_key = 'WEEKLY_TIME_TABLE_ONE_CLASS_PER_BATCH'`);
    await recheckAlerts(s.database.db, orgId, ['WEEKLY_TIME_TABLE_ONE_CLASS_PER_BATCH']);
    expect(await count()).toBe(before);
  });

  it.each(['ao', 'centreadmin', 'escalation', 'orgadmin', 'admin', 'support'])('the banner of %s equals the lists it opens', async (user) => {
    const counters = (await post(user, 'counters', {})).json().data as AlertCounters;
    const alerts = await post(user, 'alert/events/list', { pageSize: 5 });
    if (alerts.statusCode === 403) return void expect(counters).toMatchObject({ alertCount: 0, escalationCount: 0 });
    const escalations = await post(user, 'escalation/events/list', { pageSize: 5 });
    expect(counters.alertCount).toBe((alerts.json().data as AlertListAnswer).totalCount);
    expect(counters.escalationCount).toBe((escalations.json().data as AlertListAnswer).totalCount);
    if (user !== 'support') expect(counters.alertCount + counters.escalationCount).toBeGreaterThan(0);
  });
});
