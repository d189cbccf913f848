// Sign-in, abilities, sign-out, expiry, 401 and 4001, bad input: on PGlite, and on PostgreSQL when configured.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, login, startTestServer, type TestServer } from './harness.js';

describe.each(engines)('auth API on %s', (engine) => {
  let s: TestServer;
  beforeAll(async () => { s = await startTestServer(engine, { sessionIdleMs: 1500 }); });
  afterAll(async () => { await s?.close(); });

  const get = (url: string, token?: string) =>
    s.app.inject({ method: 'GET', url, headers: token ? { 'access-token': token } : {} });

  it('answers health with the database kind and migration level', async () => {
    const res = await get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ database: engine, migrations: expect.any(Number) });
    expect(res.json().data.migrations).toBeGreaterThan(0);
  });

  it('signs in and answers the embedded-login shape', async () => {
    const { res, body } = await login(s.app, 'centreadmin');
    expect(res.statusCode).toBe(200);
    expect(body.code).toBe(200);
    const d = body.data.loginData;
    expect(typeof body.data.authToken).toBe('string');
    expect(d.userRoles).toEqual([{ name: 'Centre Admin' }]);
    expect(d.roles[0].permissions[0]).toHaveProperty('permission_name');
    expect(d).toMatchObject({ Fname: 'Priya', lname: 'Nair', userId: expect.any(Number) });
    expect(d.settings.centresData.map((c: { code: string }) => c.code)).toEqual(['DEL-SD']);
    expect(d.settings.orgsData).toHaveLength(1);
    expect(d.settings).toHaveProperty('ismyPATUser', false);
  });

  it('gives an org admin every centre of the organisation', async () => {
    const { body } = await login(s.app, 'orgadmin');
    expect(body.data.loginData.settings.centresData.length).toBeGreaterThanOrEqual(6);
  });

  it('lists the abilities of the first role', async () => {
    const { token } = await login(s.app, 'admin');
    const res = await get('/api/auth/abilities', token);
    expect(res.json()).toMatchObject({ code: 200, data: ['*'] });
  });

  it('answers 401 with body code 401 for a missing, garbage or revoked token', async () => {
    expect((await get('/api/auth/abilities')).json().code).toBe(401);
    const garbage = await get('/api/auth/abilities', 'x'.repeat(150));
    expect([garbage.statusCode, garbage.json().code]).toEqual([401, 401]);
    const { token } = await login(s.app, 'support');
    const out = await s.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { 'access-token': token! } });
    expect(out.statusCode).toBe(200);
    const after = await get('/api/auth/abilities', token);
    expect([after.statusCode, after.json().code]).toEqual([401, 401]);
  });

  it('answers body code 4001 when a newer login replaced the session', async () => {
    const first = await login(s.app, 'ao');
    const second = await login(s.app, 'ao');
    const old = await get('/api/auth/abilities', first.token);
    expect([old.statusCode, old.json().code]).toEqual([401, 4001]);
    expect((await get('/api/auth/abilities', second.token)).statusCode).toBe(200);
  });

  it('expires an idle session', async () => {
    const { token } = await login(s.app, 'escalation');
    expect((await get('/api/auth/abilities', token)).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 1700));
    const res = await get('/api/auth/abilities', token);
    expect([res.statusCode, res.json().code]).toEqual([401, 401]);
    expect(res.json().message).toMatch(/expired/);
  });

  it('gives the same message for a wrong password and an unknown user', async () => {
    const wrong = await login(s.app, 'admin', 'nope-nope');
    const unknown = await login(s.app, 'nobody-here', 'nope-nope');
    expect(wrong.res.statusCode).toBe(401);
    expect(wrong.body.message).toBe('Invalid username or password.');
    expect(unknown.body.message).toBe(wrong.body.message);
    expect(wrong.body.code).not.toBe(401);
  });

  it('slows down repeated failures for one username', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await login(s.app, 'orgadmin', 'bad-password')).res.statusCode);
    expect(codes.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(codes[6]).toBe(429);
    const locked = await login(s.app, 'orgadmin');
    expect(locked.res.statusCode).toBe(429);
    expect(locked.body.message).toMatch(/Try again in \d+ seconds/);
  });

  it.each([
    ['malformed JSON', '{"username": ', 'application/json', 400],
    ['missing fields', '{}', 'application/json', 400],
    ['a 1 MB username', JSON.stringify({ username: 'u'.repeat(1024 * 1024), password: 'x' }), 'application/json', 413],
    ['a 100 kB username', JSON.stringify({ username: 'u'.repeat(100_000), password: 'x' }), 'application/json', 400],
    ['a wrong type', JSON.stringify({ username: 5, password: [] }), 'application/json', 400],
    ['plain text', 'hello', 'text/plain', 400],
  ])('answers %s with a clear 4xx and keeps serving', async (_name, payload, type, status) => {
    const res = await s.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers: { 'content-type': type } });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ code: status, data: null });
    expect(res.json().message).not.toMatch(/at .*\.ts|stack/i);
    expect(res.json().message.length).toBeGreaterThan(5);
    expect((await get('/api/health')).statusCode).toBe(200);
  });

  it('answers an unknown API path with an envelope 404', async () => {
    const res = await get('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(404);
  });
});
