// The list query of DESIGN.md "API conventions" from react-admin's getList parameters.
import type { QueryParams } from '../../api/types';
import { toFilters } from './filters';
import { toPaging } from './paging';
import { toSort } from './sort';

export interface ListParams {
  pagination?: { page?: number; perPage?: number };
  sort?: { field?: string; order?: string };
  filter?: Record<string, unknown>;
}

/** page, limit, sortBy, sortOrder, search and filters; filters never override paging or sorting. */
export function toListQuery({ pagination, sort, filter }: ListParams): QueryParams {
  return { ...toFilters(filter), ...toPaging(pagination), ...toSort(sort) };
}

export { toFilters, SEARCH_MIN_LENGTH } from './filters';
export { toPaging, MAX_LIMIT } from './paging';
export { toSort } from './sort';
