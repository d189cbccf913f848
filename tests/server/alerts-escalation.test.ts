// Escalation levels with a fake clock (issue 14): level 1 to the centre's head, level 2 to the organisation admin,
// each on "not viewed" or "not resolved" after the configured hours; idempotent; a missing head falls to the admin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { engines, login, startTestServer, type TestServer } from './harness.js';
import { runEscalations } from '../../server/alerts/escalate.js';
import { alertActionables } from '../../server/db/alertTables.js';
import type { AlertCounters } from '../../schemas/api/platform.js';

const BASE = '/api/auth/alert-escalation';
const HOUR = 3_600_000;
// Far ahead of the seed, so the seeded alerts' own escalations are long done before the cases run.
const T0 = new Date('2031-03-01T08:00:00Z');
const at = (hours: number) => new Date(T0.getTime() + hours * HOUR);

describe.each(engines)('alert escalation levels on %s', (engine) => {
  let s: TestServer;
  const ids: Record<string, number> = {};
  const centres: Record<string, number> = {};
  const alerts: Record<string, number> = {};

  const rows = <T>(res: unknown) => (res as { rows: T[] }).rows;
  const escalationsOf = async (actionableId: number) => rows<{ level: number; to: string; reason: string; escalatedAt: Date | string; open: boolean }>(
    await s.database.db.execute(sql`select e.level, u.username as "to", e.reason, e.escalated_at as "escalatedAt", e.open
      from alert_escalations e join users u on u.id = e.escalated_to_user_id where e.actionable_id = ${actionableId} order by e.level`));
  const levelOf = async (actionableId: number) => rows<{ l: number }>(await s.database.db.execute(sql`select escalation_level as l from alert_actionables where id = ${actionableId}`))[0].l;

  beforeAll(async () => {
    s = await startTestServer(engine);
    for (const u of rows<{ id: number; username: string }>(await s.database.db.execute(sql`select id, username from users`))) ids[u.username] = u.id;
    for (const c of rows<{ id: number; code: string }>(await s.database.db.execute(sql`select id, code from centres`))) centres[c.code] = c.id;
    // Rules through the API, as the config tab sets them.
    const { token } = await login(s.app, 'orgadmin');
    const settings = (await s.app.inject({ method: 'POST', url: `${BASE}/settings/list`, headers: { 'access-token': token! }, payload: { eventKey: 'STUDENTS_FEEDBACK' } })).json().data.rows;
    const res = await s.app.inject({
      method: 'POST', url: `${BASE}/events/${settings[0].id}`, headers: { 'access-token': token! },
      payload: { triggers: [{ level: 1, trigger: 'notViewed', afterHours: 6 }, { level: 2, trigger: 'notResolved', afterHours: 30 }] },
    });
    expect(res.statusCode).toBe(200);
    // Settle the seeded alerts first, so each run below only concerns the new ones.
    await runEscalations(s.database.db, at(-1));
    const insert = async (name: string, user: string, centre: string, extra: Partial<typeof alertActionables.$inferInsert> = {}) => {
      const [row] = await s.database.db.insert(alertActionables).values({
        eventKey: 'STUDENTS_FEEDBACK', title: `Escalation case ${name}`, assignedUserId: ids[user], centreId: centres[centre], priorityLevel: 4, createdAt: T0, dueAt: at(24), ...extra,
      }).returning({ id: alertActionables.id });
      alerts[name] = row.id;
    };
    await insert('unviewed', 'centreadmin', 'DEL-SD');
    await insert('viewed', 'centreadmin', 'DEL-SD', { isViewed: true, viewedAt: at(1) });
    await insert('resolved', 'centreadmin', 'DEL-SD', { status: 'resolved', resolvedAt: at(2) });
    await insert('noHead', 'ao', 'LKO-NC');
  });
  afterAll(async () => { await s?.close(); });

  it('nothing before the configured hours', async () => {
    expect(await runEscalations(s.database.db, at(5.9))).toBe(0);
    for (const id of Object.values(alerts)) expect(await levelOf(id)).toBe(0);
  });

  it('level 1 "not viewed" after 6 h goes to the centre head; a viewed or resolved alert stays', async () => {
    const before = (await s.app.inject({ method: 'POST', url: `${BASE}/counters`, headers: { 'access-token': (await login(s.app, 'escalation')).token! } })).json().data as AlertCounters;
    expect(await runEscalations(s.database.db, at(6))).toBe(2);
    const unviewed = await escalationsOf(alerts.unviewed);
    expect(unviewed).toMatchObject([{ level: 1, to: 'escalation', reason: 'notViewed', open: true }]);
    expect(new Date(unviewed[0].escalatedAt).toISOString()).toBe(at(6).toISOString());
    expect(await escalationsOf(alerts.viewed)).toEqual([]);
    expect(await escalationsOf(alerts.resolved)).toEqual([]);
    // A centre with no head: level 1 falls to the organisation admin.
    expect(await escalationsOf(alerts.noHead)).toMatchObject([{ level: 1, to: 'orgadmin', reason: 'notViewed' }]);
    const after = (await s.app.inject({ method: 'POST', url: `${BASE}/counters`, headers: { 'access-token': (await login(s.app, 'escalation')).token! } })).json().data as AlertCounters;
    expect(after.escalationCount).toBe(before.escalationCount + 1);
  });

  it('runs again without repeating itself', async () => {
    expect(await runEscalations(s.database.db, at(6))).toBe(0);
    expect(await runEscalations(s.database.db, at(29))).toBe(0);
    expect(await escalationsOf(alerts.unviewed)).toHaveLength(1);
  });

  it('level 2 "not resolved" after 30 h goes to the organisation admin, also for an alert that skipped level 1', async () => {
    expect(await runEscalations(s.database.db, at(30))).toBe(3);
    expect(await escalationsOf(alerts.unviewed)).toMatchObject([{ level: 1, to: 'escalation' }, { level: 2, to: 'orgadmin', reason: 'notResolved' }]);
    expect(await escalationsOf(alerts.viewed)).toMatchObject([{ level: 2, to: 'orgadmin', reason: 'notResolved' }]);
    expect(await escalationsOf(alerts.resolved)).toEqual([]);
    expect(await levelOf(alerts.unviewed)).toBe(2);
    expect(await runEscalations(s.database.db, at(100))).toBe(0);
  });

  it('the escalations show in the lists, and resolving the alert closes them', async () => {
    const { token } = await login(s.app, 'orgadmin');
    const list = async (suffix: string) => (await s.app.inject({ method: 'POST', url: `${BASE}/escalation/events/${suffix}`, headers: { 'access-token': token! }, payload: { search: 'Escalation case', pageSize: 100 } })).json().data;
    const open = await list('list');
    expect(open.rows.filter((r: { actionableId: number }) => r.actionableId === alerts.unviewed)).toHaveLength(2);
    const ca = (await login(s.app, 'centreadmin')).token!;
    const res = await s.app.inject({ method: 'PATCH', url: `${BASE}/events/${alerts.unviewed}`, headers: { 'access-token': ca }, payload: { status: 'resolved' } });
    expect(res.statusCode).toBe(200);
    expect((await escalationsOf(alerts.unviewed)).every((e) => !e.open)).toBe(true);
    const history = await list('history');
    expect(history.rows.filter((r: { actionableId: number }) => r.actionableId === alerts.unviewed)).toHaveLength(2);
  });

  it('a rule set to nothing stops escalating', async () => {
    const [row] = await s.database.db.insert(alertActionables).values({ eventKey: 'PLATFORM_TRAINING_COMPLETED', title: 'No rules', assignedUserId: ids.ao, centreId: centres['MUM-AN'], createdAt: T0 }).returning({ id: alertActionables.id });
    await runEscalations(s.database.db, at(1000));
    expect(await escalationsOf(row.id)).toEqual([]);
  });
});
