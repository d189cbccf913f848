// Shared types of the call layer (console-spec §7, §8, §9). No runtime code here.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Query values: arrays travel as comma lists (DESIGN.md "API conventions"); declared with the list query helpers. */
import type { QueryParams } from '../../schemas/listQuery/types';
export type { QueryParams, QueryValue } from '../../schemas/listQuery/types';

export interface RequestFlags {
  /** DELETE only: send params as a JSON body instead of the query string (§7 "in the body when flagged"). */
  deleteParamsInBody?: boolean;
  /** Force the answer to be read as a file (for downloads the §7 path rules do not name). */
  file?: boolean;
  /** Keep the whole error answer on the HttpError (an upload preview's proposed column mapping is in its data). */
  whole?: boolean;
  /** Switch the loader on for this call; it is switched off when the call ends. Errors always switch it off. */
  loader?: boolean;
  /** Override the §9 timeout, e.g. for a very large upload. */
  timeoutMs?: number;
  /** Cancels the call without a toast (react-admin passes one when a query is abandoned). */
  signal?: AbortSignal;
  /** Extra headers such as Idempotency-Key. */
  headers?: Record<string, string>;
  /**
   * No error toast when the call fails on its own (console-spec §8: "alert load failure is silent"); a failure that
   * ends the session (401, 4001, 400) still says why and goes to /login.
   */
  quiet?: boolean;
  /** A failure status whose answer is a file to hand over, not an error (a PTM upload's 422 error file). */
  fileOnStatus?: number;
}

export interface ApiRequest {
  method: HttpMethod;
  /** Relative to a server base, e.g. 'auth/notifications'; may carry its own '?query'. */
  path: string;
  params?: QueryParams;
  body?: unknown;
  flags?: RequestFlags;
}

export type ResponseType = 'json' | 'file';

export interface ResolvedRequest {
  url: string;
  headers: Record<string, string>;
  body: string | FormData | undefined;
  responseType: ResponseType;
  timeoutMs: number;
}

/** Every JSON answer of the backend (DESIGN.md). */
export interface ApiEnvelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}

export interface FileResult {
  blob: Blob;
  /** From Content-Disposition; undefined when the server names none. */
  fileName: string | undefined;
}

/** Toast type codes of console-spec §9. */
export const TOAST_ERROR = 0;
export const TOAST_SUCCESS = 1;
export const TOAST_WARNING = 2;
export const TOAST_HIDE = -1;
export type ToastType = 0 | 1 | 2 | -1;

export interface Toast {
  type: ToastType;
  message?: string;
  heading?: string;
}

/** What the call layer may do to the rest of the app; injected so the layer stays testable. */
export interface HttpEffects {
  setLoader(on: boolean): void;
  toast(t: Toast): void;
  clearSession(): void;
  clearAllStores(): void;
  navigate(path: string): void;
}
