// Alert settings and escalations stay within an organisation: an organisation admin's priority and escalation rules
// (config tab) are their organisation's own, and an alert escalates, or is assigned for want of anyone at its centre,
// to people of its own organisation only. A second organisation here has its own admin, a centre with staff and a
// centre with nobody; before, its alerts escalated to the demo organisation's admin, and a priority set by either
// admin changed the other's alerts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { engines, login, startTestServer, type TestServer } from './harness.js';
import { alertCalls } from './alertsKit.js';
import { runEscalations } from '../../server/alerts/escalate.js';
import { CENTRE_ASSIGNEE } from '../../server/alerts/recipients.js';
import { alertActionables } from '../../server/db/alertTables.js';
import fs from 'node:fs';

const KEY = 'STUDENTS_FEEDBACK';
const HOUR = 3_600_000;
// Far ahead of the seed, so the seeded alerts' own escalations are long done before the cases run.
const T0 = new Date('2032-05-01T08:00:00Z');
const at = (hours: number) => new Date(T0.getTime() + hours * HOUR);
const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

describe.each(engines)('alerts of two organisations on %s', (engine) => {
  let s: TestServer;
  const ids: Record<string, number> = {};
  const centres: Record<string, number> = {};
  const alerts: Record<string, number> = {};
  const tokens: Record<string, string> = {};

  const { call } = alertCalls(() => s.app, tokens);
  const settingOf = async (user: string) => {
    const res = await call(user, 'POST', 'settings/list', { eventKey: KEY });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.rows[0] as { id: number; priorityLevel: number; escalationRules: { level: number; afterHours: number }[] };
  };
  const escalationsOf = async (actionableId: number) => rowsOf<{ level: number; to: string }>(await s.database.db.execute(sql`
    select e.level, u.username as "to" from alert_escalations e join users u on u.id = e.escalated_to_user_id where e.actionable_id = ${actionableId} order by e.level`));
  const priorityOf = async (actionableId: number) =>
    rowsOf<{ p: number }>(await s.database.db.execute(sql`select priority_level as p from alert_actionables where id = ${actionableId}`))[0].p;

  beforeAll(async () => {
    s = await startTestServer(engine);
    const db = s.database.db;
    // Other Institute: an admin like the demo one, a centre with a member of staff, and a centre with nobody.
    await db.execute(sql`
      with o as (insert into organisations (name, code) values ('Other Institute', 'OTH') returning id),
      c as (insert into centres (org_id, name, code, city) select o.id, x.name, x.code, 'Pune' from o,
              (values ('Other Staffed', 'OTH-ST'), ('Other Empty', 'OTH-EM')) x(name, code) returning id),
      u as (insert into users (org_id, username, password_hash, first_name, last_name, user_type, scope)
              select o.id, x.username, a.password_hash, x.first_name, 'Other', a.user_type, x.scope from o, users a,
                (values ('othadmin', 'Admin', 'organisation'), ('othstaff', 'Staff', 'centre')) x(username, first_name, scope)
              where a.username = 'orgadmin' returning id, username)
      insert into user_roles (user_id, role_id, position) select u.id, ur.role_id, ur.position from u, user_roles ur join users a on a.id = ur.user_id
        where a.username = 'orgadmin' and u.username = 'othadmin'`);
    for (const u of rowsOf<{ id: number; username: string }>(await db.execute(sql`select id, username from users`))) ids[u.username] = u.id;
    for (const c of rowsOf<{ id: number; code: string; org_id: number }>(await db.execute(sql`select id, code, org_id from centres`))) centres[c.code] = c.id;
    await db.execute(sql`insert into user_centres (user_id, centre_id) values (${ids.othstaff}, ${centres['OTH-ST']})`);
    await db.execute(sql`insert into alert_escalation_recipients (org_id, level, centre_id, user_id)
      select org_id, 2, null, id from users where username = 'othadmin'`);
    for (const user of ['orgadmin', 'othadmin']) tokens[user] = (await login(s.app, user)).token!;
    // Settle the seeded alerts first, so each run below only concerns the new ones.
    await runEscalations(db, at(-1));
    for (const [name, user, centre] of [['vci', 'centreadmin', 'DEL-SD'], ['oth', 'othstaff', 'OTH-ST']] as const) {
      const [row] = await db.insert(alertActionables).values({
        eventKey: KEY, title: `Per-org case ${name}`, assignedUserId: ids[user], centreId: centres[centre], priorityLevel: 4, createdAt: T0,
      }).returning({ id: alertActionables.id });
      alerts[name] = row.id;
    }
  });
  afterAll(async () => { await s?.close(); });

  it("an organisation admin's priority is their organisation's, on its alerts only", async () => {
    const res = await call('orgadmin', 'PUT', 'settings/priority', { eventKey: KEY, priorityLevel: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.priorityLevel).toBe(1);
    expect(await priorityOf(alerts.vci)).toBe(1);
    expect(await priorityOf(alerts.oth)).toBe(4);
    expect((await settingOf('othadmin')).priorityLevel).toBe(4);
    expect((await call('othadmin', 'PUT', 'settings/priority', { eventKey: KEY, priorityLevel: 5 })).statusCode).toBe(200);
    expect(await priorityOf(alerts.oth)).toBe(5);
    expect(await priorityOf(alerts.vci)).toBe(1);
    expect((await settingOf('orgadmin')).priorityLevel).toBe(1);
  });

  it('each organisation escalates on its own rules, to its own admin', async () => {
    const rules = async (user: string, afterHours: number) => {
      const { id } = await settingOf(user);
      const res = await call(user, 'POST', `events/${id}`, { triggers: [{ level: 1, trigger: 'notResolved', afterHours }] });
      expect(res.statusCode, res.body).toBe(200);
    };
    await rules('orgadmin', 2);
    await rules('othadmin', 10);
    expect((await settingOf('orgadmin')).escalationRules).toMatchObject([{ level: 1, afterHours: 2 }]);
    expect((await settingOf('othadmin')).escalationRules).toMatchObject([{ level: 1, afterHours: 10 }]);
    await runEscalations(s.database.db, at(3));
    // DEL-SD's head is the demo 'escalation' user.
    expect(await escalationsOf(alerts.vci)).toMatchObject([{ level: 1, to: 'escalation' }]);
    expect(await escalationsOf(alerts.oth)).toEqual([]);
    await runEscalations(s.database.db, at(10));
    // OTH-ST has no head: level 1 falls to the admin of its own organisation.
    expect(await escalationsOf(alerts.oth)).toEqual([{ level: 1, to: 'othadmin' }]);
  });

  it("a centre with nobody of its own has its alerts assigned to its own organisation's admin", async () => {
    const assignee = async (centre: string) =>
      rowsOf<{ u: number }>(await s.database.db.execute(sql`select ${CENTRE_ASSIGNEE(sql`${centres[centre]}::int`)} as u`))[0].u;
    expect(await assignee('OTH-ST')).toBe(ids.othstaff);
    expect(await assignee('OTH-EM')).toBe(ids.othadmin);
  });

  it('an organisation follows the defaults again once its own settings of a key are removed, and the other keeps its own', async () => {
    const own = await settingOf('othadmin') as Awaited<ReturnType<typeof settingOf>> & { own: Record<string, boolean> };
    expect(own.own).toEqual({ priority: true, escalationRules: true, thresholds: false });
    expect(await priorityOf(alerts.oth)).toBe(5);
    const res = await call('othadmin', 'DELETE', `settings/${KEY}/own`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      priorityLevel: 4, escalationRules: [{ level: 1, trigger: 'notViewed', afterHours: 48 }], own: { priority: false, escalationRules: false, thresholds: false },
    });
    expect(await priorityOf(alerts.oth)).toBe(4);
    // The demo organisation's own stay, on its alerts too.
    expect(await priorityOf(alerts.vci)).toBe(1);
    expect(await settingOf('orgadmin')).toMatchObject({ priorityLevel: 1, own: { priority: true, escalationRules: true } });
  });

  it('migration 0030 puts right what the old escalations and assignments left across organisations', async () => {
    const db = s.database.db;
    // As the old code left it: an alert of Other Institute's empty centre assigned to the demo admin, and escalated to them.
    const [leaked] = await db.insert(alertActionables).values({
      eventKey: KEY, title: 'Leaked', assignedUserId: ids.orgadmin, centreId: centres['OTH-EM'], priorityLevel: 4, createdAt: T0, escalationLevel: 2,
    }).returning({ id: alertActionables.id });
    await db.execute(sql`insert into alert_escalations (actionable_id, level, escalated_to_user_id, escalated_at, reason, assigned_user_id, centre_id, open)
      values (${leaked.id}, 2, ${ids.orgadmin}, ${T0.toISOString()}::timestamptz, 'notResolved', ${ids.orgadmin}, ${centres['OTH-EM']}, true)`);
    // An organisation with no admin of its own: its leaked alert has nowhere to go.
    await db.execute(sql`with o as (insert into organisations (name, code) values ('Third Institute', 'THI') returning id)
      insert into centres (org_id, name, code, city) select o.id, 'Third Centre', 'THI-1', 'Pune' from o`);
    const [orphan] = await db.insert(alertActionables).values({
      eventKey: KEY, title: 'Orphan', assignedUserId: ids.orgadmin, centreId: rowsOf<{ id: number }>(await db.execute(sql`select id from centres where code = 'THI-1'`))[0].id, priorityLevel: 4, createdAt: T0,
    }).returning({ id: alertActionables.id });
    const statements = fs.readFileSync(new URL('../../server/db/migrations/0030_alerts_per_org_repair.sql', import.meta.url), 'utf8').split('--> statement-breakpoint');
    for (const statement of statements) await db.execute(sql.raw(statement));
    const after = rowsOf<{ id: number; assigned: number; level: number }>(await db.execute(sql`
      select id, assigned_user_id as assigned, escalation_level as level from alert_actionables where id = any(${sql.param([leaked.id, orphan.id, alerts.vci, alerts.oth])}::int[]) order by id`));
    expect(after).toEqual([
      { id: alerts.vci, assigned: ids.centreadmin, level: 1 },
      { id: alerts.oth, assigned: ids.othstaff, level: 1 },
      { id: leaked.id, assigned: ids.othadmin, level: 0 },
    ]);
    expect(await escalationsOf(leaked.id)).toEqual([]);
    expect(await escalationsOf(alerts.oth)).toEqual([{ level: 1, to: 'othadmin' }]);
  });

  it('an organisation that named nobody for its escalations has them go to its Institute Admin, else its Admin', async () => {
    const db = s.database.db;
    // New Institute: an Admin and an Institute Admin (organisation-wide), a centre with nobody, no recipient named.
    await db.execute(sql`
      with o as (insert into organisations (name, code) values ('New Institute', 'NEW') returning id),
      c as (insert into centres (org_id, name, code, city) select o.id, 'New Empty', 'NEW-EM', 'Pune' from o returning id),
      u as (insert into users (org_id, username, password_hash, first_name, last_name, user_type, scope)
              select o.id, x.username, a.password_hash, x.username, 'New', a.user_type, 'organisation' from o, users a,
                (values ('newadmin'), ('newinst')) x(username) where a.username = 'orgadmin' returning id, username)
      insert into user_roles (user_id, role_id, position)
        select u.id, r.id, 0 from u join roles r on r.name = case u.username when 'newinst' then 'Institute Admin' else 'Admin' end`);
    for (const u of rowsOf<{ id: number; username: string }>(await db.execute(sql`select id, username from users where username like 'new%'`))) ids[u.username] = u.id;
    const centre = rowsOf<{ id: number }>(await db.execute(sql`select id from centres where code = 'NEW-EM'`))[0].id;
    const assignee = async () => rowsOf<{ u: number | null }>(await db.execute(sql`select ${CENTRE_ASSIGNEE(sql`${centre}::int`)} as u`))[0].u;
    expect(await assignee()).toBe(ids.newinst);

    const [row] = await db.insert(alertActionables).values({
      eventKey: KEY, title: 'New case', assignedUserId: ids.newinst, centreId: centre, priorityLevel: 4, createdAt: T0,
    }).returning({ id: alertActionables.id });
    await runEscalations(db, at(24 * 30));
    // Never to the alert's own assignee: the Institute Admin's alert goes to the Admin, at each level it reaches.
    const escalations = await escalationsOf(row.id);
    expect(escalations.length).toBeGreaterThan(0);
    expect(escalations.every((e) => e.to === 'newadmin')).toBe(true);

    // With nobody left who may answer, nobody of another organisation does.
    await db.execute(sql`update users set active = false where username in ('newadmin', 'newinst')`);
    expect(await assignee()).toBeNull();
  });
});
