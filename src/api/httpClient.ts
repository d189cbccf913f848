// The console's one HTTP client: console-spec §7 routing, §8 error handling, §9 timeouts, on an injected fetch.
import { readApiConfig, type ApiConfig } from './config';
import { applyReaction } from './applyReaction';
import { HttpError, reactionFor } from './errors';
import { isJsonAnswer, readFile, readJsonBody } from './responses';
import { resolveRequest, type RoutingSession } from './routing';
import { sessionStore } from './session';
import type { ApiEnvelope, ApiRequest, FileResult, HttpEffects, QueryParams, RequestFlags } from './types';
import { TOAST_ERROR } from './types';

export const TIMEOUT_MESSAGE = 'The server took too long to answer. Please try again.';
export const NETWORK_ERROR_MESSAGE = 'Unable to reach the server. Please check your connection.';

type Fetch = (input: string, init: RequestInit) => Promise<Response>;

export interface SessionReader {
  getToken(): string | null;
  getSchoolPlatformToken(): string | null;
}

export interface HttpClientOptions {
  fetch: Fetch;
  effects: HttpEffects;
  config?: ApiConfig;
  session?: SessionReader;
}

export interface HttpClient {
  request(req: ApiRequest): Promise<ApiEnvelope | FileResult>;
  get<T = unknown>(path: string, params?: QueryParams, flags?: RequestFlags): Promise<ApiEnvelope<T>>;
  post<T = unknown>(path: string, body?: unknown, flags?: RequestFlags & { params?: QueryParams }): Promise<ApiEnvelope<T>>;
  put<T = unknown>(path: string, body?: unknown, flags?: RequestFlags & { params?: QueryParams }): Promise<ApiEnvelope<T>>;
  patch<T = unknown>(path: string, body?: unknown, flags?: RequestFlags & { params?: QueryParams }): Promise<ApiEnvelope<T>>;
  delete<T = unknown>(path: string, params?: QueryParams, flags?: RequestFlags & { body?: unknown }): Promise<ApiEnvelope<T>>;
  /** A GET whose answer is a file, whatever the path. */
  download(path: string, params?: QueryParams, flags?: RequestFlags): Promise<FileResult>;
}

// Not instanceof Blob: under jsdom, fetch's Blob and the page's Blob are different classes.
const isFileResult = (r: ApiEnvelope | FileResult): r is FileResult => typeof r === 'object' && r !== null && 'blob' in r && 'fileName' in r;

