import { describe, expect, it } from 'vitest';
import { batches } from '../../schemas';
import { alerts } from '../../schemas/alerts/resources';
import { listCall } from './listRequest';

describe('a list asked as its schema declares', () => {
  it('GET with the list query by default', () => {
    expect(listCall(batches, { pagination: { page: 2, perPage: 100 }, sort: { field: 'batchCode', order: 'ASC' }, filter: { q: 'DEL', centre: ['1'] } })).toEqual({
      method: 'GET',
      params: { search: 'DEL', centre: '1', page: 2, limit: 100, sortBy: 'batchCode', sortOrder: 'asc' },
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
    });
  });
});
