// GET auth/glorifire-token (console-spec §4, §7) and GET config/embed: on PGlite, and on PostgreSQL when configured.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, login, startTestServer, type TestServer } from './harness.js';
import { TRAINING_TOKEN_TTL_MS, trainingTokenSecret, verifyTrainingToken } from '../../server/auth/trainingToken.js';
import { canonicalOrigin, readTrustedOrigins } from '../../server/routes/embedConfig.js';

describe.each(engines)('training token API on %s', (engine) => {
  let s: TestServer;
  beforeAll(async () => { s = await startTestServer(engine, { trainingPlatformUrl: 'https://training.test/login' }); });
  afterAll(async () => { await s?.close(); });

  const getToken = (token?: string) =>
    s.app.inject({ method: 'GET', url: '/api/auth/glorifire-token', headers: token ? { 'access-token': token } : {} });

  it('issues a signed, short-lived token to a training user, with the platform address', async () => {
    const { token } = await login(s.app, 'admin');
    const before = Date.now();
    const res = await getToken(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({ code: 200, message: expect.any(String), data: { trainingUser: true, platformUrl: 'https://training.test/login' } });
    const claims = verifyTrainingToken(body.data.authToken, await trainingTokenSecret(s.database.db));
    expect(claims).toMatchObject({ username: 'admin', name: 'Asha Verma' });
    const lifeMs = claims!.exp * 1000 - before;
    expect(lifeMs).toBeGreaterThan(TRAINING_TOKEN_TTL_MS - 2000);
    expect(lifeMs).toBeLessThanOrEqual(TRAINING_TOKEN_TTL_MS + 1000);
    expect(verifyTrainingToken(body.data.authToken, await trainingTokenSecret(s.database.db), Date.now() + TRAINING_TOKEN_TTL_MS + 1000)).toBeNull();
  });

  it('never issues the same token twice, and a token signed with another secret is refused', async () => {
    const { token } = await login(s.app, 'ao');
    const a = (await getToken(token)).json().data.authToken;
    const b = (await getToken(token)).json().data.authToken;
    expect(a).not.toBe(b);
    expect(verifyTrainingToken(a, 'another-secret')).toBeNull();
    const [claims, mac] = a.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(claims, 'base64url').toString()), username: 'admin' })).toString('base64url');
    expect(verifyTrainingToken(`${forged}.${mac}`, await trainingTokenSecret(s.database.db))).toBeNull();
  });

  it('answers code 200 with no token for a user without a training account', async () => {
    const { token } = await login(s.app, 'orgadmin');
    const body = (await getToken(token)).json();
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({ authToken: null, trainingUser: false, platformUrl: 'https://training.test/login' });
  });

  it('answers 401 without a session', async () => {
    const res = await getToken();
    expect([res.statusCode, res.json().code]).toEqual([401, 401]);
    expect(res.json().data?.authToken).toBeUndefined();
  });

  it('serves the trusted parent origins publicly', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/api/config/embed' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.trustedOrigins).toEqual(readTrustedOrigins().origins);
  });
});

describe('trusted parent origins from TRUSTED_PARENT_ORIGINS', () => {
  it('defaults to the development hosts and the local example CRM', () => {
    expect(readTrustedOrigins({}).origins).toEqual(['http://localhost:5173', 'http://127.0.0.1:5173', 'http://127.0.0.1:8300']);
  });

  it('keeps exact origins and refuses wildcards, paths and other schemes', () => {
    const { origins, rejected } = readTrustedOrigins({
      TRUSTED_PARENT_ORIGINS: ' https://crm.example.com , https://crm.example.com/, *, null, https://a.com/path, ftp://f.example, https://*.example.com, http://h.example?x=1, https://CRM2.example.com:443',
    });
    expect(origins).toEqual(['https://crm.example.com', 'https://crm2.example.com']);
    expect(rejected).toEqual(['*', 'null', 'https://a.com/path', 'ftp://f.example', 'https://*.example.com', 'http://h.example?x=1']);
  });

  it.each([
    ['http://127.0.0.1:8300', 'http://127.0.0.1:8300'],
    ['https://user:pw@crm.example.com', null],
    ['crm.example.com', null],
  ])('canonicalOrigin(%s) = %s', (entry, expected) => {
    expect(canonicalOrigin(entry)).toBe(expected);
  });
});