export function createHttpClient({ fetch, effects, config = readApiConfig(), session = sessionStore() }: HttpClientOptions): HttpClient {
  /** A failure before any answer: timeout, network down, or the caller cancelled (silent). */
  function transportFailure(error: unknown, timedOut: boolean, cancelled: boolean, quiet = false): never {
    if (cancelled) throw error;
    const message = timedOut ? TIMEOUT_MESSAGE : NETWORK_ERROR_MESSAGE;
    if (!quiet) effects.toast({ type: TOAST_ERROR, message });
    throw new HttpError(message, 0);
  }

  async function send(req: ApiRequest): Promise<ApiEnvelope | FileResult> {
    const routingSession: RoutingSession = { authToken: session.getToken(), schoolPlatformToken: session.getSchoolPlatformToken() };
    const resolved = resolveRequest(req, config, routingSession);
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => ((timedOut = true), controller.abort()), resolved.timeoutMs);
    const external = req.flags?.signal;
    const onCancel = () => controller.abort();
    if (external?.aborted) controller.abort();
    else external?.addEventListener('abort', onCancel);
    try {
      let response: Response;
      try {
        response = await fetch(resolved.url, { method: req.method, headers: resolved.headers, body: resolved.body, signal: controller.signal });
      } catch (error) {
        return transportFailure(error, timedOut, external?.aborted === true && !timedOut, req.flags?.quiet);
      }
      if (resolved.responseType === 'file' && response.ok && !isJsonAnswer(response)) return await readFile(response);
      if (req.flags?.fileOnStatus === response.status && !isJsonAnswer(response)) return await readFile(response);
      const copy = resolved.responseType === 'file' && response.ok ? response.clone() : undefined;
      const body = await readJsonBody(response);
      const reaction = reactionFor({ method: req.method, path: req.path, httpStatus: response.status, body });
      if (reaction.kind === 'reject') {
        const answer = { status: response.status, body, sentWith: routingSession.authToken, current: session.getToken(), quiet: req.flags?.quiet, whole: req.flags?.whole };
        return applyReaction(reaction, effects, answer);
      }
      if (copy) return await readFile(copy);
      return body as ApiEnvelope;
    } finally {
      clearTimeout(timer);
      external?.removeEventListener('abort', onCancel);
    }
  }

  async function request(req: ApiRequest): Promise<ApiEnvelope | FileResult> {
    if (req.flags?.loader) effects.setLoader(true);
    try {
      const result = await send(req);
      if (req.flags?.loader) effects.setLoader(false);
      return result;
    } catch (error) {
      effects.setLoader(false); // console-spec §8: for every failed call the loader is switched off
      throw error;
    }
  }

  async function json<T>(req: ApiRequest): Promise<ApiEnvelope<T>> {
    const result = await request(req);
    if (isFileResult(result)) throw new Error(`${req.path} answers a file: use download()`);
    return result as ApiEnvelope<T>;
  }

  type WithParams = (RequestFlags & { params?: QueryParams }) | undefined;
  const withBody = <T,>(method: 'POST' | 'PUT' | 'PATCH', path: string, body: unknown, f: WithParams) => {
    const { params, ...flags } = f ?? {};
    return json<T>({ method, path, body, params, flags });
  };

  return {
    request,
    get: (path, params, flags) => json({ method: 'GET', path, params, flags }),
    post: (path, body, f) => withBody('POST', path, body, f),
    put: (path, body, f) => withBody('PUT', path, body, f),
    patch: (path, body, f) => withBody('PATCH', path, body, f),
    delete: (path, params, f) => {
      const { body, ...flags } = f ?? {};
      return json({ method: 'DELETE', path, params, body, flags });
    },
    download: async (path, params, flags) => {
      const result = await request({ method: 'GET', path, params, flags: { ...flags, file: true } });
      return result as FileResult;
    },
  };
}


// The app's client. The shell calls setHttpEffects once it has its loader, toasts and router; calls made
// before that still work, they just have nobody to show their toasts.
const noEffects: HttpEffects = { setLoader() {}, toast() {}, clearSession() {}, clearAllStores() {}, navigate() {} };
let currentEffects: HttpEffects = noEffects;

export function setHttpEffects(effects: HttpEffects): void {
  currentEffects = effects;
}

// Forwarders, so effects set later (and a fetch stubbed in tests) are picked up by the one client.
const forwardingEffects: HttpEffects = {
  setLoader: (on) => currentEffects.setLoader(on),
  toast: (t) => currentEffects.toast(t),
  clearSession: () => currentEffects.clearSession(),
  clearAllStores: () => currentEffects.clearAllStores(),
  navigate: (path) => currentEffects.navigate(path),
};

/** The app's effects, for a client that reads the whole answer itself (the admin provider needs Content-Range). */
export const httpEffects: HttpEffects = forwardingEffects;

let defaultClient: HttpClient | undefined;
const client = () => (defaultClient ??= createHttpClient({ fetch: (url, init) => window.fetch(url, init), effects: forwardingEffects }));

export const http: HttpClient = {
  request: (req) => client().request(req),
  get: (...a) => client().get(...a),
  post: (...a) => client().post(...a),
  put: (...a) => client().put(...a),
  patch: (...a) => client().patch(...a),
  delete: (...a) => client().delete(...a),
  download: (...a) => client().download(...a),
};
