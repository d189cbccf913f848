// @vitest-environment jsdom
// The client against a fake fetch: every §8 row's effects, the loader, timeouts, files, passing of requests.
import { ACCESS_LIMITS_MESSAGE, DIFFERENT_ACCOUNT_MESSAGE, HttpError, INTERNAL_SERVER_ERROR_TOAST } from './errors';
import { createHttpClient, http, NETWORK_ERROR_MESSAGE, setHttpEffects, TIMEOUT_MESSAGE } from './httpClient';
import { sessionStore } from './session';
import type { HttpEffects } from './types';

const config = { apiBase: '/api/', classApiBase: '/cls/', contentApiBase: '/cnt/', schoolApiBase: '/sch/' };

function fakeEffects() {
  return { setLoader: vi.fn(), toast: vi.fn(), clearSession: vi.fn(), clearAllStores: vi.fn(), navigate: vi.fn() } satisfies HttpEffects;
}

const jsonResponse = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

function setup(answer: (url: string, init: RequestInit) => Promise<Response> | Response) {
  const effects = fakeEffects();
  const fetch = vi.fn(async (url: string, init: RequestInit) => answer(url, init));
  const session = { getToken: () => 'tok', getSchoolPlatformToken: () => 'school' };
  return { effects, fetch, client: createHttpClient({ fetch, effects, config, session }) };
}

async function failure(p: Promise<unknown>): Promise<HttpError> {
  const e = await p.then(() => undefined, (x: unknown) => x);
  expect(e).toBeInstanceOf(HttpError);
  return e as HttpError;
}

const err = (message: string) => ({ type: 0, message });

describe('error catalogue effects (console-spec §8)', () => {
  it.each([
    ['body code 4001', 401, { code: 4001 }, [err(DIFFERENT_ACCOUNT_MESSAGE)], 'all', true, DIFFERENT_ACCOUNT_MESSAGE],
    ['body code 401', 401, { code: 401, message: 'expired' }, [err(ACCESS_LIMITS_MESSAGE)], 'session', true, 'expired'],
    ['body code 401 in a 200', 200, { code: 401, message: 'expired' }, [err(ACCESS_LIMITS_MESSAGE)], 'session', true, 'expired'],
    ['HTTP 400', 400, { code: 400, message: 'Bad' }, [err(DIFFERENT_ACCOUNT_MESSAGE), err(ACCESS_LIMITS_MESSAGE)], 'session', true, 'Bad'],
    ['HTTP 401', 401, { code: 1, message: 'Wrong password' }, [], null, false, 'Wrong password'],
    ['HTTP 404', 404, { code: 404, message: 'x' }, [err(INTERNAL_SERVER_ERROR_TOAST)], null, false, 'Server error'],
    ['HTTP 500', 500, 'not json', [err(INTERNAL_SERVER_ERROR_TOAST)], null, false, 'Server error'],
    ['other status', 403, { code: 403, message: 'Out of scope' }, [err('Out of scope')], null, false, 'Out of scope'],
    ['other status, unreadable body', 502, '<html>', [err('Undefined error')], null, false, 'Undefined error'],
  ] as const)('%s', async (_n, status, body, toasts, clear, toLogin, message) => {
    const { client, effects } = setup(() => jsonResponse(status, body));
    const e = await failure(client.get('auth/x'));
    expect(e.message).toBe(message);
    expect(e.status).toBe(status);
    expect(effects.setLoader).toHaveBeenCalledWith(false);
    expect(effects.toast.mock.calls.map((c) => c[0])).toEqual(toasts);
    expect(effects.clearAllStores).toHaveBeenCalledTimes(clear === 'all' ? 1 : 0);
    expect(effects.clearSession).toHaveBeenCalledTimes(clear === 'session' ? 1 : 0);
    expect(effects.navigate.mock.calls).toEqual(toLogin ? [['/login']] : []);
  });

  it('a quiet call (the alert counters: "alert load failure is silent") fails without a toast, unless it ends the session', async () => {
    const quiet = setup(() => jsonResponse(500, 'not json'));
    await failure(quiet.client.post('auth/alert-escalation/counters', {}, { quiet: true }));
    expect(quiet.effects.toast).not.toHaveBeenCalled();
    const offline = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await failure(offline.client.post('auth/alert-escalation/counters', {}, { quiet: true }));
    expect(offline.effects.toast).not.toHaveBeenCalled();
    const ended = setup(() => jsonResponse(401, { code: 401, message: 'expired' }));
    await failure(ended.client.post('auth/alert-escalation/counters', {}, { quiet: true }));
    expect(ended.effects.toast.mock.calls.map((c) => c[0])).toEqual([err(ACCESS_LIMITS_MESSAGE)]);
    expect(ended.effects.navigate.mock.calls).toEqual([['/login']]);
  });

  it('GET auth/mapped-organizations with body code 401: no toast, no clearing, no navigation, loader off', async () => {
    const { client, effects } = setup(() => jsonResponse(401, { code: 401, message: 'no' }));
    await failure(client.get('auth/mapped-organizations'));
    expect([effects.toast, effects.clearSession, effects.navigate].map((f) => f.mock.calls.length)).toEqual([0, 0, 0]);
    expect(effects.setLoader).toHaveBeenCalledWith(false);
  });

  it('POST to the exam-result CRM API with body code 401 passes the answer through', async () => {
    const { client, effects } = setup(() => jsonResponse(401, { code: 401, message: 'crm says no' }));
    await expect(client.post('salesforceAuth/exam-results', { a: 1 })).resolves.toEqual({ code: 401, message: 'crm says no' });
    expect(effects.navigate).not.toHaveBeenCalled();
  });

  it('rethrows the whole error (with the answer) for the rpi-mappings upload, only the message otherwise', async () => {
    const body = { code: 422, message: 'Rows invalid', data: { rows: [3] } };
    const { client } = setup(() => jsonResponse(422, body));
    expect((await failure(client.post('auth/rpi-mappings/upload', {}))).body).toEqual(body);
    expect((await failure(client.post('auth/other', {}))).body).toBeUndefined();
  });
});

