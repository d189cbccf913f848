import { describe, expect, it } from 'vitest';
import { batches } from '../../schemas';
import { alerts } from '../../schemas/alerts/resources';
import { examResultHistory } from '../../schemas/exam-result-history';
import { ptmScheduleList } from '../../schemas/ptm-schedules';
import { listCall } from './listRequest';

describe('a list asked as its schema declares', () => {
  it('GET with the list query by default', () => {
    expect(listCall(batches, { pagination: { page: 2, perPage: 100 }, sort: { field: 'batchCode', order: 'ASC' }, filter: { q: 'DEL', centre: ['1'] } })).toEqual({
      method: 'GET',
      params: { search: 'DEL', centre: '1', page: 2, limit: 100, sortBy: 'batchCode', sortOrder: 'asc' },
      dropped: [],
    });
  });

  it('the alert list: POST with pageNumber / pageSize, no sortOrder, ids as numbers', () => {
    const call = listCall(alerts, {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { q: 'ptm', startDate: '2026-11-01', endDate: '2026-11-20', assignedUserId: '7', eventKey: 'MARK_ATTENDANCE', x: '' },
    });
    expect(call).toEqual({
      method: 'POST',
      body: { search: 'ptm', startDate: '2026-11-01', endDate: '2026-11-20', assignedUserId: 7, eventKey: 'MARK_ATTENDANCE', pageNumber: 1, pageSize: 20, sortBy: 'createdAt' },
      dropped: [],
    });
  });

  it('the PTM view: GET with its own query, no sort (its order is fixed)', () => {
    const call = listCall(ptmScheduleList, {
      pagination: { page: 2, perPage: 8 },
      sort: { field: 'startTime', order: 'ASC' },
      filter: { centre: ['1', '2'], batch: ['5'], startDate: '2031-05-10', endDate: '2031-05-11' },
    });
    expect(call).toEqual({ method: 'GET', params: { centre: '1,2', batch: '5', startDate: '2031-05-10', endDate: '2031-05-11', page: 2, limit: 8 }, dropped: [] });
  });

  it('the exam-result history: GET with the page alone', () => {
    const call = listCall(examResultHistory, { pagination: { page: 3, perPage: 10 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} });
    expect(call).toEqual({ method: 'GET', params: { page: 3, limit: 10 }, dropped: [] });
  });
});

// Issue 27 item 15: a bookmarked or edited link the server would refuse (HTTP 400, which console-spec §8 turns into a
// logout) is cleaned here, the one place list parameters become a request, and what was left out is named.
describe('a list request the server would refuse is cleaned before it is sent', () => {
  const ask = (filter: Record<string, unknown>, sort = { field: 'batchCode', order: 'ASC' }, page = 1) =>
    listCall(batches, { pagination: { page, perPage: 100 }, sort, filter });

  it.each([
    ['a reversed date range', { startDateFrom: '2026-05-10', startDateTo: '2026-05-01' }, ['startDateTo']],
    ['an impossible date', { startDateFrom: '2026-02-30' }, ['startDateFrom']],
    ['an unknown filter key', { colour: 'red', centre: ['1'] }, ['colour']],
    ['a status that no longer exists', { status: 'archived' }, ['status']],
  ])('%s', (_n, filter, dropped) => {
    const call = ask(filter);
    expect(call.dropped).toEqual(dropped);
    expect(call.method === 'GET' && Object.keys(call.params)).not.toEqual(expect.arrayContaining(dropped));
  });

  it('an unknown sort key and a page past the limit', () => {
    const call = ask({}, { field: 'salary', order: 'DESC' }, 5_000_000);
    expect(call.dropped.sort()).toEqual(['page', 'sortBy']);
    expect(call).toMatchObject({ method: 'GET', params: { limit: 100, sortOrder: 'desc' } });
  });

  it.each([
    ['a centre id beyond the integer range', { centreId: '99999999999' }, ['centreId']],
    ['an event that no longer exists', { eventKey: 'OLD_EVENT' }, ['eventKey']],
    ['a reversed date range', { startDate: '2026-05-10', endDate: '2026-05-01' }, ['endDate']],
    ['an impossible date', { startDate: '2026-13-01', endDate: '2026-02-30' }, ['startDate', 'endDate']],
  ])('the alert list: %s', (_n, filter, dropped) => {
    const call = listCall(alerts, { pagination: { page: 1, perPage: 20 }, sort: { field: 'createdAt', order: 'DESC' }, filter });
    expect(call.dropped).toEqual(dropped);
    expect(call).toMatchObject({ method: 'POST', body: { pageNumber: 1, pageSize: 20, sortBy: 'createdAt' } });
  });

  it('the PTM view: a centre that is not an id and a day not written yyyy-MM-dd, as its own query refuses them', () => {
    const call = listCall(ptmScheduleList, { pagination: { page: 1, perPage: 8 }, sort: { field: 'startTime', order: 'ASC' }, filter: { centre: ['Delhi'], startDate: '10/05/2031', endDate: '2031-05-11' } });
    expect(call.dropped.sort()).toEqual(['centre', 'startDate']);
    expect(call).toEqual({ method: 'GET', params: { endDate: '2031-05-11', page: 1, limit: 8 }, dropped: expect.any(Array) });
  });
});
