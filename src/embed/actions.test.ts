import { describe, expect, it, vi } from 'vitest';
import { createSessionStore, memoryStore, SESSION_KEYS, LOCAL_KEYS } from '../api/session';
import { ABILITIES_KEY, createEmbedHandler, landingPath, type EmbedEffects } from './actions';
import type { InboundMessage } from './messages';

const loginData = { userRoles: [{ name: 'Centre Admin' }, { name: 'AO (All)' }], userId: 3, Fname: 'Priya', lname: 'Nair', settings: { centresData: [{ code: 'DEL-SD' }] } };
const LOGIN: InboundMessage = { type: 'LOGIN', payload: { authToken: 'tok-new', loginData } };

function setup(overrides: Partial<EmbedEffects> = {}) {
  const session = memoryStore();
  const local = memoryStore();
  const store = createSessionStore({ session, local });
  const fx: EmbedEffects = {
    session: store,
    storage: session,
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

  it('replies failure and keeps no token when the server refuses the token', async () => {
    const { fx, reply, store, handle } = setup({ refreshPermissions: vi.fn(async () => { throw new Error('Your access limits have been modified.'); }) });
    await handle(LOGIN, reply);
    expect(store.getToken()).toBeNull();
    expect(fx.navigate).not.toHaveBeenCalled();
    expect(reply).toHaveBeenCalledWith({ type: 'LOGIN_CALLBACK', payload: { success: false, message: 'Your access limits have been modified.' } });
    expect(fx.setLoader).toHaveBeenLastCalledWith(false);
  });

  it('stays on the current in-app page', async () => {
    const { fx, handle, reply } = setup({ currentPath: () => '/notifications?x=1' });
    await handle(LOGIN, reply);
    expect(fx.navigate).toHaveBeenCalledWith('/notifications?x=1');
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
    expect(reply).not.toHaveBeenCalled();
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
