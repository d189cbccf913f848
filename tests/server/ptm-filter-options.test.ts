// The PTM view's centre and batch filters are the shared list's support lists: a user holding the PTM ability and no
// entity ability reads them, scoped to their centres, and nothing more of the entity support lists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, login, startTestServer, type TestServer } from './harness.js';
import { adminCalls, centreIdsByCode, uniqueName } from './adminKit.js';

describe.each(engines)('PTM filter options for a PTM-only user on %s', (engine) => {
  let s: TestServer;
  let token: string;
  let delhi: number;
  const get = (url: string) => s.app.inject({ method: 'GET', url: `/api/${url}`, headers: { 'access-token': token } });

  beforeAll(async () => {
    s = await startTestServer(engine, {}, { students: 50 });
    const admin = await adminCalls(s.app);
    const role = await admin.send('POST', '/api/admin/roles', { name: 'PTM Clerk', abilities: ['PTM Schedule'] });
    expect(role.status).toBe(201);
    const centres = await centreIdsByCode(admin);
    delhi = centres.get('DEL-SD')!.id;
    const user = { username: uniqueName('ptm'), firstName: 'Ptm', lastName: 'Clerk', roleId: role.body.id, orgId: centres.get('DEL-SD')!.orgId, scope: 'centre', centreIds: [delhi], password: 'secret-pass-1' };
    expect((await admin.send('POST', '/api/admin/users', user)).status).toBe(201);
    token = (await login(s.app, user.username, user.password)).token!;
  }, 180_000);
  afterAll(async () => { await s?.close(); });

  it('reads the centres and batches of their centres, as the PTM view filters by', async () => {
    const centres = await get('auth/v4/glorifire-entities/centres');
    expect(centres.statusCode).toBe(200);
    expect(centres.json().data.map((c: { id: number }) => c.id)).toEqual([delhi]);
    const batches = await get(`auth/v4/glorifire-entities/batches?centre=${delhi}`);
    expect(batches.statusCode).toBe(200);
    expect(batches.json().data.length).toBeGreaterThan(0);
    expect(new Set(batches.json().data.map((b: { centreId: number }) => b.centreId))).toEqual(new Set([delhi]));
    expect((await get('auth/ptm/schedules')).statusCode).toBe(200);
  });

  it('is still refused the other entity support lists and the entity lists', async () => {
    for (const url of ['auth/v4/glorifire-entities/roles', 'auth/v4/glorifire-entities/subjects', 'auth/v4/glorifire-entities/batch']) {
      expect((await get(url)).statusCode, url).toBe(403);
    }
  });
});
