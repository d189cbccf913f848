// What the alert API suites share: their users signed in, and calls to /api/auth/alert-escalation as one of them.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { login, type TestServer } from './harness.js';
import type { AlertListAnswer } from '../../schemas/api/alerts.js';

const ALERTS_BASE = '/api/auth/alert-escalation';
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * `call` answers the reply (a URL under the alerts API, or a whole /api/ one); `data` asserts a 200 and answers its
 * data; `list` is a tab's list (`alert` or `escalation`, suffix list, history or all). `app` is read at each call: a
 * suite builds its server in beforeAll.
 */
export function alertCalls(app: () => FastifyInstance, tokens: Record<string, string>) {
  const call = (user: string, method: Method, url: string, payload?: unknown) =>
    app().inject({ method, url: url.startsWith('/api/') ? url : `${ALERTS_BASE}/${url}`, headers: { 'access-token': tokens[user] }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const data = async <T>(user: string, method: Method, url: string, payload?: unknown): Promise<T> => {
    const res = await call(user, method, url, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as T;
  };
  const list = (user: string, tab: string, suffix: string, body: object = {}) => data<AlertListAnswer>(user, 'POST', `${tab}/events/${suffix}`, body);
  return { call, data, list };
}

/**
 * Signs `users` in, into `tokens` (the object alertCalls reads, made before the server is), and answers every
 * user's id by username.
 */
export async function signInAll(s: TestServer, users: readonly string[], tokens: Record<string, string>): Promise<Record<string, number>> {
  for (const u of users) tokens[u] = (await login(s.app, u)).token!;
  const res = await s.database.db.execute(sql`select id, username from users`);
  return Object.fromEntries((res as unknown as { rows: { id: number; username: string }[] }).rows.map((r) => [r.username, r.id]));
}
