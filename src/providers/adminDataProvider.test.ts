// The admin provider on a fake fetch: simple-rest's query shape, the access-token header, Content-Range totals, field
// errors for forms, §8 reactions for the rest, and the routing of supporthome/<res> resources.
import type { DataProvider } from 'react-admin';
import { ACCESS_LIMITS_MESSAGE, HttpError, INTERNAL_SERVER_ERROR_TOAST } from '../api/errors';
import type { HttpEffects } from '../api/types';
import { createAdminDataProvider, createAdminHttpClient, fieldErrorsOf } from './adminDataProvider';
import { withAdminResources } from './adminRouting';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

function setup(answer: (url: string, init: RequestInit) => Response, token: string | null = 'tok-1') {
  const effects: HttpEffects = { setLoader: vi.fn(), toast: vi.fn(), clearSession: vi.fn(), clearAllStores: vi.fn(), navigate: vi.fn() };
  const fetch = vi.fn(async (url: string, init: RequestInit) => answer(url, init));
  const http = createAdminHttpClient({ fetch, effects, getToken: () => token });
  return { fetch, effects, provider: createAdminDataProvider(http, '/api/admin') };
}

const users = [{ id: 1, username: 'admin' }, { id: 2, username: 'orgadmin' }];

describe('createAdminDataProvider', () => {
  it('getList: sort, range and filter as simple-rest sends them, the total from Content-Range, the access-token header', async () => {
    const { fetch, provider } = setup(() => json(200, users, { 'Content-Range': 'users 0-24/57' }));
    const result = await provider.getList('users', { pagination: { page: 1, perPage: 25 }, sort: { field: 'username', order: 'ASC' }, filter: { q: 'ad', active: true } });
    expect(result).toEqual({ data: users, total: 57 });
    const [url, init] = fetch.mock.calls[0];
    const query = new URL(url, 'http://x').searchParams;
    expect(new URL(url, 'http://x').pathname).toBe('/api/admin/users');
    expect(JSON.parse(query.get('sort')!)).toEqual(['username', 'ASC']);
    expect(JSON.parse(query.get('range')!)).toEqual([0, 24]);
    expect(JSON.parse(query.get('filter')!)).toEqual({ q: 'ad', active: true });
    expect(new Headers(init.headers).get('access-token')).toBe('tok-1');
  });

  it('create: POST JSON, the created record back', async () => {
    const { fetch, provider } = setup(() => json(201, { id: 9, username: 'new.one' }));
    const { data } = await provider.create('users', { data: { username: 'new.one', password: 'longenough' } });
    expect(data).toEqual({ id: 9, username: 'new.one' });
    expect(fetch.mock.calls[0][1]).toMatchObject({ method: 'POST', body: JSON.stringify({ username: 'new.one', password: 'longenough' }) });
    expect(new Headers(fetch.mock.calls[0][1].headers).get('Content-Type')).toBe('application/json');
  });

  it('a 400 envelope with field errors rejects with body.errors for the form, and never logs out', async () => {
    const { effects, provider } = setup(() =>
      json(400, { code: 400, message: 'Username is already taken', data: { errors: { username: 'Username is already taken' } } }),
    );
    const error = await provider.update('users', { id: 2, data: { username: 'Admin' }, previousData: { id: 2 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 400, message: 'Username is already taken', body: { errors: { username: 'Username is already taken' } } });
    expect(effects.navigate).not.toHaveBeenCalled();
    expect(effects.clearSession).not.toHaveBeenCalled();
    expect(effects.setLoader).toHaveBeenCalledWith(false);
  });

  it("body code 401: the console's toast, the session cleared, /login", async () => {
    const { effects, provider } = setup(() => json(200, { code: 401, message: 'Your access limits have been modified.', data: null }));
    const error = await provider.getOne('users', { id: 1 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 200, code: 401 });
    expect(effects.toast).toHaveBeenCalledWith({ type: 0, message: ACCESS_LIMITS_MESSAGE });
    expect(effects.clearSession).toHaveBeenCalled();
    expect(effects.navigate).toHaveBeenCalledWith('/login');
  });

  it('403 shows the server message and keeps the session; 500 says Internal Server error', async () => {
    const forbidden = setup(() => json(403, { code: 403, message: 'Only the Admin role may do this', data: null }));
    await expect(forbidden.provider.getOne('roles', { id: 1 })).rejects.toMatchObject({ status: 403, message: 'Only the Admin role may do this' });
    expect(forbidden.effects.toast).toHaveBeenCalledWith({ type: 0, message: 'Only the Admin role may do this' });
    expect(forbidden.effects.navigate).not.toHaveBeenCalled();
    const broken = setup(() => json(500, { code: 500, message: 'boom', data: null }));
    await expect(broken.provider.getOne('roles', { id: 1 })).rejects.toMatchObject({ message: 'Server error' });
    expect(broken.effects.toast).toHaveBeenCalledWith({ type: 0, message: INTERNAL_SERVER_ERROR_TOAST });
  });

  it('reset password, bulk deactivate (one request) and effective access', async () => {
    const { fetch, provider } = setup((url) =>
      url.endsWith('/reset-password') ? json(200, { id: 4, oneTimePassword: 'Xy7-abcdefgh' })
        : url.endsWith('/deactivate') ? json(200, { ids: [4, 5] })
          : json(200, { roleName: 'Centre Admin', abilities: ['Batches'], slots: [120, 134], centres: [] }),
    );
    expect(await provider.adminResetPassword(4)).toEqual({ id: 4, oneTimePassword: 'Xy7-abcdefgh' });
    expect(await provider.adminDeactivateUsers([4, 5])).toEqual({ ids: [4, 5] });
    expect((await provider.adminEffectiveAccess(4)).slots).toEqual([120, 134]);
    expect(fetch.mock.calls.map(([url, init]) => `${init.method} ${url}`)).toEqual([
      'POST /api/admin/users/4/reset-password',
      'POST /api/admin/users/deactivate',
      'GET /api/admin/users/4/effective-access',
    ]);
    expect(fetch.mock.calls[1][1].body).toBe(JSON.stringify({ ids: [4, 5] }));
  });

  it('a network failure toasts and rejects with status 0', async () => {
    const { effects, provider } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(provider.getOne('users', { id: 1 })).rejects.toMatchObject({ status: 0 });
    expect(effects.toast).toHaveBeenCalledTimes(1);
  });
});

describe('fieldErrorsOf', () => {
  it.each([
    [{ data: { errors: { password: 'Password must be at least 8 characters' } } }, { password: 'Password must be at least 8 characters' }],
    [{ data: { errors: {} } }, null],
    [{ data: null }, null],
    [undefined, null],
  ])('%j', (body, expected) => expect(fieldErrorsOf(body)).toEqual(expected));
});

describe('withAdminResources', () => {
  it('sends supporthome/<res> to the admin provider as <res>, everything else and custom methods to the base', async () => {
    const base = { getList: vi.fn(async () => ({ data: [], total: 0 })), supportList: vi.fn() } as unknown as DataProvider & { supportList: () => void };
    const admin = { getList: vi.fn(async () => ({ data: [{ id: 1 }], total: 1 })), adminResetPassword: vi.fn(), adminDeactivateUsers: vi.fn(), adminEffectiveAccess: vi.fn() };
    const routed = withAdminResources(base, async () => admin as never);
    const params = { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };
    await routed.getList('supporthome/users', params);
    await routed.getList('students-crp', params);
    expect(admin.getList).toHaveBeenCalledWith('users', params);
    expect(base.getList).toHaveBeenCalledWith('students-crp', params);
    expect(routed.supportList).toBe(base.supportList);
    await routed.adminResetPassword(7);
    expect(admin.adminResetPassword).toHaveBeenCalledWith(7);
  });

  it('loads a lazy admin provider once, on its first call, and never for the base resources', async () => {
    const base = { getList: vi.fn(async () => ({ data: [], total: 0 })) } as unknown as DataProvider;
    const admin = { getList: vi.fn(async () => ({ data: [{ id: 1 }], total: 1 })), adminResetPassword: vi.fn(), adminDeactivateUsers: vi.fn(async () => ({ ids: [2] })), adminEffectiveAccess: vi.fn() };
    const load = vi.fn(async () => admin as never);
    const routed = withAdminResources(base, load);
    const params = { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };
    await routed.getList('students-crp', params);
    expect(load).not.toHaveBeenCalled();
    await expect(routed.getList('supporthome/users', params)).resolves.toEqual({ data: [{ id: 1 }], total: 1 });
    await expect(routed.adminDeactivateUsers([2])).resolves.toEqual({ ids: [2] });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again on the next call', async () => {
    const admin = { getOne: vi.fn(async () => ({ data: { id: 3 } })) };
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(admin);
    const routed = withAdminResources({} as DataProvider, load);
    await expect(routed.getOne('supporthome/users', { id: 3 })).rejects.toThrow('chunk failed');
    await expect(routed.getOne('supporthome/users', { id: 3 })).resolves.toEqual({ data: { id: 3 } });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
