/**
 * What each accepted parent message does (console-spec §4). The effects are injected, so the rules are tested
 * without React, react-admin or a router; EmbedBridge.tsx supplies the real ones.
 */
import type { SessionStore } from '../api/session';
import { loginCallback, type InboundMessage } from './messages';
import type { Reply } from './bridge';

/** The authProvider's cache of the role's abilities (src/providers/authProvider.ts). */
export const ABILITIES_KEY = 'abilities';
export const DASHBOARD_PATH = '/dashboard';
export const LOGIN_PATH = '/login';
export const LOGIN_FAILED = 'The console could not sign in with this token.';

export interface EmbedEffects {
  session: SessionStore;
  /** sessionStorage, where the abilities cache lives. */
  storage: Pick<Storage, 'removeItem'>;
  /** Loads the role's abilities again (authProvider.getPermissions); rejects when the token is not valid. */
  refreshPermissions(): Promise<unknown>;
  /** Drops react-admin's query cache (auth state, permissions, data of whoever was signed in before). */
  clearCache(): void;
  navigate(path: string): void;
  /** react-admin's logout: revokes the session, clears stores and cache, goes to /login. */
  logout(): void;
  setLoader(on: boolean): void;
  /** pathname + search of the current location. */
  currentPath(): string;
}

/** Where an accepted LOGIN lands: where the user already is, else the path they asked for before, else the dashboard. */
export function landingPath(current: string, remembered: string | null): string {
  const bare = current.split(/[?#]/)[0].replace(/\/+$/, '');
  if (bare !== '' && bare !== LOGIN_PATH) return current;
  if (remembered && remembered.split(/[?#]/)[0] !== LOGIN_PATH && remembered.startsWith('/') && !remembered.startsWith('//')) return remembered;
  return DASHBOARD_PATH;
}

async function login(fx: EmbedEffects, message: Extract<InboundMessage, { type: 'LOGIN' }>, reply: Reply) {
  const { authToken, loginData } = message.payload;
  fx.setLoader(true);
  const remembered = fx.session.getLastRequestedPath();
  // A LOGIN may switch users inside one frame: nothing of the previous user may survive it.
  fx.session.clearAllStores();
  fx.storage.removeItem(ABILITIES_KEY);
  fx.session.saveLogin(authToken, loginData);
  // "The message is saved" (§4), without its token: the token lives only in the session store, so a 401 that clears
  // that store really ends the session.
  fx.session.saveIframeData({ type: message.type, payload: { loginData } });
  try {
    await fx.refreshPermissions();
  } catch (error) {
    fx.session.clearAllStores();
    fx.storage.removeItem(ABILITIES_KEY);
    fx.setLoader(false);
    reply(loginCallback(false, error instanceof Error && error.message ? error.message : LOGIN_FAILED));
    return;
  }
  fx.clearCache();
  fx.navigate(landingPath(fx.currentPath(), remembered));
  fx.setLoader(false);
  reply(loginCallback(true));
}

export function createEmbedHandler(fx: EmbedEffects) {
  return async function handle(message: InboundMessage, reply: Reply): Promise<void> {
    switch (message.type) {
      case 'LOGIN':
        return login(fx, message, reply);
      case 'LOGOUT':
        return fx.logout();
      case 'CLEAN_UP':
        fx.session.clearAllStores();
        fx.storage.removeItem(ABILITIES_KEY);
        fx.clearCache();
        // Without a token no screen of the console can stay up; the sign-in page is what is left.
        return fx.navigate(LOGIN_PATH);
      case 'LOADER':
        return fx.setLoader(message.payload.show);
      case 'NAVIGATE':
        fx.navigate(message.payload.path);
        return fx.setLoader(false);
    }
  };
}
