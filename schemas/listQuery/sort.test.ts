import { toSort } from './sort';

describe('toSort', () => {
  it.each([
    ['ASC → asc', { field: 'enrolmentNo', order: 'ASC' }, { sortBy: 'enrolmentNo', sortOrder: 'asc' }],
    ['DESC → desc', { field: 'name', order: 'DESC' }, { sortBy: 'name', sortOrder: 'desc' }],
    ['lower-case desc', { field: 'name', order: 'desc' }, { sortBy: 'name', sortOrder: 'desc' }],
    ['unknown order → asc', { field: 'sku', order: 'sideways' }, { sortBy: 'sku', sortOrder: 'asc' }],
    ["react-admin's default id sort → server default", { field: 'id', order: 'ASC' }, {}],
    ['empty field → server default', { field: '', order: 'DESC' }, {}],
    ['no sort → server default', undefined, {}],
  ])('%s', (_n, input, out) => {
    expect(toSort(input)).toEqual(out);
  });
});
