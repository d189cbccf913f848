// The session store of console-spec §3: what the console remembers about the signed-in user.
// sessionStorage holds the session (it dies with the tab); localStorage holds only the keys the spec names.

export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'>;

export interface Stores {
  session: KeyValueStore;
  local: KeyValueStore;
}

/** sessionStorage keys. */
export const SESSION_KEYS = {
  roleName: 'roleName',
  userType: 'userType',
  userId: 'userId',
  firstName: 'Fname',
  lastName: 'lname',
  orgsData: 'orgsData',
  centresData: 'centresData',
  userSettings: 'userSettings',
  authToken: 'authToken',
  schoolPlatformToken: 'schoolPlatformToken',
  lastRequestedPath: 'lastRequestedPath',
  isAuthenticated: 'isAuthenticated',
} as const;

/** localStorage keys named by console-spec §3 and entities-spec §9. */
export const LOCAL_KEYS = { userSettings: 'userSettings', iframeData: 'iframeData', authToken: 'authToken' } as const;

export interface UserSettings {
  orgsData?: unknown;
  centresData?: unknown;
  ismyPATUser?: boolean;
  [key: string]: unknown;
}

/** The login data of the embedded login and of POST auth/login (console-spec §3). */
export interface LoginData {
  userRoles: { name: string }[];
  roles?: unknown;
  userId: string | number;
  Fname?: string;
  lname?: string;
  /** The user type (ao, headAo, centreHead, nao, staff ...): top-level in the server's login data. */
  userType?: string;
  settings?: UserSettings;
}

export interface SessionData {
  roleName: string | null;
  userType: string | null;
  userId: string | null;
  firstName: string | null;
  lastName: string | null;
  orgsData: unknown;
  centresData: unknown;
  userSettings: UserSettings | null;
  authToken: string | null;
  lastRequestedPath: string | null;
  isAuthenticated: boolean;
}

const readJson = (store: KeyValueStore, key: string): unknown => {
  const raw = store.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null; // a hand-edited or foreign value must not crash the console
  }
};

const writeJson = (store: KeyValueStore, key: string, value: unknown) => {
  if (value === undefined) store.removeItem(key);
  else store.setItem(key, JSON.stringify(value));
};

export function createSessionStore(stores: Stores) {
  const { session, local } = stores;
  const K = SESSION_KEYS;

  /** Stores a successful login. The token stays in sessionStorage only, so a 401 that clears the session
   *  store really ends the session (a copy in localStorage would log the user straight back in). All or nothing:
   *  when a write fails (storage full or disabled) both stores are cleared and the error is rethrown, so no token
   *  survives beside half of a user. */
  function saveLogin(authToken: string, loginData: LoginData) {
    try {
      writeLogin(authToken, loginData);
    } catch (error) {
      clearAllStores();
      throw error;
    }
  }

  function writeLogin(authToken: string, loginData: LoginData) {
    const settings = loginData.settings ?? {};
    const userType = loginData.userType ?? settings.userType;
    session.setItem(K.authToken, authToken);
    session.setItem(K.roleName, loginData.userRoles[0]?.name ?? '');
    if (typeof userType === 'string') session.setItem(K.userType, userType);
    session.setItem(K.userId, String(loginData.userId));
    session.setItem(K.firstName, loginData.Fname ?? '');
    session.setItem(K.lastName, loginData.lname ?? '');
    writeJson(session, K.orgsData, settings.orgsData ?? null);
    writeJson(session, K.centresData, settings.centresData ?? null);
    writeJson(session, K.userSettings, settings);
    writeJson(local, LOCAL_KEYS.userSettings, settings);
    setAuthenticated(true);
  }

  /** Session first, then local (console-spec §7). */
  const getToken = (): string | null => session.getItem(K.authToken) || local.getItem(LOCAL_KEYS.authToken) || null;

  /** The assignTests route stores a token from its query as the session token (console-spec §2). */
  const setToken = (token: string) => session.setItem(K.authToken, token);

  const getSchoolPlatformToken = () => session.getItem(K.schoolPlatformToken);
  const setSchoolPlatformToken = (token: string) => session.setItem(K.schoolPlatformToken, token);

  /** Unauthenticated is the string 'false' (console-spec §4). */
  const setAuthenticated = (on: boolean) => session.setItem(K.isAuthenticated, on ? 'true' : 'false');
  const isAuthenticated = () => session.getItem(K.isAuthenticated) === 'true' && getToken() !== null;

  const setLastRequestedPath = (path: string) => session.setItem(K.lastRequestedPath, path);
  const getLastRequestedPath = () => session.getItem(K.lastRequestedPath);

  /** The message of an accepted embedded LOGIN (console-spec §4 "the message is saved"). */
  const saveIframeData = (message: unknown) => writeJson(local, LOCAL_KEYS.iframeData, message);
  const getIframeData = () => readJson(local, LOCAL_KEYS.iframeData);

  function getSession(): SessionData {
    return {
      roleName: session.getItem(K.roleName),
      userType: session.getItem(K.userType),
      userId: session.getItem(K.userId),
      firstName: session.getItem(K.firstName),
      lastName: session.getItem(K.lastName),
      orgsData: readJson(session, K.orgsData),
      centresData: readJson(session, K.centresData),
      userSettings: (readJson(session, K.userSettings) ?? readJson(local, LOCAL_KEYS.userSettings)) as UserSettings | null,
      authToken: getToken(),
      lastRequestedPath: getLastRequestedPath(),
      isAuthenticated: isAuthenticated(),
    };
  }

  /** The session store only (the 401 reaction of console-spec §8). */
  function clearSession() {
    session.clear();
    setAuthenticated(false);
  }

  /** Both stores (4001, CLEAN_UP, logout). */
  function clearAllStores() {
    local.clear();
    clearSession();
  }

  return {
    saveLogin, getToken, setToken, getSchoolPlatformToken, setSchoolPlatformToken, setAuthenticated,
    isAuthenticated, setLastRequestedPath, getLastRequestedPath, saveIframeData, getIframeData, getSession,
    clearSession, clearAllStores,
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/** An in-memory store for tests and for environments without Web Storage. */
export function memoryStore(): KeyValueStore & { dump(): Record<string, string> } {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
    dump: () => Object.fromEntries(map),
  };
}

let defaultStore: SessionStore | undefined;

/** The app's store, bound to window's storages on first use (so importing this module never touches window). */
export function sessionStore(): SessionStore {
  if (!defaultStore) {
    const hasWindow = typeof window !== 'undefined' && !!window.sessionStorage;
    defaultStore = createSessionStore(
      hasWindow ? { session: window.sessionStorage, local: window.localStorage } : { session: memoryStore(), local: memoryStore() },
    );
  }
  return defaultStore;
}

// Convenience functions on the app's store.
export const saveLogin = (authToken: string, loginData: LoginData) => sessionStore().saveLogin(authToken, loginData);
export const getToken = () => sessionStore().getToken();
export const getSession = () => sessionStore().getSession();
export const isAuthenticated = () => sessionStore().isAuthenticated();
export const setLastRequestedPath = (path: string) => sessionStore().setLastRequestedPath(path);
export const getLastRequestedPath = () => sessionStore().getLastRequestedPath();
export const clearSession = () => sessionStore().clearSession();
export const clearAllStores = () => sessionStore().clearAllStores();
