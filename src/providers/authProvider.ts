// react-admin's authProvider on the console's call layer and session store. Permissions are the 193 slots
// computed from the abilities of the user's first role (schemas/access); the server checks the same table.
import type { AuthProvider } from 'react-admin';
import type { HttpClient } from '../api/httpClient';
import type { SessionStore, LoginData } from '../api/session';
import { HttpError } from '../api/errors';
import { canAccess, getPermissions } from '../access/canAccess';
import { emptyAccess, type AccessState } from '../../schemas/access/slots';
import { DASHBOARD_PATH } from '../routes/redirects';
import { tokenSession, type TokenSession } from '../api/tokenSession';
import { adoptToken, takeCarriedToken, windowAddress, type Address } from './carriedToken';

const ABILITIES_KEY = 'abilities';

export interface AuthDeps {
  http: HttpClient;
  session: SessionStore;
  /** Where abilities are kept for the tab's life (sessionStorage in the app). */
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** Called on logout so nothing of this user survives in memory (react-admin's query cache). */
  onLogout?: () => void;
  /** The server's word on a token that arrives in the address (assignTests?authToken=). */
  tokens?: TokenSession;
  /** The browser's address (injected in tests). */
  address?: Address;
}

export function createAuthProvider({ http, session, storage, onLogout, tokens, address }: AuthDeps): AuthProvider & { knownPermissions(): AccessState | undefined } {
  /** The adoption of a token carried by the address, while the server is asked about it. */
  let adopting: Promise<void> | null = null;

  /** Takes a token the address carries (assignTests?authToken=) and starts making it the session token. */
  function adoptFromAddress(): void {
    const here = address ?? (typeof window !== 'undefined' ? windowAddress : undefined);
    const carried = here ? takeCarriedToken(here, !!session.getToken()) : null;
    if (!carried) return;
    const forgetPrevious = () => { storage.removeItem(ABILITIES_KEY); onLogout?.(); };
    const mine: Promise<void> = adoptToken({ session, tokens: tokens ?? tokenSession(), forget: forgetPrevious }, carried)
      .finally(() => { if (adopting === mine) adopting = null; });
    adopting = mine;
  }

  /** The abilities kept for the tab; undefined when none are (or they cannot be read). */
  function keptAbilities(): string[] | undefined {
    const cached = storage.getItem(ABILITIES_KEY);
    if (!cached) return undefined;
    try { return JSON.parse(cached) as string[]; } catch { return undefined; }
  }

  async function loadAbilities(): Promise<string[]> {
    const kept = keptAbilities();
    if (kept) return kept;
    const res = await http.get<string[]>('auth/abilities');
    storage.setItem(ABILITIES_KEY, JSON.stringify(res.data ?? []));
    return res.data ?? [];
  }

  function accessOf(abilities: string[]): AccessState {
    const { roleName, userSettings } = session.getSession();
    return getPermissions({ abilities, roleName: roleName ?? '', scope: typeof userSettings?.scope === 'string' ? userSettings.scope : undefined });
  }

  async function permissions(): Promise<AccessState> {
    // Abilities asked before a carried token is adopted would be nobody's: wait for it.
    if (adopting) await adopting.catch(() => undefined);
    if (!session.getToken()) return emptyAccess();
    return accessOf(await loadAbilities());
  }

  /**
   * The signed-in session's permissions when they are known without waiting: a token, no carried token being adopted,
   * the abilities kept for the tab. Undefined otherwise (the checks then ask as usual).
   */
  function knownPermissions(): AccessState | undefined {
    if (adopting || !session.getToken()) return undefined;
    const kept = keptAbilities();
    return kept && accessOf(kept);
  }

  function forget(): void {
    storage.removeItem(ABILITIES_KEY);
    session.clearAllStores();
    onLogout?.();
  }

  // At once, before the router reads the address: the router then never sees the token, and the first checks wait.
  adoptFromAddress();

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
      adoptFromAddress();
      // react-admin checks again while the first check still waits for the server: every check waits for the
      // carried token's answer instead of finding neither token nor address and logging out.
      if (adopting) {
        await adopting.catch(() => { throw new Error('Please sign in'); });
        return;
      }
      if (session.getToken()) return;
      if (typeof window !== 'undefined') {
        const { pathname, search } = window.location;
        if (pathname !== '/login' && pathname !== '/') session.setLastRequestedPath(pathname + search);
      }
      throw new Error('Please sign in');
    },

    async checkError(error: unknown) {
      // The call layer already reacted to 401 and 4001 (toast, stores, /login); here react-admin only has to
      // drop what it holds. 403 never logs out, nor does an answer for a token that is no longer the session's.
      if (error instanceof HttpError && !error.stale && error.status === 401 && (error.code === 401 || error.code === 4001)) {
        onLogout?.();
        throw { redirectTo: '/login', logoutUser: false, message: false };
      }
    },

    async getIdentity() {
      const s = session.getSession();
      return { id: s.userId ?? '', fullName: [s.firstName, s.lastName].filter(Boolean).join(' ') };
    },

    getPermissions: permissions,
    knownPermissions,

    async canAccess({ resource, action }) {
      return canAccess(await permissions(), { resource, action });
    },
  };
}
