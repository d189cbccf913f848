// The list query of a resource as a zod schema: the server validates requests with it (a failure answers 400) and
// the console builds the same shape. Only the resource's own sort and filter keys pass; SQL never sees a raw key.
import { z } from 'zod';
import type { DateRangeDef, FilterDef, FilterKey, ResourceSchema, SortOrder } from './types';

/** A date range as asked: ISO dates (yyyy-MM-dd), either end may be open. */
export interface DateRangeValue {
  from?: string;
  to?: string;
}

export interface ListQuery {
  page: number;
  limit: number;
  sortBy: string;
  sortOrder: SortOrder;
  search?: string;
  /** Only the entity's filter keys, each a non-empty list of values. */
  filters: Partial<Record<FilterKey, string[]>>;
  /** Date ranges by range key (the date field); present only when one is asked. */
  ranges?: Partial<Record<string, DateRangeValue>>;
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

/** A real calendar date as yyyy-MM-dd (2026-02-30 is refused, not rolled over to March). */
export function isIsoDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

function dateParam(name: string) {
  return z
    .preprocess((v) => (typeof v === 'string' ? v.trim() || undefined : v), z.string({ error: `${name} must be a date` })
      .refine(isIsoDate, `${name} must be a date as yyyy-MM-dd`).optional());
}

const rangeShape = (ranges: readonly DateRangeDef[]) =>
  Object.fromEntries(ranges.flatMap((r) => [[r.fromKey, dateParam(r.fromKey)], [r.toKey, dateParam(r.toKey)]]));

/** The asked ranges, or undefined when none is; ISO dates compare correctly as text. */
function rangesOf(ranges: readonly DateRangeDef[], q: Record<string, unknown>): ListQuery['ranges'] {
  const out: NonNullable<ListQuery['ranges']> = {};
  for (const r of ranges) {
    const from = q[r.fromKey] as string | undefined;
    const to = q[r.toKey] as string | undefined;
    if (from || to) out[r.key] = { ...(from ? { from } : {}), ...(to ? { to } : {}) };
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

export function listQuerySchema(resource: Pick<ResourceSchema, 'list'>) {
  const { list } = resource;
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
      // A list without search fields refuses `search` as an unknown key.
      ...(list.search.fields.length > 0 ? { search: search.optional() } : {}),
      ...filterShape,
      ...rangeShape(list.dateRanges),
    })
    .superRefine((q, ctx) => {
      for (const r of list.dateRanges) {
        const from = (q as Record<string, unknown>)[r.fromKey];
        const to = (q as Record<string, unknown>)[r.toKey];
        if (typeof from === 'string' && typeof to === 'string' && from > to) {
          ctx.addIssue({ code: 'custom', path: [r.toKey], message: `${r.toKey} must be on or after ${r.fromKey}` });
        }
      }
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
        ...(typeof q.search === 'string' ? { search: q.search } : {}),
        filters,
        ...optionalRanges(rangesOf(list.dateRanges, q)),
      };
    });
}

const optionalRanges = (ranges: ListQuery['ranges']) => (ranges ? { ranges } : {});

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
  for (const [key, range] of Object.entries(query.ranges ?? {})) {
    if (range?.from) params[`${key}From`] = range.from;
    if (range?.to) params[`${key}To`] = range.to;
  }
  return params;
}
