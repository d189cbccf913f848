/**
 * The server's word on a token that did not come from our own sign-in form (an embedded LOGIN, the assignTests
 * address): who it belongs to (GET auth/session) and its revocation (POST auth/logout). Plain fetch with the token
 * given here, not the call layer: a refused token must not toast, clear the stores or log anybody out by itself;
 * the caller decides what a failure means.
 */
import { readApiConfig } from './config';
import { TOKEN_HEADER } from './routing';
import type { LoginData } from './session';

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

export const SESSION_PATH = 'auth/session';
export const LOGOUT_PATH = 'auth/logout';
export const TOKEN_REFUSED = 'The console could not sign in with this token.';
/** Revocation must not hold a parent's CLEAN_UP or LOGIN for long when the server is slow. */
const REVOKE_TIMEOUT_MS = 5000;
const CHECK_TIMEOUT_MS = 30_000;

export interface TokenSession {
  /** The login data of the token's user, as the server has it; rejects with the server's message when refused. */
  whoIs(token: string): Promise<LoginData>;
  /** Ends the token's session on the server; never rejects (a token already ended is fine). */
  revoke(token: string): Promise<void>;
}

interface Envelope { message?: unknown; data?: { loginData?: unknown } | null }

function isLoginData(value: unknown): value is LoginData {
  const v = value as Partial<LoginData> | null;
  return typeof v === 'object' && v !== null && Array.isArray(v.userRoles) && v.userRoles.length > 0
    && v.userRoles.every((r) => typeof r?.name === 'string');
}

export function createTokenSession(fetchFn: Fetch, apiBase = readApiConfig().apiBase): TokenSession {
  return {
    async whoIs(token) {
      const answer = await fetchFn(apiBase + SESSION_PATH, {
        headers: { [TOKEN_HEADER]: token, Accept: 'application/json' },
        credentials: 'omit',
        signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
      }).then(async (res) => ({ ok: res.ok, body: (await res.json().catch(() => null)) as Envelope | null }), () => null);
      const loginData = answer?.body?.data?.loginData;
      if (answer?.ok && isLoginData(loginData)) return loginData;
      const message = answer?.body?.message;
      throw new Error(typeof message === 'string' && message ? message : TOKEN_REFUSED);
    },

    async revoke(token) {
      await fetchFn(apiBase + LOGOUT_PATH, {
        method: 'POST',
        headers: { [TOKEN_HEADER]: token, Accept: 'application/json' },
        credentials: 'omit',
        signal: AbortSignal.timeout(REVOKE_TIMEOUT_MS),
      }).catch(() => undefined);
    },
  };
}

let defaultSession: TokenSession | undefined;

/** The app's instance on window.fetch (bound on first use, so importing this module never touches window). */
export function tokenSession(): TokenSession {
  defaultSession ??= createTokenSession((url, init) => window.fetch(url, init));
  return defaultSession;
}
