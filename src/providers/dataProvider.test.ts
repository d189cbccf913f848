// The provider against a fake httpClient, like ra-data-simple-rest's spec.
import { HttpError } from '../api/errors';
import { createDataProvider, type DataProviderHttp } from './dataProvider';

const envelope = (data: unknown) => ({ code: 200, message: 'ok', data });

function setup(data: unknown = null) {
  const http = {
    get: vi.fn(async (..._args: unknown[]) => envelope(data)),
    post: vi.fn(async (..._args: unknown[]) => envelope(data)),
    put: vi.fn(async (..._args: unknown[]) => envelope(data)),
    patch: vi.fn(async (..._args: unknown[]) => envelope(data)),
    delete: vi.fn(async (..._args: unknown[]) => envelope(data)),
  };
  const provider = createDataProvider(http as unknown as DataProviderHttp, { 'students-crp': 'auth/v4/glorifire-entities/crp/' });
  return { http, provider };
}

const rows = [{ id: 1, name: 'Asha' }, { id: 2, name: 'Ravi' }];

describe('createDataProvider', () => {
  it('getList: GET the mapped path with our list query, rows and totalCount back', async () => {
    const { http, provider } = setup({ rows, totalCount: 240 });
    const signal = new AbortController().signal;
    const result = await provider.getList('students-crp', {
      pagination: { page: 2, perPage: 100 }, sort: { field: 'name', order: 'DESC' }, filter: { q: 'Ash', centre: ['c1', 'c2'] }, signal,
    });
    expect(http.get).toHaveBeenCalledWith(
      'auth/v4/glorifire-entities/crp',
      { page: 2, limit: 100, sortBy: 'name', sortOrder: 'desc', search: 'Ash', centre: 'c1,c2' },
      { signal },
    );
    expect(result).toEqual({ data: rows, total: 240 });
  });

  it('getList: a capped total ("10,000+") comes back as meta.totalCapped', async () => {
    const { provider } = setup({ rows, totalCount: 10_000, totalCapped: true });
    const result = await provider.getList('students-crp', { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' }, filter: { q: 'sha' } });
    expect(result).toEqual({ data: rows, total: 10_000, meta: { totalCapped: true } });
  });

  it('an unmapped resource uses its own name as the path', async () => {
    const { http, provider } = setup({ rows: [], totalCount: 0 });
    await provider.getList('notifications', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(http.get.mock.calls[0]).toEqual(['notifications', { page: 1, limit: 10 }, { signal: undefined }]);
  });

  it('getOne: GET path/id, id encoded', async () => {
    const { http, provider } = setup(rows[0]);
    await expect(provider.getOne('students-crp', { id: 'EN/1' })).resolves.toEqual({ data: rows[0] });
    expect(http.get.mock.calls[0][0]).toBe('auth/v4/glorifire-entities/crp/EN%2F1');
  });

  it('getMany: one list call with ids as a comma list', async () => {
    const { http, provider } = setup({ rows, totalCount: 2 });
    await expect(provider.getMany('students-crp', { ids: [1, 2] })).resolves.toEqual({ data: rows });
    expect(http.get.mock.calls[0][1]).toEqual({ ids: ['1', '2'], page: 1, limit: 2 });
  });

  it('getMany: more than 100 ids are split into calls of at most 100', async () => {
    const { http, provider } = setup([]);
    await provider.getMany('students-crp', { ids: Array.from({ length: 150 }, (_, i) => i) });
    expect(http.get.mock.calls.map((c) => (c[1] as { limit: number }).limit)).toEqual([100, 50]);
  });

  it('getMany: no ids, no call', async () => {
    const { http, provider } = setup();
    await expect(provider.getMany('students-crp', { ids: [] })).resolves.toEqual({ data: [] });
    expect(http.get).not.toHaveBeenCalled();
  });

  it('getManyReference: the target becomes a filter', async () => {
    const { http, provider } = setup({ rows, totalCount: 2 });
    await provider.getManyReference('students-crp', {
      target: 'batch', id: 'B7', pagination: { page: 1, perPage: 25 }, sort: { field: 'name', order: 'ASC' }, filter: { status: 'active' },
    });
    expect(http.get.mock.calls[0][1]).toEqual({ page: 1, limit: 25, sortBy: 'name', sortOrder: 'asc', status: 'active', batch: 'B7' });
  });

  it('update: PUT path/id with the data; the answer wins', async () => {
    const { http, provider } = setup({ id: 1, name: 'Asha R' });
    const result = await provider.update('students-crp', { id: 1, data: { name: 'Asha R' }, previousData: rows[0] });
    expect(http.put).toHaveBeenCalledWith('auth/v4/glorifire-entities/crp/1', { name: 'Asha R' });
    expect(result.data).toEqual({ id: 1, name: 'Asha R' });
  });

  it('update: an empty answer falls back to previous data merged with the change', async () => {
    const { provider } = setup(null);
    const result = await provider.update('students-crp', { id: 1, data: { name: 'X' }, previousData: rows[0] });
    expect(result.data).toEqual({ id: 1, name: 'X' });
  });

  it('updateMany: one PATCH with ids, so the server changes all in one transaction', async () => {
    const { http, provider } = setup({ ids: [1] });
    const result = await provider.updateMany('students-crp', { ids: [1, 2], data: { status: 'deactivated', reason: 'Other' } });
    expect(http.patch).toHaveBeenCalledWith('auth/v4/glorifire-entities/crp', { status: 'deactivated', reason: 'Other', ids: [1, 2] });
    expect(result.data).toEqual([1]);
  });

  it('create: POST the data', async () => {
    const { http, provider } = setup({ id: 9, name: 'New' });
    await expect(provider.create('notes', { data: { name: 'New' } })).resolves.toEqual({ data: { id: 9, name: 'New' } });
    expect(http.post).toHaveBeenCalledWith('notes', { name: 'New' });
  });

  it('delete: DELETE path/id; previous data when the answer is empty', async () => {
    const { http, provider } = setup(null);
    await expect(provider.delete('notes', { id: 3, previousData: { id: 3, t: 'a' } })).resolves.toEqual({ data: { id: 3, t: 'a' } });
    expect(http.delete).toHaveBeenCalledWith('notes/3');
  });

  it('deleteMany: one DELETE with ids in the query', async () => {
    const { http, provider } = setup(null);
    await expect(provider.deleteMany('notes', { ids: [3, 4] })).resolves.toEqual({ data: [3, 4] });
    expect(http.delete).toHaveBeenCalledWith('notes', { ids: ['3', '4'] });
  });

  it('errors of the httpClient reach react-admin unchanged', async () => {
    const { http, provider } = setup();
    const error = new HttpError('Centre outside your scope', 403, 403);
    http.get.mockRejectedValueOnce(error);
    await expect(provider.getOne('students-crp', { id: 1 })).rejects.toBe(error);
  });
});

describe('getList cleans a list query its schema refuses before asking (issue 27 item 15)', () => {
  it('leaves out what the server would answer 400 to, never sends it, and says what it left out', async () => {
    const { batches } = await import('../../schemas');
    const http = { get: vi.fn(async (..._args: unknown[]) => envelope({ rows, totalCount: 2 })) };
    const onChecked = vi.fn();
    const provider = createDataProvider(http as unknown as DataProviderHttp, { batch: 'auth/v4/glorifire-entities/batch' }, {
      schemaOf: async (kind) => (kind === 'batch' ? batches : undefined),
      onChecked,
    });
    await provider.getList('batch', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'batchCode', order: 'ASC' },
      filter: { status: 'archived', startDateFrom: '2026-05-10', startDateTo: '2026-05-01', centre: ['3'] },
    });
    expect(http.get).toHaveBeenCalledWith('auth/v4/glorifire-entities/batch', { page: 1, limit: 100, sortBy: 'batchCode', sortOrder: 'asc', startDateFrom: '2026-05-10', centre: '3' }, expect.anything());
    expect(onChecked).toHaveBeenCalledWith('batch', ['status', 'startDateTo']);
  });

  it('a resource without a schema is asked as before', async () => {
    const http = { get: vi.fn(async (..._args: unknown[]) => envelope({ rows, totalCount: 2 })) };
    const onChecked = vi.fn();
    const provider = createDataProvider(http as unknown as DataProviderHttp, {}, { schemaOf: async () => undefined, onChecked });
    await provider.getList('other', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: { anything: 'x' } });
    expect(http.get).toHaveBeenCalledWith('other', { page: 1, limit: 10, anything: 'x' }, expect.anything());
    expect(onChecked).not.toHaveBeenCalled();
  });
});
