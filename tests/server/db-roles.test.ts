// Migrations as the owner role (MIGRATION_DATABASE_URL), serving as a role that reads and writes rows only: the
// server works, and the serving role cannot TRUNCATE the audit log or disable or drop its trigger (issue 27, item 6).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, engines } from './harness.js';
import { killChild, startServerChild, type DatabasePlace, type ServerChild } from './serverProcess.js';

const asRole = (url: string, role: string) => { const u = new URL(url); u.username = role; return u.toString(); };

async function admin(sqlText: string, url = process.env.TEST_DATABASE_URL) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try { return (await client.query(sqlText)).rows; } finally { await client.end(); }
}

describe.each(engines.filter((e) => e === 'postgres'))('an owner role and a serving role on %s', () => {
  const role = `eoc_serving_${randomBytes(4).toString('hex')}`;
  let place: DatabasePlace;
  let ownerUrl: string;
  let server: ServerChild;
  let serving: pg.Client;
  beforeAll(async () => {
    await admin(`create role ${role} login`);
    const { url, drop } = await createScratchDatabase('eoc_roles');
    ownerUrl = url;
    place = { engine: 'postgres', databaseUrl: asRole(url, role), drop };
    server = await startServerChild(place, { MIGRATION_DATABASE_URL: url, SEED_DEMO: 'true' });
    serving = new pg.Client({ connectionString: place.databaseUrl });
    await serving.connect();
  }, 180_000);
  afterAll(async () => {
    await serving?.end();
    if (server) await killChild(server.child, 'SIGKILL');
    await place?.drop();
    await admin(`drop role if exists ${role}`);
  });

  it('serves: signs in and writes the audit log', async () => {
    const res = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'demo1234' }) });
    expect(res.status).toBe(200);
    expect((await serving.query('select current_user')).rows[0].current_user).toBe(role);
    await serving.query(`insert into audit_log (action) values ('test')`);
  });

  it('cannot empty the audit log or switch off its trigger', async () => {
    await expect(serving.query('truncate audit_log')).rejects.toThrow(/permission denied/);
    await expect(serving.query('alter table audit_log disable trigger all')).rejects.toThrow(/must be owner/);
    await expect(serving.query('alter table audit_log disable trigger audit_log_no_update')).rejects.toThrow(/must be owner/);
    await expect(serving.query('drop trigger audit_log_no_update on audit_log')).rejects.toThrow(/must be owner/);
    await expect(serving.query(`delete from audit_log where action = 'test'`)).rejects.toThrow();
  });

  it("moves an upload's pending trigram entries into the index as the owner, for the serving role (0034)", async () => {
    await admin('create extension if not exists pgstattuple', ownerUrl);
    const pending = async () => Number((await admin(`select pending_tuples from pgstatginindex('students_name_trgm')`, ownerUrl))[0].pending_tuples);
    await admin('vacuum students', ownerUrl);
    const before = await pending();
    // As a job writes: pending entries allowed to grow within its transaction (server/uploads/db/trigramEntries.ts).
    await serving.query('begin');
    await serving.query(`set local gin_pending_list_limit = '1GB'`);
    await serving.query(`update students set name = name || ' Zyxq' where id in (select id from students order by id limit 40)`);
    await serving.query('commit');
    expect(await pending()).toBeGreaterThan(before);
    // Searches read the pending entries as they read the index.
    await serving.query('set enable_seqscan = off');
    expect((await serving.query(`select count(*)::int as n from students where name ilike '%zyxq%'`)).rows[0].n).toBe(40);
    await expect(serving.query('select gin_clean_pending_list(\'students_name_trgm\'::regclass)')).rejects.toThrow(/must be owner/);
    await serving.query('select gin_flush_pending()');
    expect(await pending()).toBe(0);
    expect((await serving.query(`select count(*)::int as n from students where name ilike '%zyxq%'`)).rows[0].n).toBe(40);
  });
});
