// react-admin sort → our `sortBy` and `sortOrder` (asc | desc).

export interface Sorting {
  sortBy?: string;
  sortOrder?: 'asc' | 'desc';
}

/** react-admin sorts by 'id' when a list names no sort; no entity sorts by id and the server rejects unknown
 *  sort keys with 400, so that default means "the server's default order". */
const NO_SORT_FIELDS = new Set(['', 'id']);

export function toSort(sort?: { field?: string; order?: string }): Sorting {
  const field = sort?.field?.trim() ?? '';
  if (NO_SORT_FIELDS.has(field)) return {};
  return { sortBy: field, sortOrder: sort?.order?.toUpperCase() === 'DESC' ? 'desc' : 'asc' };
}
