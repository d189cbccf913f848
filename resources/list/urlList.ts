// A list whose state is plain query parameters of the page's URL (the alert list of console-spec §2:
// `?activeTab=alert&startDate=…&endDate=…`), not react-admin's `?filter={json}`: page, search, sort, each dropdown
// filter (a comma list) and each date range under its declared keys. Keys the list does not own (activeTab,
// isHistoryView) are kept as they are. Pure, so the mapping is tested without a browser.
import type { ResourceSchema } from '../../schemas/core/types';

export interface UrlListState {
  page: number;
  sort: { field: string; order: 'ASC' | 'DESC' };
  /** react-admin's filter shape: `q` is the search, dropdowns are lists, ranges are yyyy-MM-dd. */
  filter: Record<string, unknown>;
}

type Schema = Pick<ResourceSchema, 'list'>;

const dropdowns = (schema: Schema) => schema.list.filters.filter((f) => f.key !== 'status' || schema.list.statusTabs.length === 0);
const rangeKeys = (schema: Schema) => schema.list.dateRanges.flatMap((r) => [r.fromKey, r.toKey]);
const defaultSort = (schema: Schema) => ({ field: schema.list.defaultSort.field, order: schema.list.defaultSort.order === 'desc' ? ('DESC' as const) : ('ASC' as const) });

export function readUrlList(schema: Schema, params: URLSearchParams): UrlListState {
  const page = Number(params.get('page'));
  const sortBy = params.get('sortBy');
  const order = params.get('sortOrder');
  const sort = sortBy && schema.list.sortKeys.includes(sortBy)
    ? { field: sortBy, order: order === 'asc' ? ('ASC' as const) : order === 'desc' ? ('DESC' as const) : defaultSort(schema).order }
    : defaultSort(schema);
  const filter: Record<string, unknown> = {};
  const search = params.get('search')?.trim();
  if (search && search.length >= schema.list.search.minLength && schema.list.search.fields.length > 0) filter.q = search.slice(0, schema.list.search.maxLength);
  for (const f of dropdowns(schema)) {
    const values = (params.get(f.key) ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    if (values.length > 0) filter[f.key] = values;
  }
  // Kept even when not a date: the list request drops it and says so (listRequest.ts), rather than losing it quietly.
  for (const key of rangeKeys(schema)) {
    const value = params.get(key)?.trim();
    if (value) filter[key] = value;
  }
  return { page: Number.isInteger(page) && page >= 1 ? page : 1, sort, filter };
}

/** The URL's parameters after a change; the list's own keys are rewritten, the others kept. */
export function writeUrlList(schema: Schema, state: UrlListState, params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  const owned = ['page', 'sortBy', 'sortOrder', 'search', ...dropdowns(schema).map((f) => f.key), ...rangeKeys(schema)];
  for (const key of owned) next.delete(key);
  if (state.page > 1) next.set('page', String(state.page));
  const byDefault = defaultSort(schema);
  if (state.sort.field !== byDefault.field || state.sort.order !== byDefault.order) {
    next.set('sortBy', state.sort.field);
    next.set('sortOrder', state.sort.order.toLowerCase());
  }
  if (typeof state.filter.q === 'string' && state.filter.q.trim()) next.set('search', state.filter.q.trim());
  for (const f of dropdowns(schema)) {
    const value = state.filter[f.key];
    const list = Array.isArray(value) ? value.map(String).filter(Boolean) : [];
    if (list.length > 0) next.set(f.key, list.join(','));
  }
  for (const key of rangeKeys(schema)) {
    const value = state.filter[key];
    if (typeof value === 'string' && value) next.set(key, value);
  }
  return next;
}
