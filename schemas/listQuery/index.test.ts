import { toListQuery } from './index';

describe('toListQuery', () => {
  it('combines paging, sort, search and filters', () => {
    expect(
      toListQuery({
        pagination: { page: 3, perPage: 50 },
        sort: { field: 'name', order: 'DESC' },
        filter: { q: 'Rao', status: ['active', 'completed'], centre: 'c1' },
      }),
    ).toEqual({ page: 3, limit: 50, sortBy: 'name', sortOrder: 'desc', search: 'Rao', status: 'active,completed', centre: 'c1' });
  });
  it('a filter named page never overrides the paging', () => {
    expect(toListQuery({ pagination: { page: 2, perPage: 10 }, filter: { page: 7 } })).toEqual({ page: 2, limit: 10 });
  });
});
