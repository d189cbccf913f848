// The framed console's LOGIN and CLEAN_UP (src/embed/actions.ts) against the real server: who is signed in is the
// server's word on the token, and a token the console drops is revoked there. The console's token calls go
// through app.inject, so nothing here is a stand-in for our server.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTokenSession } from '../../src/api/tokenSession.js';
import { createSessionStore, memoryStore } from '../../src/api/session.js';
import { createEmbedHandler, type EmbedEffects } from '../../src/embed/actions.js';
import type { InboundMessage } from '../../src/embed/messages.js';
import { readShellUser } from '../../src/shell/useShellUser.js';
import { createHttpClient } from '../../src/api/httpClient.js';
import { DEFAULT_API_CONFIG } from '../../src/api/config.js';
import { createAuthProvider } from '../../src/providers/authProvider.js';
import { visibleMenu } from '../../src/routes/menu.js';
import { engines, login, startTestServer, type TestServer } from './harness.js';

describe.each(engines)('embedded login against the server on %s', (engine) => {
  let s: TestServer;
  beforeAll(async () => { s = await startTestServer(engine); });
  afterAll(async () => { await s?.close(); });

  /** fetch for the console's token calls, answered by the app itself. */
  const injectFetch = async (url: string, init: RequestInit): Promise<Response> => {
    const res = await s.app.inject({ method: (init.method ?? 'GET') as 'GET' | 'POST', url, headers: init.headers as Record<string, string> });
    return new Response(res.body, { status: res.statusCode, headers: { 'content-type': 'application/json' } });
  };

  const status = async (token: string) =>
    (await s.app.inject({ method: 'GET', url: '/api/auth/session', headers: { 'access-token': token } })).statusCode;

  function frame() {
    const session = memoryStore();
    const store = createSessionStore({ session, local: memoryStore() });
    const server = createTokenSession(injectFetch, '/api/');
    const fx: EmbedEffects = {
      session: store, storage: session, whoIs: server.whoIs, revoke: server.revoke,
      refreshPermissions: async () => undefined, clearCache: vi.fn(), navigate: vi.fn(), logout: vi.fn(), setLoader: vi.fn(),
      currentPath: () => '/login',
    };
    const reply = vi.fn();
    return { store, session, reply, handle: createEmbedHandler(fx) };
  }

  const loginMessage = (authToken: string, loginData: unknown) => ({ type: 'LOGIN', payload: { authToken, loginData } }) as InboundMessage;

  it("shows the token owner's role and name, not the 'Admin' the parent claims", async () => {
    const { token } = await login(s.app, 'centreadmin');
    const { store, reply, handle } = frame();
    await handle(loginMessage(token!, { userRoles: [{ name: 'Admin' }], userId: 1, Fname: 'Asha', lname: 'Verma' }), reply);
    expect(reply).toHaveBeenCalledWith({ type: 'LOGIN_CALLBACK', payload: { success: true } });
    const user = readShellUser(store);
    expect(user.roleName).toBe('Centre Admin');
    expect(user.fullName).toBe('Priya Nair');
  });

  it('refuses a token the server does not know, with the server message, storing nothing', async () => {
    const { store, reply, handle } = frame();
    await handle(loginMessage('not-a-token', { userRoles: [{ name: 'Admin' }], userId: 1 }), reply);
    expect(reply).toHaveBeenCalledWith({ type: 'LOGIN_CALLBACK', payload: { success: false, message: expect.stringMatching(/session/i) } });
    expect(store.getToken()).toBeNull();
  });

  it('a LOGIN that replaces a signed-in user revokes the old token; CLEAN_UP revokes the current one', async () => {
    const first = (await login(s.app, 'orgadmin')).token!;
    const second = (await login(s.app, 'support')).token!;
    const { reply, handle } = frame();
    await handle(loginMessage(first, { userRoles: [{ name: 'Institute Admin' }], userId: 2 }), reply);
    expect(await status(first)).toBe(200);
    await handle(loginMessage(second, { userRoles: [{ name: 'Support Team' }], userId: 6 }), reply);
    expect(await status(first)).toBe(401);
    expect(await status(second)).toBe(200);
    await handle({ type: 'CLEAN_UP' }, reply);
    expect(await status(second)).toBe(401);
  });

  it("the AO user's own login data shows 'Get MyAdvisor Events' (user type read from where the server puts it)", async () => {
    const { token } = await login(s.app, 'ao');
    const { store, session, reply, handle } = frame();
    await handle(loginMessage(token!, { userRoles: [{ name: 'AO (All)' }], userId: 4 }), reply);
    const user = readShellUser(store);
    expect(user.menuUser.userType).toBe('ao');
    // The permissions the shell gets: the console's authProvider on its call layer, asking this server.
    const noEffects = { setLoader() {}, toast() {}, clearSession() {}, clearAllStores() {}, navigate() {} };
    const http = createHttpClient({ fetch: injectFetch, effects: noEffects, config: DEFAULT_API_CONFIG, session: store });
    const access = await createAuthProvider({ http, session: store, storage: session }).getPermissions!({});
    const menu = visibleMenu(access, user.menuUser);
    expect(menu.standalone.map((item) => item.label)).toContain('Get MyAdvisor Events');
  });
});
