// react-admin filter values → our query: `search` (3 characters or more) and filters as comma lists.
import type { QueryParams } from './types';

export const SEARCH_MIN_LENGTH = 3;
/** react-admin's full-text filter is conventionally 'q'; 'search' is accepted too. */
export const SEARCH_KEYS = ['q', 'search'] as const;
/** Keys the list query owns; a filter of that name would silently change paging or sorting. */
const RESERVED = new Set(['page', 'limit', 'sortBy', 'sortOrder']);

type Scalar = string | number | boolean;
const isScalar = (v: unknown): v is Scalar => ['string', 'number', 'boolean'].includes(typeof v);

function toSearch(filter: Record<string, unknown>): string | undefined {
  for (const key of SEARCH_KEYS) {
    const value = filter[key];
    // Shorter searches are dropped, not sent: the server would reject them (console-spec §5, entities-spec §5).
    if (typeof value === 'string' && value.trim().length >= SEARCH_MIN_LENGTH) return value.trim();
  }
  return undefined;
}

/** One filter value as a query value; undefined leaves the filter out. */
function toFilterValue(value: unknown): string | undefined {
  if (Array.isArray(value)) {
    const items = value.filter(isScalar).map(String).filter((s) => s !== '');
    return items.length > 0 ? items.join(',') : undefined;
  }
  if (typeof value === 'string') return value === '' ? undefined : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined; // objects and null have no comma-list form
}

export function toFilters(filter: Record<string, unknown> | undefined): QueryParams {
  const params: QueryParams = {};
  const source = filter ?? {};
  const search = toSearch(source);
  if (search !== undefined) params.search = search;
  for (const [key, value] of Object.entries(source)) {
    if (RESERVED.has(key) || (SEARCH_KEYS as readonly string[]).includes(key)) continue;
    const v = toFilterValue(value);
    if (v !== undefined) params[key] = v;
  }
  return params;
}
