// reactionFor: console-spec §8's error catalogue as one pure function, one branch per row.
import { normalisePath } from './pathRules';
import { TOAST_ERROR, type HttpMethod, type Toast } from './types';

/** Not given verbatim by the spec ("logged in from a different account of the product"). */
export const DIFFERENT_ACCOUNT_MESSAGE = 'You have been logged in from a different account of Glorifire. Please log in again.';
export const ACCESS_LIMITS_MESSAGE = 'Your access limits have been modified.';
export const INTERNAL_SERVER_ERROR_TOAST = 'Internal Server error';
export const SERVER_ERROR_MESSAGE = 'Server error';
export const DEFAULT_ERROR_MESSAGE = 'Something went wrong';
export const UNDEFINED_ERROR_MESSAGE = 'Undefined error';

export const BODY_CODE_SESSION_REPLACED = 4001;
export const BODY_CODE_SESSION_INVALID = 401;
export const LOGIN_PATH = '/login';

/** The exam-result area's CRM-facing API (entities-spec §7 salesforceAuth/…): its 401 answers pass through. */
export const EXAM_RESULT_CRM_PREFIX = 'salesforceAuth/';
export const MAPPED_ORGANIZATIONS_PATH = 'auth/mapped-organizations';

export interface Outcome {
  method: HttpMethod;
  path: string;
  httpStatus: number;
  /** The parsed answer; undefined when it could not be read. */
  body: unknown;
}

export type Reaction =
  /** A normal answer: hand the body to the caller. */
  | { kind: 'ok' }
  /** An error answer handed to the caller as if it were normal (the CRM exception). */
  | { kind: 'passThrough' }
  /** Reject the call, after the listed effects (none for the mapped-organizations exception). */
  | {
      kind: 'reject';
      toasts: Toast[];
      clear?: 'session' | 'all';
      navigate?: string;
      message: string;
      /** Rethrow the whole error (with the answer body) rather than only its message. */
      whole?: boolean;
    };

const errorToast = (message: string): Toast => ({ type: TOAST_ERROR, message });

function bodyCode(body: unknown): number | undefined {
  const code = (body as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'number' ? code : typeof code === 'string' && code.trim() !== '' ? Number(code) : undefined;
}

function serverMessage(body: unknown): string {
  if (body === undefined) return UNDEFINED_ERROR_MESSAGE;
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : DEFAULT_ERROR_MESSAGE;
}

const sessionInvalid = (toasts: Toast[], message: string): Reaction => ({
  kind: 'reject',
  toasts: [...toasts, errorToast(ACCESS_LIMITS_MESSAGE)],
  clear: 'session',
  navigate: LOGIN_PATH,
  message,
});

function bodyCode401({ method, path, body }: Outcome): Reaction {
  const norm = normalisePath(path);
  if (method === 'GET' && norm === MAPPED_ORGANIZATIONS_PATH) return { kind: 'reject', toasts: [], message: serverMessage(body) };
  if (method === 'POST' && norm.startsWith(EXAM_RESULT_CRM_PREFIX)) return { kind: 'passThrough' };
  return sessionInvalid([], serverMessage(body));
}

// A form's refusal (an entity's `<list>/record`) names the field of each error in the body, shown under its input.
const rethrowsWhole = (path: string) => /past-?achievements?/i.test(path) || /rpi-mappings/i.test(path) || /\/record(\/\d+)?$/.test(path);

export function reactionFor(outcome: Outcome): Reaction {
  const { httpStatus, body, path } = outcome;
  const code = bodyCode(body);
  // The body code is read before the HTTP status: a 200 can still say the session is gone.
  if (code === BODY_CODE_SESSION_REPLACED) {
    return { kind: 'reject', toasts: [errorToast(DIFFERENT_ACCOUNT_MESSAGE)], clear: 'all', navigate: LOGIN_PATH, message: DIFFERENT_ACCOUNT_MESSAGE };
  }
  if (code === BODY_CODE_SESSION_INVALID) return bodyCode401(outcome);
  if (httpStatus >= 200 && httpStatus < 300) return { kind: 'ok' };
  if (httpStatus === 400) return sessionInvalid([errorToast(DIFFERENT_ACCOUNT_MESSAGE)], serverMessage(body));
  if (httpStatus === 401) return { kind: 'reject', toasts: [], message: serverMessage(body) };
  if (httpStatus === 404 || httpStatus === 500) {
    return { kind: 'reject', toasts: [errorToast(INTERNAL_SERVER_ERROR_TOAST)], message: SERVER_ERROR_MESSAGE };
  }
  const message = serverMessage(body);
  return { kind: 'reject', toasts: [errorToast(message)], message, whole: rethrowsWhole(normalisePath(path)) || undefined };
}

/** Every failed call rejects with this, so callers and react-admin can read the status. */
export class HttpError extends Error {
  readonly status: number;
  /** The envelope's code, when the answer had one. */
  readonly code: number | undefined;
  /** The whole answer, for the calls whose whole error is rethrown (and for react-admin's error display). */
  readonly body: unknown;
  /**
   * The answer belongs to a token that is no longer the session's (a LOGIN switched users while it was in flight):
   * it changed nothing, and nobody may sign the current user out because of it.
   */
  readonly stale: boolean;

  constructor(message: string, status: number, code?: number, body?: unknown, stale = false) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
    this.body = body;
    this.stale = stale;
  }
}

export { bodyCode as readBodyCode };
