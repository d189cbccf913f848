import type { DataProvider, GetListParams } from 'react-admin';
import { EARLY_LIST_HOLD_MS, listKey, withEarlyList } from './earlyList';

const params: GetListParams = { pagination: { page: 1, perPage: 100 }, sort: { field: 'enrolmentNo', order: 'ASC' }, filter: { status: 'active' }, meta: undefined };

function countingProvider() {
  let calls = 0;
  const getList = vi.fn(async () => ({ data: [{ id: ++calls }], total: calls }));
  return { provider: { getList } as unknown as DataProvider, getList };
}

describe('withEarlyList: a list asked for early is handed once to the list that asks the same', () => {
  it('answers the first matching getList with the early answer, without a second request', async () => {
    const { provider, getList } = countingProvider();
    const early = withEarlyList(provider);
    early.prefetch('crp', params);
    expect(getList).toHaveBeenCalledTimes(1);
    // The controller's own parameters: another object, keys in another order, with an abort signal.
    const answer = await early.dataProvider.getList('crp', { filter: { status: 'active' }, sort: { order: 'ASC', field: 'enrolmentNo' }, pagination: { perPage: 100, page: 1 }, signal: new AbortController().signal });
    expect(answer.data).toEqual([{ id: 1 }]);
    expect(getList).toHaveBeenCalledTimes(1);
  });

  it('hands it over once: a refetch asks the server', async () => {
    const { provider, getList } = countingProvider();
    const early = withEarlyList(provider);
    early.prefetch('crp', params);
    await early.dataProvider.getList('crp', params);
    const again = await early.dataProvider.getList('crp', params);
    expect(again.data).toEqual([{ id: 2 }]);
    expect(getList).toHaveBeenCalledTimes(2);
  });

  it('never hands it to another list, another page or filter, nor after the hold', async () => {
    const { provider, getList } = countingProvider();
    let now = 0;
    const early = withEarlyList(provider, () => now);
    early.prefetch('crp', params);
    await early.dataProvider.getList('batches', params);
    await early.dataProvider.getList('crp', { ...params, pagination: { page: 2, perPage: 100 } });
    await early.dataProvider.getList('crp', { ...params, filter: { status: 'deactivated' } });
    expect(getList).toHaveBeenCalledTimes(4);
    now = EARLY_LIST_HOLD_MS + 1;
    const late = await early.dataProvider.getList('crp', params);
    expect(late.data).toEqual([{ id: 5 }]);
  });

  it('never hands over an early failure: the list asks again, so the shell meets its failure as before', async () => {
    const getList = vi.fn().mockRejectedValueOnce(new Error('Unable to Fetch View Details.')).mockResolvedValueOnce({ data: [{ id: 1 }], total: 1 });
    const early = withEarlyList({ getList } as unknown as DataProvider);
    early.prefetch('crp', params);
    await expect(early.dataProvider.getList('crp', params)).resolves.toEqual({ data: [{ id: 1 }], total: 1 });
    expect(getList).toHaveBeenCalledTimes(2);
  });

  it('keys ignore key order and the signal but not values', () => {
    expect(listKey('crp', params)).toBe(listKey('crp', { ...params, filter: { status: 'active' }, signal: new AbortController().signal }));
    expect(listKey('crp', params)).not.toBe(listKey('crp', { ...params, sort: { field: 'name', order: 'ASC' } }));
  });
});
