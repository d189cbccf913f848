// GET /api/auth/notifications (own notifications only, newest first, 401 without a token) and the alert counters.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { engines, login, startTestServer, type TestServer } from './harness.js';
import { notifications, users } from '../../server/db/tables.js';

describe.each(engines)('notifications API on %s', (engine) => {
  let s: TestServer;
  beforeAll(async () => { s = await startTestServer(engine); });
  afterAll(async () => { await s?.close(); });

  const get = (url: string, token?: string) =>
    s.app.inject({ method: 'GET', url, headers: token ? { 'access-token': token } : {} });

  async function userId(username: string): Promise<number> {
    const [u] = await s.database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
    return u.id;
  }

  it('answers 401 with body code 401 without a token', async () => {
    const res = await get('/api/auth/notifications');
    expect([res.statusCode, res.json().code]).toEqual([401, 401]);
  });

  it("lists only the signed-in user's notifications, newest first", async () => {
    const adminId = await userId('admin');
    await s.database.db.insert(notifications).values({
      userId: adminId, title: 'Only for the admin', body: 'Private', link: '/dashboard', createdAt: new Date(),
    });
    const admin = await login(s.app, 'admin');
    const mine = (await get('/api/auth/notifications', admin.token)).json();
    expect(mine.code).toBe(200);
    expect(mine.data[0]).toMatchObject({ title: 'Only for the admin', body: 'Private', link: '/dashboard', isRead: false });
    const times = mine.data.map((n: { createdAt: string }) => Date.parse(n.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const centre = await login(s.app, 'centreadmin');
    const theirs = (await get('/api/auth/notifications', centre.token)).json();
    expect(theirs.code).toBe(200);
    expect(theirs.data.length).toBeGreaterThan(0);
    expect(theirs.data.map((n: { title: string }) => n.title)).not.toContain('Only for the admin');
    const ids = new Set(mine.data.map((n: { id: number }) => n.id));
    expect(theirs.data.some((n: { id: number }) => ids.has(n.id))).toBe(false);
  });

  it('answers an empty list for a user with no notifications', async () => {
    await s.database.db.delete(notifications).where(eq(notifications.userId, await userId('support')));
    const { token } = await login(s.app, 'support');
    expect((await get('/api/auth/notifications', token)).json()).toMatchObject({ code: 200, data: [] });
  });

  it('answers the alert counters to any signed-in user and 401 to nobody', async () => {
    const none = await s.app.inject({ method: 'POST', url: '/api/auth/alert-escalation/counters', payload: {} });
    expect(none.statusCode).toBe(401);
    const { token } = await login(s.app, 'escalation');
    const res = await s.app.inject({
      method: 'POST', url: '/api/auth/alert-escalation/counters', payload: {}, headers: { 'access-token': token! },
    });
    expect(res.json()).toMatchObject({ code: 200, data: { actionables: expect.any(Number), alertCount: expect.any(Number), escalationCount: expect.any(Number) } });
  });
});