describe('loader', () => {
  it('flags.loader switches it on, then off after success', async () => {
    const { client, effects } = setup(() => jsonResponse(200, { code: 200, message: 'ok', data: 1 }));
    await client.get('auth/x', undefined, { loader: true });
    expect(effects.setLoader.mock.calls).toEqual([[true], [false]]);
  });
  it('without the flag a success leaves the loader alone', async () => {
    const { client, effects } = setup(() => jsonResponse(200, { code: 200, message: 'ok', data: 1 }));
    await expect(client.get('auth/x')).resolves.toEqual({ code: 200, message: 'ok', data: 1 });
    expect(effects.setLoader).not.toHaveBeenCalled();
  });
});

describe('transport', () => {
  afterEach(() => vi.useRealTimers());

  function hangingFetch() {
    return (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
  }

  it('aborts after 120000 ms: toast, loader off, HttpError status 0', async () => {
    vi.useFakeTimers();
    const { client, effects, fetch } = setup(hangingFetch());
    const pending = failure(client.post('auth/x', {}));
    await vi.advanceTimersByTimeAsync(119999);
    expect((fetch.mock.calls[0][1].signal as AbortSignal).aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const e = await pending;
    expect([e.status, e.message]).toEqual([0, TIMEOUT_MESSAGE]);
    expect(effects.toast).toHaveBeenCalledWith(err(TIMEOUT_MESSAGE));
    expect(effects.setLoader).toHaveBeenCalledWith(false);
  });

  it('zoom-users POST waits 600000 ms', async () => {
    vi.useFakeTimers();
    const { client, fetch } = setup(hangingFetch());
    const pending = failure(client.post('auth/zoom-users', new FormData()));
    await vi.advanceTimersByTimeAsync(599999);
    expect((fetch.mock.calls[0][1].signal as AbortSignal).aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).message).toBe(TIMEOUT_MESSAGE);
  });

  it('network failure: toast, loader off', async () => {
    const { client, effects } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    expect((await failure(client.get('auth/x'))).message).toBe(NETWORK_ERROR_MESSAGE);
    expect(effects.setLoader).toHaveBeenCalledWith(false);
    expect(effects.toast).toHaveBeenCalledWith(err(NETWORK_ERROR_MESSAGE));
  });

  it('a call cancelled by its caller rejects without a toast', async () => {
    const { client, effects } = setup(hangingFetch());
    const controller = new AbortController();
    const pending = client.get('auth/x', undefined, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(effects.toast).not.toHaveBeenCalled();
    expect(effects.setLoader).toHaveBeenCalledWith(false);
  });
});

describe('requests and files', () => {
  it('sends the resolved url, method, headers and body', async () => {
    const { client, fetch } = setup(() => jsonResponse(200, { code: 200, message: 'ok', data: null }));
    await client.put('auth/alert-escalation/settings/priority', { level: 2 }, { params: { id: 5 } });
    const [url, init] = fetch.mock.calls[0];
    expect([url, init.method, init.body]).toEqual(['/api/auth/alert-escalation/settings/priority?id=5', 'PUT', '{"level":2}']);
    expect(init.headers).toEqual({ 'access-token': 'tok', 'Content-Type': 'application/json' });
  });

  it('delete sends a flagged body', async () => {
    const { client, fetch } = setup(() => jsonResponse(200, { code: 200, message: 'ok', data: null }));
    await client.delete('auth/x', { ids: [1] }, { deleteParamsInBody: true });
    expect(fetch.mock.calls[0][1].body).toBe('{"ids":[1]}');
  });

  it('a file path answers a Blob and the Content-Disposition name', async () => {
    const { client } = setup(() => new Response('PK', { status: 200, headers: { 'Content-Disposition': 'attachment; filename="inv.pdf"' } }));
    const result = await client.download('auth/packages/invoice/9');
    expect(result.fileName).toBe('inv.pdf');
    expect(await result.blob.text()).toBe('PK');
  });

  it('get() on a path that answers a file points to download()', async () => {
    const { client } = setup(() => new Response('PK', { status: 200 }));
    await expect(client.get('auth/packages/invoice/9')).rejects.toThrow(/use download\(\)/);
  });

  it('a file path answering JSON with body code 4001 is handled as §8 says', async () => {
    const { client, effects } = setup(() => jsonResponse(200, { code: 4001 }));
    await failure(client.download('auth/downloads/organizations'));
    expect(effects.clearAllStores).toHaveBeenCalled();
  });

  it('a file path failing with 500 toasts Internal Server error', async () => {
    const { client, effects } = setup(() => jsonResponse(500, { code: 500, message: 'boom' }));
    expect((await failure(client.download('auth/downloads/organizations'))).message).toBe('Server error');
    expect(effects.toast).toHaveBeenCalledWith(err(INTERNAL_SERVER_ERROR_TOAST));
  });
});

describe('the app client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uses window.fetch, the window session token and the effects set later', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => jsonResponse(403, { code: 403, message: 'Denied' }));
    vi.stubGlobal('fetch', fetch);
    const effects = fakeEffects();
    sessionStore().setToken('window-tok');
    setHttpEffects(effects);
    await failure(http.get('auth/x'));
    expect(fetch.mock.calls[0][0]).toBe('/api/auth/x');
    expect(fetch.mock.calls[0][1].headers).toEqual({ 'access-token': 'window-tok' });
    expect(window.sessionStorage.getItem('authToken')).toBe('window-tok');
    expect(effects.toast).toHaveBeenCalledWith(err('Denied'));
    sessionStore().clearAllStores();
  });
});

