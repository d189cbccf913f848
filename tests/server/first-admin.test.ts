// The first administrator of a database without demo data (issue 27 item 4's other half: production PostgreSQL gets
// no demo sign-ins, so it needs a way to its first user): made once, signs in, sees everything; bad input refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { createFirstAdmin, hasUsers } from '../../server/admin/firstAdmin.js';
import { migrate, openDatabase, type Database } from '../../server/db/client.js';
import { readConfig } from '../../server/config.js';
import { createScratchDatabase, engines, login } from './harness.js';
import type { FastifyInstance } from 'fastify';

const admin = { orgName: 'Example Institute', orgCode: 'EXI', username: 'first.admin', password: 'a long secret', firstName: 'Asha' };

describe.each(engines)('the first administrator on %s', (engine) => {
  let database: Database;
  let app: FastifyInstance;
  let drop = async () => {};
  beforeAll(async () => {
    const scratch = engine === 'postgres' ? await createScratchDatabase('eoc_test') : undefined;
    drop = scratch?.drop ?? drop;
    database = await openDatabase({ databaseUrl: scratch?.url, poolSize: 3 });
    await migrate(database);
    app = await buildApp({ database, config: { ...readConfig({}), logLevel: 'silent', staticDir: '/nonexistent' } });
    await app.ready();
  });
  afterAll(async () => { await app?.close(); await database?.close(); await drop(); });

  it('starts with no user, and no demo sign-in works', async () => {
    expect(await hasUsers(database.db)).toBe(false);
    expect((await login(app, 'admin')).res.statusCode).toBe(401);
  });

  it('refuses bad input before it writes anything', async () => {
    await expect(createFirstAdmin(database.db, { ...admin, password: 'short' })).rejects.toThrow('Password must be at least 8 characters');
    await expect(createFirstAdmin(database.db, { ...admin, username: 'a b' })).rejects.toThrow(/Username must be 3 to 64 characters/);
    await expect(createFirstAdmin(database.db, { ...admin, orgCode: ' ' })).rejects.toThrow('The organisation needs a name and a code');
    expect(await hasUsers(database.db)).toBe(false);
  });

  it('makes the organisation, an Admin role with every ability and the user, who signs in and reaches every list', async () => {
    const made = await createFirstAdmin(database.db, admin);
    expect(made.orgId).toEqual(expect.any(Number));
    const { res, token } = await login(app, admin.username, admin.password);
    expect(res.statusCode).toBe(200);
    for (const list of ['crp', 'batch', 'teacher']) {
      const r = await app.inject({ method: 'GET', url: `/api/auth/v4/glorifire-entities/${list}`, headers: { 'access-token': token! } });
      expect(r.statusCode, list).toBe(200);
      expect(r.json().data.totalCount).toBe(0);
    }
    const roles = await app.inject({ method: 'GET', url: '/api/admin/roles', headers: { 'access-token': token! } });
    expect(roles.statusCode).toBe(200);
  });

  it('refuses a second user of the same name, in any case, and changes nothing', async () => {
    await expect(createFirstAdmin(database.db, { ...admin, username: 'FIRST.ADMIN' })).rejects.toThrow('Username is already taken');
    const second = await createFirstAdmin(database.db, { ...admin, username: 'second.admin' });
    expect(second.orgId).toBeGreaterThan(0);
    expect((await login(app, 'second.admin', admin.password)).res.statusCode).toBe(200);
  });
});
