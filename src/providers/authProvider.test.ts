import { describe, expect, it, vi } from 'vitest';
import { createSessionStore, memoryStore, SESSION_KEYS } from '../api/session';
import type { HttpClient } from '../api/httpClient';
import type { TokenSession } from '../api/tokenSession';
import { HttpError } from '../api/errors';
import { createAuthProvider } from './authProvider';
import type { Address } from './carriedToken';

const teacher = { userRoles: [{ name: 'Centre Admin' }], userId: 3, Fname: 'Priya', lname: 'Nair', userType: 'staff' };

function setup(path: string, whoIs: TokenSession['whoIs'] = async () => teacher, before?: (store: ReturnType<typeof createSessionStore>) => void) {
  const session = memoryStore();
  const store = createSessionStore({ session, local: memoryStore() });
  before?.(store);
  let current = path;
  const address: Address = { current: () => current, replace: vi.fn((next: string) => { current = next; }) };
  const tokens: TokenSession = { whoIs: vi.fn(whoIs), revoke: vi.fn(async () => undefined) };
  const onLogout = vi.fn();
  const tokenAtAbilities: (string | null)[] = [];
  const http = { get: vi.fn(async () => { tokenAtAbilities.push(store.getToken()); return { code: 200, message: '', data: ['*'] }; }) } as unknown as HttpClient;
  const auth = createAuthProvider({ http, session: store, storage: session, onLogout, tokens, address });
  return { auth, store, session, address, tokens, onLogout, tokenAtAbilities, current: () => current };
}

describe('checkAuth: assignTests?authToken= (console-spec §2: stored as the session token)', () => {
  it('stores the token as the session token with the server login data, and drops it from the address', async () => {
    const { auth, store, session, tokens, current } = setup('/assignTests/view?authToken=tok-school&testId=7');
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    expect(tokens.whoIs).toHaveBeenCalledWith('tok-school');
    expect(session.getItem(SESSION_KEYS.authToken)).toBe('tok-school');
    expect(store.getSession()).toMatchObject({ roleName: 'Centre Admin', firstName: 'Priya', isAuthenticated: true });
    expect(current()).toBe('/assignTests/view?testId=7');
  });

  it('replaces a different signed-in user and revokes their token', async () => {
    const { auth, store, tokens, onLogout } = setup('/assignTests?authToken=tok-school', undefined,
      (previous) => previous.saveLogin('tok-old', { userRoles: [{ name: 'Admin' }], userId: 1, Fname: 'Asha' }));
    await auth.checkAuth({});
    expect(store.getToken()).toBe('tok-school');
    expect(store.getSession().firstName).toBe('Priya');
    expect(tokens.revoke).toHaveBeenCalledWith('tok-old');
    expect(onLogout).toHaveBeenCalled();
  });

  it('a token the server refuses signs nobody in', async () => {
    const { auth, store } = setup('/assignTests?authToken=bad', async () => { throw new Error('Your session has ended.'); });
    await expect(auth.checkAuth({})).rejects.toThrow('Please sign in');
    expect(store.getToken()).toBeNull();
  });

  it('an authToken on any other route is not taken', async () => {
    const { auth, store, tokens } = setup('/dashboard?authToken=tok-school');
    await expect(auth.checkAuth({})).rejects.toThrow('Please sign in');
    expect(tokens.whoIs).not.toHaveBeenCalled();
    expect(store.getToken()).toBeNull();
  });
});

describe('checkAuth while a carried token is being checked', () => {
  it('the address is cleaned when the provider is made, before any router reads it', () => {
    const { current } = setup('/assignTests?authToken=tok-school&x=1');
    expect(current()).toBe('/assignTests?x=1');
  });

  it('permissions asked during the check wait for the adopted token', async () => {
    let answer!: (data: typeof teacher) => void;
    const { auth, tokenAtAbilities } = setup('/assignTests?authToken=tok-school', () => new Promise((r) => { answer = r; }));
    const asked = auth.getPermissions!({});
    answer(teacher);
    await asked;
    expect(tokenAtAbilities).toEqual(['tok-school']);
  });

  it('a second check waits for the first instead of logging out (react-admin checks more than once)', async () => {
    let answer!: (data: typeof teacher) => void;
    const { auth, store } = setup('/assignTests?authToken=tok-school', () => new Promise((r) => { answer = r; }));
    const first = auth.checkAuth({});
    const second = auth.checkAuth({});
    answer(teacher);
    await expect(first).resolves.toBeUndefined();
    await expect(second).resolves.toBeUndefined();
    expect(store.getToken()).toBe('tok-school');
  });

  it('after the check, a signed-out session is refused again', async () => {
    const { auth, store } = setup('/assignTests?authToken=tok-school');
    await auth.checkAuth({});
    store.clearAllStores();
    await expect(auth.checkAuth({})).rejects.toThrow('Please sign in');
  });
});

describe('checkError', () => {
  it('a 401 of the current session drops what react-admin holds; one for a token already replaced changes nothing', async () => {
    const { auth, onLogout } = setup('/dashboard');
    const stale = new HttpError('revoked', 401, 401, undefined, true);
    await expect(auth.checkError(stale)).resolves.toBeUndefined();
    expect(onLogout).not.toHaveBeenCalled();
    await expect(auth.checkError(new HttpError('revoked', 401, 401))).rejects.toMatchObject({ redirectTo: '/login' });
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});

describe('knownPermissions: what the console may answer before its first render', () => {
  it('is the signed-in session’s permissions once its abilities are kept for the tab, the same as getPermissions', async () => {
    const { auth, store } = setup('/dashboard', undefined, (s) => s.saveLogin('tok', { userRoles: [{ name: 'Centre Admin' }], userId: 3, Fname: 'Priya' }));
    expect(auth.knownPermissions()).toBeUndefined();
    const asked = await auth.getPermissions!({});
    expect(auth.knownPermissions()).toEqual(asked);
    store.clearAllStores();
    expect(auth.knownPermissions()).toBeUndefined();
  });

  it('is unknown while a carried token is adopted, whatever was signed in before', async () => {
    let answer!: (who: typeof teacher) => void;
    const { auth, session } = setup('/assignTests?authToken=tok-school', () => new Promise((resolve) => (answer = resolve)),
      (previous) => previous.saveLogin('tok-old', { userRoles: [{ name: 'Admin' }], userId: 1, Fname: 'Asha' }));
    // The previous user's abilities are still kept: they are not the session that is coming.
    session.setItem('abilities', JSON.stringify(['*']));
    expect(auth.knownPermissions()).toBeUndefined();
    answer(teacher);
    await auth.checkAuth({});
  });
});
