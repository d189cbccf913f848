// Each server keeps signed-in users' principals in memory (issue 28, item 3), checked against a generation the
// per-request session check reads from the database: two servers on one database both see, at the very next request,
// a change to what a principal shows (a centre renamed, a centre added), a sign-out and a deactivation; a principal
// read inside a transaction that rolls back is never used afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.js';
import { readConfig } from '../../server/config.js';
import { authenticate, PrincipalCache } from '../../server/db/repos/authenticate.js';
import { hashToken } from '../../server/auth/passwords.js';
import { engines, login, startTestServer, type TestServer } from './harness.js';
import { adminCalls } from './adminKit.js';

describe.each(engines)('principals cached per server on %s', (engine) => {
  let s: TestServer;
  let other: FastifyInstance;
  beforeAll(async () => {
    s = await startTestServer(engine);
    // A second server on the same database, with its own memory.
    other = await buildApp({ database: s.database, config: { ...readConfig({}), logLevel: 'silent', staticDir: '/nonexistent', checkResponses: true } });
    await other.ready();
  });
  afterAll(async () => { await other?.close(); await s?.close(); });

  const servers = () => [s.app, other];
  const get = (app: FastifyInstance, url: string, token: string) => app.inject({ method: 'GET', url, headers: { 'access-token': token } });
  const centreNames = async (app: FastifyInstance, token: string) =>
    ((await get(app, '/api/auth/ptm/filters', token)).json().data.centres as { name: string }[]).map((c) => c.name);
  const exec = (text: ReturnType<typeof sql>) => s.database.db.execute(text);

  it('shows a renamed or added centre at the next request on every server', async () => {
    const { token } = await login(s.app, 'orgadmin');
    const before = await centreNames(s.app, token!);
    for (const app of servers()) expect(await centreNames(app, token!)).toEqual(before);
    await exec(sql`update centres set name = 'Renamed Centre' where name = ${before[0]}`);
    for (const app of servers()) expect(await centreNames(app, token!)).toContain('Renamed Centre');
    await exec(sql`insert into centres (org_id, name, code, city) select org_id, 'Added Centre', 'ADD-PC', 'Pune' from users where username = 'orgadmin'`);
    for (const app of servers()) expect(await centreNames(app, token!)).toContain('Added Centre');
  });

  it('refuses a signed-out or deactivated user at the next request on every server', async () => {
    const out = (await login(s.app, 'support')).token!;
    for (const app of servers()) expect((await get(app, '/api/auth/abilities', out)).statusCode).toBe(200);
    await s.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { 'access-token': out } });
    for (const app of servers()) expect((await get(app, '/api/auth/abilities', out)).statusCode).toBe(401);

    const { token } = await login(other, 'ao');
    for (const app of servers()) expect((await get(app, '/api/auth/abilities', token!)).statusCode).toBe(200);
    const admin = await adminCalls(s.app);
    const id = (await admin.get('/api/admin/users?filter={"q":"ao"}')).body.find((u: { username: string }) => u.username === 'ao').id as number;
    expect((await admin.send('POST', '/api/admin/users/deactivate', { ids: [id] })).status).toBe(200);
    for (const app of servers()) expect((await get(app, '/api/auth/abilities', token!)).json().code).toBe(401);
  });

  it('never uses a principal read inside a transaction that rolled back', async () => {
    const { token } = await login(s.app, 'centreadmin');
    const hash = hashToken(token!);
    const cache = new PrincipalCache();
    const life = { idleMs: 60_000, absoluteMs: 60_000 };
    const name = async () => {
      const r = await authenticate(s.database.db, hash, life, cache);
      return r.ok ? r.principal.centres[0].name : r.reason;
    };
    const original = await name();
    await s.database.db.transaction(async (tx) => {
      await tx.execute(sql`update centres set name = 'Never Committed' where name = ${original}`);
      const inside = await authenticate(tx, hash, life, cache);
      expect(inside.ok && inside.principal.centres[0].name).toBe('Never Committed');
      tx.rollback();
    }).catch((err: Error) => { if (!/rollback/i.test(err.message)) throw err; });
    expect(await name()).toBe(original);
    // A change committed afterwards takes a generation of its own, never the rolled-back one's.
    await exec(sql`update organisations set name = name`);
    expect(await name()).toBe(original);
  });

  it('shares a cached principal between requests read-only', async () => {
    const { token } = await login(s.app, 'centreadmin');
    const r = await authenticate(s.database.db, hashToken(token!), { idleMs: 60_000, absoluteMs: 60_000 }, new PrincipalCache());
    expect(r.ok && Object.isFrozen(r.principal) && Object.isFrozen(r.principal.centres[0]) && Object.isFrozen(r.principal.roles[0].abilities)).toBe(true);
  });
});
