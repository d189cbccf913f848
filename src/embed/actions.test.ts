import { describe, expect, it, vi } from 'vitest';
import { createSessionStore, memoryStore, SESSION_KEYS, LOCAL_KEYS } from '../api/session';
import { ABILITIES_KEY, createEmbedHandler, landingPath, LOGIN_STORAGE_FAILED, LOGIN_SUPERSEDED, type EmbedEffects } from './actions';
import type { InboundMessage } from './messages';

const loginData = { userRoles: [{ name: 'Centre Admin' }, { name: 'AO (All)' }], userId: 3, Fname: 'Priya', lname: 'Nair', settings: { centresData: [{ code: 'DEL-SD' }] } };
const LOGIN: InboundMessage = { type: 'LOGIN', payload: { authToken: 'tok-new', loginData } };
/** What GET auth/session answers for tok-new: the server's word, which wins over the parent's. */
const serverLoginData = { ...loginData, userType: 'staff' };

function setup(overrides: Partial<EmbedEffects> = {}, stores = { session: memoryStore(), local: memoryStore() }) {
  const { session, local } = stores;
  const store = createSessionStore({ session, local });
  const fx: EmbedEffects = {
    session: store,
    storage: session,
    whoIs: vi.fn(async () => serverLoginData),
    revoke: vi.fn(async () => undefined),
    refreshPermissions: vi.fn(async () => ['*']),
    clearCache: vi.fn(),
    navigate: vi.fn(),
    logout: vi.fn(),
    setLoader: vi.fn(),
    currentPath: () => '/login',
    ...overrides,
  };
  const reply = vi.fn();
  return { fx, reply, session, local, store, handle: createEmbedHandler(fx) };
}

describe('LOGIN', () => {
  it('stores token and login data, sets the role from the first role, saves the message without its token, replies success', async () => {
    const { fx, reply, session, local, store, handle } = setup();
    session.setItem(ABILITIES_KEY, '["old"]');
    await handle(LOGIN, reply);
    expect(fx.whoIs).toHaveBeenCalledWith('tok-new');
    expect(store.getToken()).toBe('tok-new');
    expect(session.getItem(SESSION_KEYS.roleName)).toBe('Centre Admin');
    expect(session.getItem(ABILITIES_KEY)).toBeNull();
    expect(JSON.parse(local.getItem(LOCAL_KEYS.iframeData)!)).toEqual({ type: 'LOGIN', payload: { loginData } });
    expect(local.getItem(LOCAL_KEYS.iframeData)).not.toContain('tok-new');
    expect(fx.refreshPermissions).toHaveBeenCalled();
    expect(fx.clearCache).toHaveBeenCalled();
    expect(fx.navigate).toHaveBeenCalledWith('/dashboard');
    expect(reply).toHaveBeenCalledWith({ type: 'LOGIN_CALLBACK', payload: { success: true } });
    expect(fx.setLoader).toHaveBeenLastCalledWith(false);
  });

  it('replaces whoever was signed in before', async () => {
    const { local, store, handle, reply } = setup();
    store.saveLogin('tok-old', { userRoles: [{ name: 'Admin' }], userId: 1, settings: { secret: 'previous user' } });
    local.setItem('something-of-the-old-user', 'x');
    await handle(LOGIN, reply);
    expect(store.getToken()).toBe('tok-new');
    expect(local.getItem('something-of-the-old-user')).toBeNull();
    expect(JSON.stringify(store.getSession())).not.toContain('previous user');
  });

  it('replies failure and keeps no token when the abilities cannot be loaded', async () => {
    const { fx, reply, store, handle } = setup({ refreshPermissions: vi.fn(async () => { throw new Error('Your access limits have been modified.'); }) });
    await handle(LOGIN, reply);
    expect(store.getToken()).toBeNull();
    expect(fx.navigate).toHaveBeenCalledWith('/login');
    expect(reply).toHaveBeenCalledWith({ type: 'LOGIN_CALLBACK', payload: { success: false, message: 'Your access limits have been modified.' } });
    expect(fx.setLoader).toHaveBeenLastCalledWith(false);
  });

  it('takes role, name and user type from the server session, not from what the parent says', async () => {
    const asCentreAdmin = { userRoles: [{ name: 'Centre Admin' }], userId: 3, Fname: 'Priya', lname: 'Nair', userType: 'staff' };
    const { fx, store, handle, reply } = setup({ whoIs: vi.fn(async () => asCentreAdmin) });
    const claim = { userRoles: [{ name: 'Admin' }], userId: 1, Fname: 'Asha', lname: 'Verma', settings: { orgsData: ['all'] } };
    await handle({ type: 'LOGIN', payload: { authToken: 'tok-centre', loginData: claim } }, reply);
    expect(fx.whoIs).toHaveBeenCalledWith('tok-centre');
    expect(store.getSession()).toMatchObject({ roleName: 'Centre Admin', userId: '3', firstName: 'Priya', lastName: 'Nair', userType: 'staff' });
    expect(JSON.stringify(store.getSession().userSettings)).not.toContain('all');
    expect(reply).toHaveBeenCalledWith({ type: 'LOGIN_CALLBACK', payload: { success: true } });
  });

  it('a token the server refuses: failure with its message, the previous user signed out and revoked, the cache cleared', async () => {
    const { fx, store, local, handle, reply } = setup({ whoIs: vi.fn(async () => { throw new Error('Your session has ended. Please log in again.'); }) });
    store.saveLogin('tok-old', { userRoles: [{ name: 'Admin' }], userId: 1 });
    await handle(LOGIN, reply);
    expect(store.getToken()).toBeNull();
    expect(local.dump()).toEqual({});
    expect(fx.clearCache).toHaveBeenCalled();
    expect(fx.navigate).toHaveBeenCalledWith('/login');
    expect(fx.revoke).toHaveBeenCalledWith('tok-old');
    expect(reply).toHaveBeenCalledWith({ type: 'LOGIN_CALLBACK', payload: { success: false, message: 'Your session has ended. Please log in again.' } });
  });

  it('a storage write that fails (quota) answers failure and leaves no token, nothing stored, the cache cleared', async () => {
    const full = (store: ReturnType<typeof memoryStore>) => ({
      ...store,
      setItem: (key: string, value: string) => {
        if (value.length > 1000) throw new DOMException(`Setting the value of '${key}' exceeded the quota.`, 'QuotaExceededError');
        store.setItem(key, value);
      },
    });
    const session = memoryStore();
    const local = memoryStore();
    const { fx, store, handle, reply } = setup({}, { session: full(session), local: full(local) });
    store.saveLogin('tok-old', { userRoles: [{ name: 'Admin' }], userId: 1, Fname: 'Old' });
    const big = { ...loginData, notes: 'x'.repeat(5000) };
    await handle({ type: 'LOGIN', payload: { authToken: 'tok-new', loginData: big } }, reply);
    expect(reply).toHaveBeenCalledWith({ type: 'LOGIN_CALLBACK', payload: { success: false, message: LOGIN_STORAGE_FAILED } });
    expect(store.getToken()).toBeNull();
    expect(session.dump()).toEqual({ isAuthenticated: 'false' });
    expect(local.dump()).toEqual({});
    expect(fx.clearCache).toHaveBeenCalled();
    expect(fx.navigate).toHaveBeenLastCalledWith('/login');
    expect(fx.revoke).toHaveBeenCalledWith('tok-old');
  });

  it('revokes the token of the user it replaces, but not a token the parent sends again', async () => {
    const { fx, store, handle, reply } = setup();
    store.saveLogin('tok-old', { userRoles: [{ name: 'Admin' }], userId: 1 });
    await handle(LOGIN, reply);
    expect(fx.revoke).toHaveBeenCalledExactlyOnceWith('tok-old');
    await handle(LOGIN, reply);
    expect(fx.revoke).toHaveBeenCalledTimes(1);
  });

  it('stays on the current in-app page', async () => {
    const { fx, handle, reply } = setup({ currentPath: () => '/notifications?x=1' });
    await handle(LOGIN, reply);
    expect(fx.navigate).toHaveBeenCalledWith('/notifications?x=1');
  });
});

