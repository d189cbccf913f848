/**
 * What each accepted parent message does (console-spec §4). The effects are injected, so the rules are tested
 * without React, react-admin or a router; EmbedBridge.tsx supplies the real ones.
 */
import type { LoginData, SessionStore } from '../api/session';
import { loginCallback, type InboundMessage } from './messages';
import type { Reply } from './bridge';

/** The authProvider's cache of the role's abilities (src/providers/authProvider.ts). */
export const ABILITIES_KEY = 'abilities';
export const DASHBOARD_PATH = '/dashboard';
export const LOGIN_PATH = '/login';
export const LOGIN_FAILED = 'The console could not sign in with this token.';
export const LOGIN_STORAGE_FAILED = 'The console could not store the login: the browser storage is full or disabled.';
export const LOGIN_SUPERSEDED = 'A later message from the parent replaced this LOGIN.';

export interface EmbedEffects {
  session: SessionStore;
  /** sessionStorage, where the abilities cache lives. */
  storage: Pick<Storage, 'removeItem'>;
  /** The server's login data for a token (GET auth/session); rejects when the server refuses the token. */
  whoIs(token: string): Promise<LoginData>;
  /** Ends a token's session on the server (POST auth/logout); never rejects. */
  revoke(token: string): Promise<void>;
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

/** Nothing of whoever was signed in stays: token, both stores, the abilities cache, react-admin's cache. */
function forgetEveryone(fx: EmbedEffects): void {
  fx.session.clearAllStores();
  fx.storage.removeItem(ABILITIES_KEY);
  fx.clearCache();
}

/** The token being dropped is ended on the server too, unless the parent hands the same one again. */
function revokeReplaced(fx: EmbedEffects, previous: string | null, next: string | null): Promise<void> {
  return previous && previous !== next ? fx.revoke(previous).catch(() => undefined) : Promise.resolve();
}

// Web Storage throws these when full (Chromium, Firefox) or disabled (some private modes).
const STORAGE_ERRORS = new Set(['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED', 'SecurityError']);

function reasonOf(error: unknown): string {
  if (STORAGE_ERRORS.has((error as { name?: string } | null)?.name ?? '')) return LOGIN_STORAGE_FAILED;
  return error instanceof Error && error.message ? error.message : LOGIN_FAILED;
}

/**
 * Which message came last. A LOGIN waits for the server's word on its token; a LOGIN, CLEAN_UP or LOGOUT sent
 * meanwhile supersedes it, so the parent's last message decides who is signed in, whichever answer arrives first.
 */
interface Turns {
  take(token: string | null): () => boolean;
  /** The token of the last message (null: it signed out). */
  latestToken(): string | null;
}

function createTurns(): Turns {
  let turn = 0;
  let token: string | null = null;
  return {
    take(next) {
      const mine = ++turn;
      token = next;
      return () => mine === turn;
    },
    latestToken: () => token,
  };
}

/** A LOGIN overtaken by a later message: the parent is told it failed, and its token is ended unless still in use. */
function superseded(fx: EmbedEffects, turns: Turns, authToken: string, reply: Reply): Promise<void> {
  reply(loginCallback(false, LOGIN_SUPERSEDED));
  return authToken === turns.latestToken() ? Promise.resolve() : fx.revoke(authToken).catch(() => undefined);
}

async function login(fx: EmbedEffects, turns: Turns, message: Extract<InboundMessage, { type: 'LOGIN' }>, reply: Reply) {
  const { authToken, loginData } = message.payload;
  const isLatest = turns.take(authToken);
  fx.setLoader(true);
  const remembered = fx.session.getLastRequestedPath();
  const previous = fx.session.getToken();
  try {
    // Who is signed in is the server's word on the token, never the parent's: a parent claiming 'Admin' for a
    // centre user's token gets that user's role, name and centres (console-spec §4 "checked against the token").
    // Asked first, so the stores change in one synchronous step below and no request of the page in view can
    // see them half written.
    const user = await fx.whoIs(authToken);
    if (!isLatest()) return superseded(fx, turns, authToken, reply);
    // A LOGIN may switch users inside one frame: nothing of the previous user may survive it.
    fx.session.clearAllStores();
    fx.storage.removeItem(ABILITIES_KEY);
    fx.session.saveLogin(authToken, user);
    // "The message is saved" (§4), without its token: the token lives only in the session store, so a 401 that
    // clears that store really ends the session.
    fx.session.saveIframeData({ type: message.type, payload: { loginData } });
    await fx.refreshPermissions();
  } catch (error) {
    if (!isLatest()) return superseded(fx, turns, authToken, reply);
    // A refused token or a failed storage write (quota, storage disabled): signed out, not half signed in, and the
    // previous user's screen is gone too.
    forgetEveryone(fx);
    fx.navigate(LOGIN_PATH);
    fx.setLoader(false);
    reply(loginCallback(false, reasonOf(error)));
    return revokeReplaced(fx, previous, null);
  }
  // Overtaken while its permissions loaded: the later message has replaced (and revokes) what this one stored.
  if (!isLatest()) return superseded(fx, turns, authToken, reply);
  fx.clearCache();
  fx.navigate(landingPath(fx.currentPath(), remembered));
  fx.setLoader(false);
  reply(loginCallback(true));
  return revokeReplaced(fx, previous, authToken);
}

/** A LOGIN the bridge refused (no roles, too large): nobody stays signed in, and the parent is told why. */
async function refuse(fx: EmbedEffects, reason: string, reply: Reply): Promise<void> {
  const previous = fx.session.getToken();
  forgetEveryone(fx);
  fx.navigate(LOGIN_PATH);
  fx.setLoader(false);
  reply(loginCallback(false, reason));
  await revokeReplaced(fx, previous, null);
}

async function cleanUp(fx: EmbedEffects): Promise<void> {
  const previous = fx.session.getToken();
  forgetEveryone(fx);
  // Without a token no screen of the console can stay up; the sign-in page is what is left.
  fx.navigate(LOGIN_PATH);
  await revokeReplaced(fx, previous, null);
}

export function createEmbedHandler(fx: EmbedEffects) {
  const turns = createTurns();
  return async function handle(message: InboundMessage, reply: Reply): Promise<void> {
    switch (message.type) {
      case 'LOGIN':
        return login(fx, turns, message, reply);
      case 'LOGIN_REFUSED':
        turns.take(null);
        return refuse(fx, message.payload.reason, reply);
      case 'LOGOUT':
        turns.take(null);
        return fx.logout();
      case 'CLEAN_UP':
        turns.take(null);
        return cleanUp(fx);
      case 'LOADER':
        return fx.setLoader(message.payload.show);
      case 'NAVIGATE':
        fx.navigate(message.payload.path);
        return fx.setLoader(false);
    }
  };
}
