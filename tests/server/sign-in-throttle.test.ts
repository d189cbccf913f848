// The sign-in throttle and password cost (issue 27, items 9 and 10): an attempt is counted before its password is
// checked, atomically, so parallel wrong passwords get no more checks than the limit; the count is per client
// address and username, so a stranger cannot lock the owner out; hashes made at an older cost are replaced at the
// next successful sign-in.
import { scryptSync } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noteFailedCheck, takeLoginAttempt, throttleSettings } from '../../server/db/repos/loginThrottle.js';
import { ARGON2_COST } from '../../server/auth/passwords.js';
import { engines, startTestServer, type TestServer } from './harness.js';

const ATTACKER = '203.0.113.7';
const OWNER = '198.51.100.20';

describe.each(engines)('sign-in throttle on %s', (engine) => {
  let s: TestServer;
  beforeAll(async () => { s = await startTestServer(engine); });
  afterAll(async () => { await s?.close(); });

  const signIn = (username: string, password: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    s.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress, headers });
  const hashOf = async (username: string) =>
    ((await s.database.db.execute(sql`select password_hash from users where username = ${username}`)) as unknown as { rows: { password_hash: string }[] }).rows[0].password_hash;

  it('checks at most the limit of 200 parallel wrong passwords, and the right one sent last does not sign in', async () => {
    const answers = await Promise.all(Array.from({ length: 200 }, () => signIn('orgadmin', 'wrong-password', ATTACKER)));
    const checked = answers.filter((a) => a.statusCode === 401).length;
    console.log(`[${engine}] 200 parallel wrong passwords: ${checked} checked, ${answers.filter((a) => a.statusCode === 429).length} refused unchecked`);
    expect(checked).toBeLessThanOrEqual(throttleSettings.FREE_FAILURES);
    expect(answers.every((a) => a.statusCode === 401 || a.statusCode === 429)).toBe(true);
    const right = await signIn('orgadmin', 'demo1234', ATTACKER);
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toMatch(/Try again in \d+ seconds/);
  });

  it('counts the wait from the end of a slow failed check, not from when the attempt was counted', async () => {
    const key = { client: '192.0.2.9', username: 'slow-check' };
    const at = (ms: number) => () => new Date(Date.UTC(2026, 0, 1) + ms);
    for (let i = 0; i < throttleSettings.FREE_FAILURES; i++) expect(await takeLoginAttempt(s.database.db, key, at(0))).toBe(0);
    await noteFailedCheck(s.database.db, key, at(10_000));
    // Counted from 0 the 2 s wait would be over at 11 s; from the check's end at 10 s it still runs (and is renewed).
    expect(await takeLoginAttempt(s.database.db, key, at(11_000))).toBe(throttleSettings.BASE_WAIT_MS);
  });

  it('lets the owner sign in from their own address meanwhile, and a forged X-Forwarded-For is no new address', async () => {
    const forged = await signIn('orgadmin', 'demo1234', ATTACKER, { 'x-forwarded-for': OWNER });
    expect(forged.statusCode).toBe(429);
    const owner = await signIn('orgadmin', 'demo1234', OWNER);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().data.authToken).toEqual(expect.any(String));
  });

  it('rehashes an scrypt hash as argon2id at the next successful sign-in, and the password still works', async () => {
    const salt = Buffer.from('0123456789abcdef');
    const old = `scrypt$16384$8$1$${salt.toString('base64url')}$${scryptSync('demo1234', salt, 32, { N: 16384, r: 8, p: 1 }).toString('base64url')}`;
    await s.database.db.execute(sql`update users set password_hash = ${old} where username = 'centreadmin'`);
    expect((await signIn('centreadmin', 'wrong-password', OWNER)).statusCode).toBe(401);
    expect(await hashOf('centreadmin')).toBe(old);
    expect((await signIn('centreadmin', 'demo1234', OWNER)).statusCode).toBe(200);
    const now = await hashOf('centreadmin');
    expect(now.startsWith(`$argon2id$v=19$m=${ARGON2_COST.m},t=${ARGON2_COST.t},p=${ARGON2_COST.p}$`)).toBe(true);
    expect((await signIn('centreadmin', 'demo1234', OWNER)).statusCode).toBe(200);
    expect(await hashOf('centreadmin')).toBe(now);
  });
});