describe('LOGIN_REFUSED (a LOGIN that failed validation)', () => {
  it('signs out and revokes whoever was in, clears the cache, shows the sign-in page and answers the reason', async () => {
    const { fx, store, local, handle, reply } = setup();
    store.saveLogin('tok-old', { userRoles: [{ name: 'Admin' }], userId: 1 });
    await handle({ type: 'LOGIN_REFUSED', payload: { reason: 'Login data is larger than 256 KB.' } }, reply);
    expect(store.getToken()).toBeNull();
    expect(local.dump()).toEqual({});
    expect(fx.clearCache).toHaveBeenCalled();
    expect(fx.navigate).toHaveBeenCalledWith('/login');
    expect(fx.revoke).toHaveBeenCalledWith('tok-old');
    expect(reply).toHaveBeenCalledWith({ type: 'LOGIN_CALLBACK', payload: { success: false, message: 'Login data is larger than 256 KB.' } });
  });
});

describe('landingPath', () => {
  it.each([
    ['/login', null, '/dashboard'],
    ['/', null, '/dashboard'],
    ['', null, '/dashboard'],
    ['/login', '/alert-escalation?activeTab=alert', '/alert-escalation?activeTab=alert'],
    ['/login', '/login', '/dashboard'],
    ['/login', '//evil.example', '/dashboard'],
    ['/time-table', '/alert-escalation', '/time-table'],
  ])('%s with remembered %s -> %s', (current, remembered, expected) => {
    expect(landingPath(current, remembered)).toBe(expected);
  });
});

