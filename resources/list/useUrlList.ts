// The controller of a list kept in plain query parameters (urlList.ts): the page, search, sort, filters and date
// ranges are the URL's, each change replaces it (the back button leaves the screen, not a keystroke), a new filter
// starts again at page 1. Rows come through the dataProvider's listPage, so the schema's list request (GET query or
// POST body) applies. It has the shape EntityGrid and ListFrame read.
import { useCallback, useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RaRecord } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { ResourceSchema } from '../../schemas/core/types';
import { useEntityApi } from '../api';
import { useResetPageOnTotalChange } from './Paginator';
import { readUrlList, writeUrlList, type UrlListState } from './urlList';

export interface UrlListOptions {
  /** The list's path when not the schema's own (a view such as history). */
  path?: string;
  /** Filter values the screen adds to every request (from a report's link), not shown as filters. */
  filter?: Record<string, unknown>;
}

const NONE: never[] = [];

export function useUrlList(schema: ResourceSchema, { path = schema.api.list, filter: fixed }: UrlListOptions = {}) {
  const api = useEntityApi();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readUrlList(schema, params), [schema, params]);
  const perPage = schema.list.pageSize;
  const request = { pagination: { page: state.page, perPage }, sort: state.sort, filter: { ...state.filter, ...fixed } };
  const query = useQuery({
    queryKey: ['resource-list', schema.kind, path, request],
    queryFn: ({ signal }) => api.listPage(schema, request, { path, signal }),
    placeholderData: keepPreviousData,
  });

  const write = useCallback(
    (change: Partial<UrlListState>) => setParams((before) => writeUrlList(schema, { ...readUrlList(schema, before), ...change }, before), { replace: true }),
    [schema, setParams],
  );
  const setPage = useCallback((page: number) => write({ page }), [write]);
  const setFilters = useCallback((filter: Record<string, unknown>) => write({ filter, page: 1 }), [write]);
  const setSort = useCallback((sort: { field: string; order: string }) => write({ sort: { field: sort.field, order: sort.order === 'DESC' ? 'DESC' : 'ASC' }, page: 1 }), [write]);
  const total = query.data?.total;
  useResetPageOnTotalChange(query.isPlaceholderData ? undefined : total, state.page, setPage);

  return {
    data: (query.data?.rows ?? NONE) as RaRecord[],
    total,
    error: query.error,
    isPending: query.isPending,
    isFetching: query.isFetching,
    page: state.page,
    perPage,
    sort: state.sort,
    setSort,
    setPage,
    filterValues: state.filter,
    setFilters,
    selectedIds: NONE,
    onSelect: () => undefined,
    refetch: query.refetch,
  };
}
