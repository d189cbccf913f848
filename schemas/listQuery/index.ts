// The list query of DESIGN.md "API conventions" from react-admin's getList parameters: pure, so the console's
// dataProvider and the resources' export share it.
import type { QueryParams } from './types';
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
export type { QueryParams, QueryValue } from './types';
