// What the user-management suites share: the server, an admin's calls and the demo roles' ids.
import type { FastifyInstance } from 'fastify';
import { login } from './harness.js';

export interface AdminCalls {
  get(url: string, token?: string): Promise<Answer>;
  send(method: 'POST' | 'PUT' | 'DELETE' | 'PATCH', url: string, body?: unknown, token?: string): Promise<Answer>;
}

export interface Answer { status: number; body: any; headers: Record<string, unknown> } // eslint-disable-line @typescript-eslint/no-explicit-any

/** Calls as `admin` by default, or with the given token. */
export async function adminCalls(app: FastifyInstance): Promise<AdminCalls & { token: string }> {
  const { token } = await login(app, 'admin');
  const answer = (res: Awaited<ReturnType<FastifyInstance['inject']>>): Answer => ({ status: res.statusCode, body: res.body ? res.json() : null, headers: res.headers });
  return {
    token: token!,
    get: async (url, t = token!) => answer(await app.inject({ method: 'GET', url, headers: { 'access-token': t } })),
    send: async (method, url, body, t = token!) => answer(await app.inject({ method, url, headers: { 'access-token': t }, ...(body !== undefined ? { payload: body as object } : {}) })),
  };
}

export const q = (o: Record<string, unknown>) =>
  Object.entries(o).map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`).join('&');

export async function roleId(calls: AdminCalls, name: string): Promise<number> {
  const res = await calls.get(`/api/admin/roles?${q({ filter: { q: name }, range: [0, 99] })}`);
  const role = (res.body as { id: number; name: string }[]).find((r) => r.name === name);
  if (!role) throw new Error(`no role ${name}`);
  return role.id;
}

export async function centreIdsByCode(calls: AdminCalls): Promise<Map<string, { id: number; orgId: number }>> {
  const res = await calls.get('/api/admin/centres');
  return new Map((res.body as { id: number; orgId: number; code: string }[]).map((c) => [c.code, { id: c.id, orgId: c.orgId }]));
}

let counter = 0;
/** A unique username for a suite's new user. */
export const uniqueName = (prefix = 'user') => `${prefix}.${Date.now().toString(36)}${(counter++).toString(36)}`;
