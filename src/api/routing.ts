// resolveRequest: console-spec §7's shared call rules as one pure function (no fetch, no storage).
import type { ApiConfig } from './config';
import {
  isAssignTest, isClassServerGet, isContentServerGet, isFileGet, isLongTimeoutPost, isMultipartPatch, isMultipartPost,
  isMultipartPut, isSchoolLogin, isSchoolReport, normalisePath,
} from './pathRules';
import type { ApiRequest, QueryParams, ResolvedRequest, ResponseType } from './types';

export const DEFAULT_TIMEOUT_MS = 120000;
export const LONG_TIMEOUT_MS = 600000;
export const TOKEN_HEADER = 'access-token';

/** What routing needs from the session: a snapshot, so the function stays pure. */
export interface RoutingSession {
  authToken: string | null;
  schoolPlatformToken: string | null;
}

/**
 * Text as the server accepts it: without NUL characters, and with a lone surrogate (half of a pasted emoji)
 * replaced by U+FFFD. The server answers such text with 400, which console-spec §8 turns into a sign-out; a search
 * box or reason field should never sign a user out for a stray character.
 */
export function cleanText(text: string): string {
  return text.replace(/\u0000/g, '').replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

/** A JSON body with every string value cleaned (cleanText). */
export const cleanJson = (payload: unknown): string =>
  JSON.stringify(payload, (_key, value: unknown) => (typeof value === 'string' ? cleanText(value) : value));

/** Query string of params: arrays as comma lists, empty values left out, text cleaned (cleanText). */
export function toQueryString(params: QueryParams | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) search.append(key, cleanText(value.join(',')));
    } else search.append(key, cleanText(String(value)));
  }
  return search.toString();
}

function joinUrl(base: string, path: string, query: string): string {
  const url = base + path.replace(/^\/+/, '');
  if (!query) return url;
  return url + (url.includes('?') ? '&' : '?') + query;
}

const hasBlob = (body: unknown): boolean =>
  (typeof Blob !== 'undefined' && body instanceof Blob) ||
  (typeof body === 'object' && body !== null && Object.values(body).some((v) => typeof Blob !== 'undefined' && v instanceof Blob));

/** A plain object becomes form fields; a Blob alone becomes the field 'file' (DESIGN.md "multipart field file"). */
export function toFormData(body: unknown): FormData {
  if (body instanceof FormData) return body;
  const form = new FormData();
  if (body instanceof Blob) {
    form.append('file', body);
    return form;
  }
  for (const [key, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(key, value);
    else form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return form;
}

function isMultipart({ method, body }: ApiRequest, norm: string): boolean {
  // JSON cannot carry a file, so a FormData or Blob body is multipart whatever the path.
  if (body instanceof FormData || hasBlob(body)) return true;
  if (method === 'POST') return isMultipartPost(norm);
  if (method === 'PATCH') return isMultipartPatch(norm);
  if (method === 'PUT') return isMultipartPut(norm);
  return false;
}

interface Target {
  base: string;
  /** Replaces the access-token header; null means no credential at all. */
  credential?: { header: string; value: string | null } | null;
}

function targetFor(req: ApiRequest, norm: string, config: ApiConfig, session: RoutingSession): Target {
  if (req.method === 'GET' && isClassServerGet(norm)) return { base: config.classApiBase };
  if (req.method === 'GET' && isContentServerGet(norm)) return { base: config.contentApiBase };
  if (req.method !== 'POST') return { base: config.apiBase };
  // Our own token never goes to the school platform: it authenticates with its own tokens.
  if (isSchoolLogin(norm)) return { base: config.schoolApiBase, credential: null };
  if (isAssignTest(norm)) {
    const accessToken = (req.body as { accessToken?: unknown } | undefined)?.accessToken;
    const value = typeof accessToken === 'string' ? accessToken : null;
    return { base: config.schoolApiBase, credential: { header: 'Authorization', value } };
  }
  if (isSchoolReport(norm)) {
    return { base: config.schoolApiBase, credential: { header: 'Authorization', value: session.schoolPlatformToken } };
  }
  return { base: config.apiBase };
}

function responseTypeFor(req: ApiRequest, norm: string): ResponseType {
  if (req.flags?.file) return 'file';
  return req.method === 'GET' && isFileGet(norm) ? 'file' : 'json';
}

function timeoutFor(req: ApiRequest, norm: string): number {
  if (req.flags?.timeoutMs) return req.flags.timeoutMs;
  return req.method === 'POST' && isLongTimeoutPost(norm) ? LONG_TIMEOUT_MS : DEFAULT_TIMEOUT_MS;
}

function credentialHeaders(target: Target, session: RoutingSession): Record<string, string> {
  if (target.credential === null) return {};
  if (target.credential) return target.credential.value ? { [target.credential.header]: target.credential.value } : {};
  return session.authToken ? { [TOKEN_HEADER]: session.authToken } : {};
}

export function resolveRequest(req: ApiRequest, config: ApiConfig, session: RoutingSession): ResolvedRequest {
  const norm = normalisePath(req.path);
  const target = targetFor(req, norm, config, session);
  const paramsInBody = req.method === 'DELETE' && req.flags?.deleteParamsInBody === true;
  const url = joinUrl(target.base, req.path, paramsInBody ? '' : toQueryString(req.params));
  const headers: Record<string, string> = { ...credentialHeaders(target, session) };
  let body: string | FormData | undefined;

  if (req.method === 'GET') {
    body = undefined; // a GET has no body; its params are in the query string
  } else if (isMultipart(req, norm)) {
    // Only Accept: the browser writes Content-Type itself, with the multipart boundary.
    headers.Accept = 'application/json';
    body = toFormData(req.body);
  } else {
    const payload = paramsInBody ? { ...(req.params ?? {}), ...((req.body as object | undefined) ?? {}) } : req.body;
    if (payload !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = cleanJson(payload);
    }
  }
  return { url, headers: { ...headers, ...req.flags?.headers }, body, responseType: responseTypeFor(req, norm), timeoutMs: timeoutFor(req, norm) };
}
