// react-admin's authProvider on the console's call layer and session store. Permissions are the 193 slots
// computed from the abilities of the user's first role (src/access); the server checks the same table.
import type { AuthProvider } from 'react-admin';
import type { HttpClient } from '../api/httpClient';
import type { SessionStore, LoginData } from '../api/session';
import { HttpError } from '../api/errors';
import { canAccess, getPermissions } from '../access/canAccess';
import { emptyAccess, type AccessState } from '../access/slots';
import { DASHBOARD_PATH } from '../routes/redirects';

const ABILITIES_KEY = 'abilities';

export interface AuthDeps {
  http: HttpClient;
  session: SessionStore;
  /** Where abilities are kept for the tab's life (sessionStorage in the app). */
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** Called on logout so nothing of this user survives in memory (react-admin's query cache). */
  onLogout?: () => void;
}

export function createAuthProvider({ http, session, storage, onLogout }: AuthDeps): AuthProvider {
  async function loadAbilities(): Promise<string[]> {
    const cached = storage.getItem(ABILITIES_KEY);
    if (cached) {
      try { return JSON.parse(cached) as string[]; } catch { /* refetch below */ }
    }
    const res = await http.get<string[]>('auth/abilities');
    storage.setItem(ABILITIES_KEY, JSON.stringify(res.data ?? []));
    return res.data ?? [];
  }

  async function permissions(): Promise<AccessState> {
    if (!session.getToken()) return emptyAccess();
    const roleName = session.getSession().roleName ?? '';
    return getPermissions({ abilities: await loadAbilities(), roleName });
  }

  function forget(): void {
    storage.removeItem(ABILITIES_KEY);
    session.clearAllStores();
    onLogout?.();
  }

  return {
    async login({ username, password }: { username: string; password: string }) {
      const res = await http.post<{ authToken: string; loginData: LoginData }>('auth/login', { username, password });
      storage.removeItem(ABILITIES_KEY);
      const next = session.getLastRequestedPath();
      session.saveLogin(res.data.authToken, res.data.loginData);
      await loadAbilities();
      return { redirectTo: next && next !== '/login' ? next : DASHBOARD_PATH };
    },

    async logout() {
      const hadToken = !!session.getToken();
      // Revoke on the server first, while the token is still known; a failure must not keep the user signed in.
      if (hadToken) await http.post('auth/logout').catch(() => undefined);
      forget();
      return '/login';
    },

    async checkAuth() {
      if (session.getToken()) return;
      if (typeof window !== 'undefined') {
        const { pathname, search } = window.location;
        if (pathname !== '/login' && pathname !== '/') session.setLastRequestedPath(pathname + search);
      }
      throw new Error('Please sign in');
    },

    async checkError(error: unknown) {
      // The call layer already reacted to 401 and 4001 (toast, stores, /login); here react-admin only has to
      // drop what it holds. 403 never logs out.
      if (error instanceof HttpError && error.status === 401 && (error.code === 401 || error.code === 4001)) {
        onLogout?.();
        throw { redirectTo: '/login', logoutUser: false, message: false };
      }
    },

    async getIdentity() {
      const s = session.getSession();
      return { id: s.userId ?? '', fullName: [s.firstName, s.lastName].filter(Boolean).join(' ') };
    },

    getPermissions: permissions,

    async canAccess({ resource, action }) {
      return canAccess(await permissions(), { resource, action });
    },
  };
}
