import { createSessionStore, LOCAL_KEYS, memoryStore, SESSION_KEYS, type LoginData } from './session';

const loginData: LoginData = {
  userRoles: [{ name: 'Admin' }, { name: 'QA' }],
  roles: ['Admin'],
  userId: 42,
  Fname: 'Asha',
  lname: 'Rao',
  settings: { orgsData: [{ id: 1 }], centresData: [{ id: 7 }], ismyPATUser: true },
};

function setup() {
  const session = memoryStore();
  const local = memoryStore();
  return { session, local, store: createSessionStore({ session, local }) };
}

describe('session store', () => {
  it('saveLogin keeps what console-spec §3 lists, role name from the first role', () => {
    const { store } = setup();
    store.saveLogin('tok', loginData);
    expect(store.getSession()).toEqual({
      roleName: 'Admin', userType: null, userId: '42', firstName: 'Asha', lastName: 'Rao', orgsData: [{ id: 1 }], centresData: [{ id: 7 }],
      userSettings: loginData.settings, authToken: 'tok', lastRequestedPath: null, isAuthenticated: true,
    });
  });

  it('saveLogin writes userSettings to localStorage but keeps the token in the session store only', () => {
    const { store, local } = setup();
    store.saveLogin('tok', loginData);
    expect(JSON.parse(local.getItem(LOCAL_KEYS.userSettings)!).ismyPATUser).toBe(true);
    expect(local.getItem(LOCAL_KEYS.authToken)).toBeNull();
  });

  it('getToken reads the session first, then local', () => {
    const { store, session, local } = setup();
    expect(store.getToken()).toBeNull();
    local.setItem(LOCAL_KEYS.authToken, 'local-tok');
    expect(store.getToken()).toBe('local-tok');
    session.setItem(SESSION_KEYS.authToken, 'session-tok');
    expect(store.getToken()).toBe('session-tok');
  });

  it("unauthenticated is stored as the string 'false'", () => {
    const { store, session } = setup();
    store.saveLogin('tok', loginData);
    expect(session.getItem('isAuthenticated')).toBe('true');
    store.clearSession();
    expect(session.getItem('isAuthenticated')).toBe('false');
    expect(store.isAuthenticated()).toBe(false);
  });

  it('isAuthenticated needs a token even when the flag says true', () => {
    const { store } = setup();
    store.setAuthenticated(true);
    expect(store.isAuthenticated()).toBe(false);
  });

  it('remembers the last requested path', () => {
    const { store } = setup();
    store.setLastRequestedPath('/glorifireEntities/home?entity=crp');
    expect(store.getLastRequestedPath()).toBe('/glorifireEntities/home?entity=crp');
  });

  it('clearSession clears the session store only', () => {
    const { store, local } = setup();
    store.saveLogin('tok', loginData);
    store.saveIframeData({ type: 'LOGIN' });
    store.clearSession();
    expect(store.getToken()).toBeNull();
    expect(store.getIframeData()).toEqual({ type: 'LOGIN' });
    expect(local.getItem(LOCAL_KEYS.userSettings)).not.toBeNull();
  });

  it('clearAllStores clears both stores', () => {
    const { store, local } = setup();
    store.saveLogin('tok', loginData);
    store.saveIframeData({ type: 'LOGIN' });
    local.setItem(LOCAL_KEYS.authToken, 'x');
    store.clearAllStores();
    expect(local.dump()).toEqual({});
    expect(store.getSession()).toMatchObject({ authToken: null, roleName: null, isAuthenticated: false });
  });

  it('setToken (assignTests authToken query) and the school platform token', () => {
    const { store } = setup();
    store.setToken('from-query');
    store.setSchoolPlatformToken('school');
    expect([store.getToken(), store.getSchoolPlatformToken()]).toEqual(['from-query', 'school']);
  });

  it('a corrupt JSON value reads as null instead of throwing', () => {
    const { store, session } = setup();
    session.setItem(SESSION_KEYS.orgsData, '{not json');
    expect(store.getSession().orgsData).toBeNull();
  });
});

describe('saveLogin: user type and all-or-nothing writes', () => {
  it("keeps the server's top-level userType (the AO user's menu depends on it)", () => {
    const store = createSessionStore({ session: memoryStore(), local: memoryStore() });
    store.saveLogin('tok', { userRoles: [{ name: 'AO (All)' }], userId: 4, userType: 'ao', settings: {} });
    expect(store.getSession().userType).toBe('ao');
  });

  it('a write that fails (storage full) leaves no token and nothing of the user, and rethrows', () => {
    const session = memoryStore();
    const local = memoryStore();
    const full = { ...local, setItem: () => { throw new DOMException('exceeded the quota', 'QuotaExceededError'); } };
    const store = createSessionStore({ session, local: full });
    expect(() => store.saveLogin('tok', { userRoles: [{ name: 'Admin' }], userId: 1, Fname: 'Asha' })).toThrow('exceeded the quota');
    expect(store.getToken()).toBeNull();
    expect(session.dump()).toEqual({ isAuthenticated: 'false' });
  });
});
