/**
 * User Management's data (issue 16): ra-data-simple-rest over /api/admin, on an httpClient that sends the call layer's
 * access-token header and reacts to failures as the rest of the console does (console-spec §8), except that a 400
 * envelope from these endpoints is a form's field errors ({ data: { errors } }), handed to react-admin as
 * HttpError.body.errors, not the §8 "different account" logout. adminRouting.ts's withAdminResources routes the resources
 * named 'supporthome/<res>' to it and every other resource to the entity provider.
 */
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, Identifier } from 'react-admin';
import { HttpError, reactionFor, readBodyCode } from '../api/errors';
import { applyReaction } from '../api/applyReaction';
import { DEFAULT_TIMEOUT_MS, TOKEN_HEADER } from '../api/routing';
import { readJsonBody } from '../api/responses';
import { NETWORK_ERROR_MESSAGE, TIMEOUT_MESSAGE } from '../api/httpClient';
import { TOAST_ERROR, type HttpEffects, type HttpMethod } from '../api/types';


type Fetch = (input: string, init: RequestInit) => Promise<Response>;

export interface AdminHttpDeps {
  fetch: Fetch;
  effects: HttpEffects;
  getToken: () => string | null;
  timeoutMs?: number;
}

export interface AdminHttpOptions {
  method?: string;
  body?: BodyInit | null;
  headers?: HeadersInit;
  signal?: AbortSignal | null;
}

/** What ra-data-simple-rest reads from its httpClient (fetchUtils.fetchJson's answer). */
export interface AdminHttpAnswer {
  status: number;
  headers: Headers;
  body: string;
  json: unknown;
}

export type AdminHttpClient = (url: string, options?: AdminHttpOptions) => Promise<AdminHttpAnswer>;

interface Envelope {
  code?: unknown;
  message?: unknown;
  data?: { errors?: Record<string, string> } | null;
}

/** A 400 envelope's field errors ({ field: message }), or null when it names none. */
export function fieldErrorsOf(body: unknown): Record<string, string> | null {
  const errors = (body as Envelope | null | undefined)?.data?.errors;
  if (!errors || typeof errors !== 'object' || Object.keys(errors).length === 0) return null;
  return errors;
}

const pathOf = (url: string) => url.replace(/^[a-z]+:\/\/[^/]+/i, '').replace(/^\/+/, '');

export function createAdminHttpClient({ fetch, effects, getToken, timeoutMs = DEFAULT_TIMEOUT_MS }: AdminHttpDeps): AdminHttpClient {
  function fail(error: HttpError): never {
    effects.setLoader(false); // console-spec §8: for every failed call the loader is switched off
    throw error;
  }

  return async (url, options = {}) => {
    const method = (options.method ?? 'GET').toUpperCase() as HttpMethod;
    const headers = new Headers(options.headers);
    headers.set('Accept', 'application/json');
    if (options.body != null && !(options.body instanceof FormData)) headers.set('Content-Type', 'application/json');
    const token = getToken();
    if (token) headers.set(TOKEN_HEADER, token);

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => ((timedOut = true), controller.abort()), timeoutMs);
    const external = options.signal ?? undefined;
    const onCancel = () => controller.abort();
    if (external?.aborted) controller.abort();
    else external?.addEventListener('abort', onCancel);
    try {
      let response: Response;
      try {
        response = await fetch(url, { method, headers, body: options.body ?? undefined, signal: controller.signal });
      } catch (error) {
        if (external?.aborted && !timedOut) throw error; // react-admin abandoned the query: silent
        const message = timedOut ? TIMEOUT_MESSAGE : NETWORK_ERROR_MESSAGE;
        effects.toast({ type: TOAST_ERROR, message });
        return fail(new HttpError(message, 0));
      }
      const text = await response.clone().text().catch(() => '');
      const json = await readJsonBody(response);
      const code = readBodyCode(json);
      // Field errors: the form shows them under their fields; the session is fine.
      if (response.status === 400 && code !== 401 && code !== 4001) {
        const errors = fieldErrorsOf(json);
        const message = typeof (json as Envelope)?.message === 'string' ? String((json as Envelope).message) : 'Something went wrong';
        return fail(new HttpError(message, 400, code, errors ? { errors } : undefined));
      }
      const reaction = reactionFor({ method, path: pathOf(url), httpStatus: response.status, body: json });
      if (reaction.kind === 'reject') {
        try {
          applyReaction(reaction, effects, { status: response.status, body: json, sentWith: token, current: getToken() });
        } catch (error) {
          return fail(error as HttpError);
        }
      }
      return { status: response.status, headers: response.headers, body: text, json };
    } finally {
      clearTimeout(timer);
      external?.removeEventListener('abort', onCancel);
    }
  };
}

export interface EffectiveAccess {
  roleName: string;
  abilities: string[];
  slots: number[];
  centres: { id: number; name: string; code: string }[];
}

/** User Management's calls beyond react-admin's CRUD, reached through useDataProvider(). */
export interface AdminMethods {
  adminResetPassword(id: Identifier): Promise<{ id: Identifier; oneTimePassword: string }>;
  adminDeactivateUsers(ids: Identifier[]): Promise<{ ids: Identifier[] }>;
  adminEffectiveAccess(id: Identifier): Promise<EffectiveAccess>;
}

export type AdminDataProvider = DataProvider & AdminMethods;

export function createAdminDataProvider(httpClient: AdminHttpClient, apiUrl = '/api/admin'): AdminDataProvider {
  const rest = simpleRestProvider(apiUrl, httpClient as never);
  const user = (id: Identifier) => `${apiUrl}/users/${encodeURIComponent(String(id))}`;
  const post = async <T>(url: string, body: unknown = {}) => (await httpClient(url, { method: 'POST', body: JSON.stringify(body) })).json as T;
  return {
    ...rest,
    adminResetPassword: (id) => post(`${user(id)}/reset-password`),
    // One request for the whole selection, so the server applies the last-admin rule to it at once.
    adminDeactivateUsers: (ids) => post(`${apiUrl}/users/deactivate`, { ids }),
    adminEffectiveAccess: async (id) => (await httpClient(`${user(id)}/effective-access`)).json as EffectiveAccess,
  };
}

