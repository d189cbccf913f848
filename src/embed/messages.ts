/**
 * The postMessage protocol between a CRM parent page and the framed console (console-spec §4, §5): message types,
 * payload validation and the in-app path rule for NAVIGATE. Pure functions, no window.
 *
 * Every message is { type, payload? }. Inbound: LOGIN, LOGOUT, CLEAN_UP, LOADER, NAVIGATE. Outbound: LOGIN_CALLBACK.
 */
import type { LoginData } from '../api/session';

export const MESSAGE_TYPES = ['LOGIN', 'LOGOUT', 'CLEAN_UP', 'LOADER', 'NAVIGATE', 'LOGIN_CALLBACK'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

export type InboundMessage =
  | { type: 'LOGIN'; payload: { authToken: string; loginData: LoginData } }
  | { type: 'LOGOUT' }
  | { type: 'CLEAN_UP' }
  | { type: 'LOADER'; payload: { show: boolean } }
  | { type: 'NAVIGATE'; payload: { path: string } }
  // Not a wire type (parseMessage never accepts it): the bridge's word for a LOGIN from the trusted parent that
  // failed validation, so the handler can sign out whoever was in before answering the failure.
  | { type: 'LOGIN_REFUSED'; payload: { reason: string } };

export interface LoginCallback {
  type: 'LOGIN_CALLBACK';
  payload: { success: boolean; message?: string };
}

export type Parsed = { ok: true; message: InboundMessage } | { ok: false; type?: MessageType; reason: string };

/** Tokens of this console are 43 characters; the cap only keeps absurd input out of storage. */
const MAX_TOKEN_LENGTH = 512;
const MAX_PATH_LENGTH = 2048;

export const LOGIN_INVALID = 'Login needs an authToken and loginData with at least one user role.';
/** loginData is kept in Web Storage, whose quota is a few MB per origin: far larger data is no login data. */
export const MAX_LOGIN_DATA_BYTES = 256 * 1024;
export const LOGIN_TOO_LARGE = 'Login data is larger than 256 KB.';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function validRoles(roles: unknown): roles is { name: string }[] {
  return Array.isArray(roles) && roles.length > 0
    && roles.every((r) => isRecord(r) && typeof r.name === 'string' && r.name.trim() !== '');
}

/** Size of the data as JSON in UTF-8 bytes; null when it has no JSON form (a cycle, a BigInt). */
export function jsonBytes(value: unknown): number | null {
  try {
    return new TextEncoder().encode(JSON.stringify(value)).length;
  } catch {
    return null;
  }
}

/** console-spec §5: a token and non-empty login data holding user roles. */
function parseLogin(payload: unknown): Parsed {
  const bad: Parsed = { ok: false, type: 'LOGIN', reason: LOGIN_INVALID };
  if (!isRecord(payload) || !isRecord(payload.loginData)) return bad;
  const { authToken, loginData } = payload;
  if (typeof authToken !== 'string' || authToken.trim() === '' || authToken.length > MAX_TOKEN_LENGTH) return bad;
  if (!validRoles(loginData.userRoles)) return bad;
  const bytes = jsonBytes(loginData);
  if (bytes === null) return bad;
  if (bytes > MAX_LOGIN_DATA_BYTES) return { ok: false, type: 'LOGIN', reason: LOGIN_TOO_LARGE };
  const userId = typeof loginData.userId === 'string' || typeof loginData.userId === 'number' ? loginData.userId : '';
  return { ok: true, message: { type: 'LOGIN', payload: { authToken: authToken.trim(), loginData: { ...loginData, userId } as LoginData } } };
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/**
 * Control (Cc), format (Cf: zero-width and bidi marks), line and paragraph separators (U+2028, U+2029) and lone
 * surrogates: none belongs in a path, and U+2028/U+2029 end a line in JavaScript source and in some URL parsers.
 */
const CONTROL = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/u;

/**
 * What the router sees: it decodes percent-escapes before matching, and a decoded line terminator ('%0A',
 * '%E2%80%A8') matches no route, not even the catch-all, so the whole console (and the bridge inside it) unmounts.
 * Malformed escapes are left as they are, as the router does.
 */
function percentDecoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * The path when it stays inside the console, else null: no scheme (http:, javascript:, data:), no '//' or '\'
 * (browsers read '/\evil.com' as '//evil.com'), no control or invisible characters, raw or percent-encoded.
 * 'dashboard' becomes '/dashboard'.
 */
export function toInAppPath(raw: string): string | null {
  if (raw.length > MAX_PATH_LENGTH || CONTROL.test(raw) || CONTROL.test(percentDecoded(raw)) || raw.includes('\\')) return null;
  const path = raw.trim();
  if (path !== raw || SCHEME.test(path) || path.startsWith('//')) return null;
  const absolute = path.startsWith('/') ? path : `/${path}`;
  // Last line of defence: whatever the rules above missed must still resolve to our own origin.
  const probe = new URL(absolute, 'https://console.invalid');
  return probe.origin === 'https://console.invalid' && !absolute.startsWith('//') ? absolute : null;
}

/** NAVIGATE with no path goes to '' (console-spec §4), which the router sends on to the dashboard. */
function parseNavigate(payload: unknown): Parsed {
  const raw = isRecord(payload) ? payload.path : undefined;
  if (raw === undefined || raw === null || raw === '') return { ok: true, message: { type: 'NAVIGATE', payload: { path: '/' } } };
  if (typeof raw !== 'string') return { ok: false, type: 'NAVIGATE', reason: 'NAVIGATE needs a path.' };
  const path = toInAppPath(raw);
  return path === null
    ? { ok: false, type: 'NAVIGATE', reason: 'NAVIGATE accepts only paths inside the console.' }
    : { ok: true, message: { type: 'NAVIGATE', payload: { path } } };
}

function parseLoader(payload: unknown): Parsed {
  if (!isRecord(payload) || typeof payload.show !== 'boolean') return { ok: false, type: 'LOADER', reason: 'LOADER needs show: true or false.' };
  return { ok: true, message: { type: 'LOADER', payload: { show: payload.show } } };
}

/** Validates what a parent posted. Does not look at the origin or source: see trust.ts. */
export function parseMessage(data: unknown): Parsed {
  if (!isRecord(data) || typeof data.type !== 'string') return { ok: false, reason: 'Not a console message.' };
  const type = data.type as MessageType;
  switch (type) {
    case 'LOGIN': return parseLogin(data.payload);
    case 'LOGOUT': return { ok: true, message: { type: 'LOGOUT' } };
    case 'CLEAN_UP': return { ok: true, message: { type: 'CLEAN_UP' } };
    case 'LOADER': return parseLoader(data.payload);
    case 'NAVIGATE': return parseNavigate(data.payload);
    // The console sends LOGIN_CALLBACK; receiving one means somebody is replaying our own reply.
    case 'LOGIN_CALLBACK': return { ok: false, type, reason: 'LOGIN_CALLBACK is sent by the console, not to it.' };
    default: return { ok: false, reason: 'Unknown message type.' };
  }
}

export function loginCallback(success: boolean, message?: string): LoginCallback {
  return { type: 'LOGIN_CALLBACK', payload: message ? { success, message } : { success } };
}