describe('an answer for a token that is no longer the session\'s (issue 27 item 13)', () => {
  it.each([
    ['body code 401', 401, { code: 401, message: 'revoked' }],
    ['body code 4001', 401, { code: 4001 }],
    ['HTTP 400', 400, { code: 400, message: 'Bad' }],
    ['HTTP 500', 500, { code: 500, message: 'boom' }],
  ] as const)('%s of the previous user signs nobody out and toasts nothing', async (_n, status, body) => {
    const effects = fakeEffects();
    let token = 'old-user';
    let answer!: (r: Response) => void;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    const client = createHttpClient({ fetch, effects, config, session: { getToken: () => token, getSchoolPlatformToken: () => null } });
    const pending = failure(client.get('auth/x'));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    token = 'new-user'; // an embedded LOGIN switched users while the request was in flight
    answer(jsonResponse(status, body));
    const e = await pending;
    expect(e.stale).toBe(true);
    expect(effects.toast).not.toHaveBeenCalled();
    expect(effects.clearSession).not.toHaveBeenCalled();
    expect(effects.clearAllStores).not.toHaveBeenCalled();
    expect(effects.navigate).not.toHaveBeenCalled();
  });

  it('the same answer for the current token still signs out', async () => {
    const { client, effects } = setup(() => jsonResponse(401, { code: 401, message: 'revoked' }));
    expect((await failure(client.get('auth/x'))).stale).toBe(false);
    expect(effects.clearSession).toHaveBeenCalled();
  });
});