describe('CLEAN_UP, LOGOUT, LOADER, NAVIGATE', () => {
  it('CLEAN_UP clears the token, both stores and the cache, and shows the sign-in page', async () => {
    const { fx, local, session, store, handle, reply } = setup();
    store.saveLogin('tok', loginData);
    session.setItem(ABILITIES_KEY, '["x"]');
    await handle({ type: 'CLEAN_UP' }, reply);
    expect(store.getToken()).toBeNull();
    expect(local.dump()).toEqual({});
    expect(session.getItem(ABILITIES_KEY)).toBeNull();
    expect(fx.clearCache).toHaveBeenCalled();
    expect(fx.navigate).toHaveBeenCalledWith('/login');
    expect(fx.revoke).toHaveBeenCalledExactlyOnceWith('tok');
    expect(reply).not.toHaveBeenCalled();
  });

  it('CLEAN_UP with nobody signed in revokes nothing', async () => {
    const { fx, handle, reply } = setup();
    await handle({ type: 'CLEAN_UP' }, reply);
    expect(fx.revoke).not.toHaveBeenCalled();
  });

  it('LOGOUT logs out', async () => {
    const { fx, handle, reply } = setup();
    await handle({ type: 'LOGOUT' }, reply);
    expect(fx.logout).toHaveBeenCalledTimes(1);
  });

  it('LOADER turns the loader on and off', async () => {
    const { fx, handle, reply } = setup();
    await handle({ type: 'LOADER', payload: { show: true } }, reply);
    await handle({ type: 'LOADER', payload: { show: false } }, reply);
    expect(vi.mocked(fx.setLoader).mock.calls).toEqual([[true], [false]]);
  });

  it('NAVIGATE routes and clears the loader', async () => {
    const { fx, handle, reply } = setup();
    await handle({ type: 'NAVIGATE', payload: { path: '/notifications' } }, reply);
    expect(fx.navigate).toHaveBeenCalledWith('/notifications');
    expect(fx.setLoader).toHaveBeenCalledWith(false);
  });
});

describe('LOGINs in quick succession: the last one sent wins (issue 27 item 12)', () => {
  const loginWith = (authToken: string): InboundMessage => ({ type: 'LOGIN', payload: { authToken, loginData } });

  /** whoIs answers each token when the test says so, in any order. */
  function deferredWhoIs() {
    const waiting = new Map<string, { ok: () => void; fail: () => void }>();
    const whoIs = vi.fn((token: string) => new Promise<typeof serverLoginData>((resolve, reject) => {
      waiting.set(token, { ok: () => resolve({ ...serverLoginData, userId: token.length }), fail: () => reject(new Error('refused')) });
    }));
    return { whoIs, answer: (token: string) => waiting.get(token)!.ok(), refuse: (token: string) => waiting.get(token)!.fail() };
  }

  it.each([
    ['the first answer comes last', ['tok-b', 'tok-a']],
    ['the answers come in order', ['tok-a', 'tok-b']],
  ])('%s: the second LOGIN is signed in, the first answered failure and its token revoked', async (_n, order) => {
    const server = deferredWhoIs();
    const { fx, reply, store, handle } = setup({ whoIs: server.whoIs });
    const first = handle(loginWith('tok-a'), reply);
    const second = handle(loginWith('tok-b'), reply);
    for (const token of order) {
      server.answer(token);
      await Promise.resolve();
    }
    await Promise.all([first, second]);
    expect(store.getToken()).toBe('tok-b');
    expect(reply.mock.calls.map((c) => c[0])).toEqual(expect.arrayContaining([
      { type: 'LOGIN_CALLBACK', payload: { success: true } },
      { type: 'LOGIN_CALLBACK', payload: { success: false, message: LOGIN_SUPERSEDED } },
    ]));
    expect(reply).toHaveBeenCalledTimes(2);
    expect(fx.revoke).toHaveBeenCalledWith('tok-a');
    expect(fx.revoke).not.toHaveBeenCalledWith('tok-b');
  });

  it('a refused earlier LOGIN answering last does not sign the later user out', async () => {
    const server = deferredWhoIs();
    const { reply, store, handle } = setup({ whoIs: server.whoIs });
    const first = handle(loginWith('tok-a'), reply);
    const second = handle(loginWith('tok-b'), reply);
    server.answer('tok-b');
    await second;
    server.refuse('tok-a');
    await first;
    expect(store.getToken()).toBe('tok-b');
    expect(reply.mock.calls.at(-1)![0]).toEqual({ type: 'LOGIN_CALLBACK', payload: { success: false, message: LOGIN_SUPERSEDED } });
  });

  it('a CLEAN_UP sent while a LOGIN is checked leaves nobody signed in', async () => {
    const server = deferredWhoIs();
    const { fx, reply, store, handle } = setup({ whoIs: server.whoIs });
    const login = handle(loginWith('tok-a'), reply);
    await handle({ type: 'CLEAN_UP' }, reply);
    server.answer('tok-a');
    await login;
    expect(store.getToken()).toBeNull();
    expect(reply).toHaveBeenCalledWith({ type: 'LOGIN_CALLBACK', payload: { success: false, message: LOGIN_SUPERSEDED } });
    expect(fx.revoke).toHaveBeenCalledWith('tok-a');
  });
});
