// The list query of an entity as a zod schema: the server validates requests with it (a failure answers 400) and
// the console builds the same shape. Only the entity's own sort and filter keys pass; SQL never sees a raw key.
import { z } from 'zod';
import type { EntitySchema, FilterDef, FilterKey, SortOrder } from './types';

export interface ListQuery {
  page: number;
  limit: number;
  sortBy: string;
  sortOrder: SortOrder;
  search?: string;
  /** Only the entity's filter keys, each a non-empty list of values. */
  filters: Partial<Record<FilterKey, string[]>>;
}

/** At most this many values per filter and characters per value: a comma list is not a way to send a megabyte. */
export const MAX_FILTER_VALUES = 100;
export const MAX_FILTER_VALUE_LENGTH = 100;

// Query strings arrive as text; repeated keys (centre=a&centre=b) arrive as arrays.
const asText = (v: unknown): unknown => (Array.isArray(v) ? v.map(String).join(',') : v);

function intParam(name: string, min: number, max: number, fallback: number) {
  return z
    .preprocess(
      (v) => (typeof v === 'string' && /^\d{1,9}$/.test(v.trim()) ? Number(v.trim()) : v),
      z.number({ error: `${name} must be a whole number` }).int(`${name} must be a whole number`)
        .min(min, `${name} must be at least ${min}`)
        .max(max, `${name} must be at most ${max}`),
    )
    .optional()
    .transform((v) => v ?? fallback);
}

function oneOf(name: string, values: readonly string[]) {
  return z.enum(values as [string, ...string[]], { error: `${name} must be one of: ${values.join(', ')}` });
}

function filterParam(filter: FilterDef) {
  const allowed = filter.source.type === 'fixed' ? filter.source.options : null;
  const value = allowed
    ? oneOf(filter.key, allowed)
    : z.string().max(MAX_FILTER_VALUE_LENGTH, `each ${filter.key} value must be at most ${MAX_FILTER_VALUE_LENGTH} characters`);
  return z
    .preprocess(
      (v) => {
        const text = asText(v);
        if (typeof text !== 'string') return text;
        return [...new Set(text.split(',').map((s) => s.trim()).filter(Boolean))];
      },
      z.array(value).max(MAX_FILTER_VALUES, `at most ${MAX_FILTER_VALUES} ${filter.key} values`),
    )
    .optional();
}

export function listQuerySchema(entity: EntitySchema) {
  const { list } = entity;
  const search = z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : v),
    z
      .string({ error: 'search must be text' })
      .min(list.search.minLength, `search must be at least ${list.search.minLength} characters`)
      .max(list.search.maxLength, `search must be at most ${list.search.maxLength} characters`)
      .optional(),
  );
  const filterShape = Object.fromEntries(list.filters.map((f) => [f.key, filterParam(f)]));
  return z
    .strictObject({
      page: intParam('page', 1, 1_000_000, 1),
      limit: intParam('limit', 1, list.maxPageSize, list.pageSize),
      sortBy: oneOf('sortBy', list.sortKeys).optional(),
      sortOrder: oneOf('sortOrder', ['asc', 'desc']).optional(),
      search: search.optional(),
      ...filterShape,
    })
    .transform((q): ListQuery => {
      const filters: Partial<Record<FilterKey, string[]>> = {};
      for (const f of list.filters) {
        const values = (q as Record<string, unknown>)[f.key] as string[] | undefined;
        if (values && values.length > 0) filters[f.key] = values;
      }
      return {
        page: q.page,
        limit: q.limit,
        sortBy: q.sortBy ?? list.defaultSort.field,
        sortOrder: (q.sortOrder as SortOrder | undefined) ?? list.defaultSort.order,
        ...(q.search ? { search: q.search } : {}),
        filters,
      };
    });
}

/** The console side: a ListQuery as query-string parameters the schema above accepts. */
export function listQueryParams(query: Partial<ListQuery>): Record<string, string> {
  const params: Record<string, string> = {};
  if (query.page !== undefined) params.page = String(query.page);
  if (query.limit !== undefined) params.limit = String(query.limit);
  if (query.sortBy) params.sortBy = query.sortBy;
  if (query.sortOrder) params.sortOrder = query.sortOrder;
  if (query.search) params.search = query.search;
  for (const [key, values] of Object.entries(query.filters ?? {})) {
    if (values && values.length > 0) params[key] = values.join(',');
  }
  return params;
}
