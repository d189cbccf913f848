// A list's state as a saved view holds it (issue 26 item 7): filters, sort, rows per page and columns. Pure.
import type { ColumnsState, ViewState } from '../../schemas/api';
import type { ListOpening } from '../../schemas/manifest';

type FilterValue = string | string[];

/** The filter values worth keeping: text and lists of text, without empty ones (react-admin keeps undefined keys). */
export function viewFilter(values: Record<string, unknown>): Record<string, FilterValue> {
  const out: Record<string, FilterValue> = {};
  for (const [key, value] of Object.entries(values)) {
    if (Array.isArray(value)) {
      const list = value.map(String).filter(Boolean);
      if (list.length > 0) out[key] = list;
    } else if ((typeof value === 'string' && value !== '') || typeof value === 'number') out[key] = String(value);
  }
  return out;
}

export interface ListNow {
  filterValues: Record<string, unknown>;
  sort: { field: string; order: string };
  perPage: number;
}

export function captureView(list: ListNow, columns: ColumnsState): ViewState {
  return {
    filter: viewFilter(list.filterValues),
    sort: { field: list.sort.field, order: list.sort.order === 'DESC' ? 'DESC' : 'ASC' },
    perPage: list.perPage,
    columns,
  };
}

/** react-admin's own list parameters in a URL: any of them means the list was opened with a state of its own. */
const LIST_KEYS = ['filter', 'sort', 'order', 'perPage', 'page'];

function hasListState(search: string): boolean {
  const params = new URLSearchParams(search);
  return LIST_KEYS.some((k) => params.has(k));
}

const sameJson = (a: string | null, b: string) => {
  try {
    return a !== null && JSON.stringify(JSON.parse(a)) === JSON.stringify(JSON.parse(b));
  } catch {
    return false;
  }
};

/** Whether an address holds exactly a list's opening parameters: `opening`'s filter, page 1, its page size and sort. */
export function opensAt(search: string, opening: ListOpening): boolean {
  const p = new URLSearchParams(search);
  return sameJson(p.get('filter'), opening.filter) && (p.get('page') ?? '1') === '1' && p.get('perPage') === String(opening.perPage)
    && p.get('sort') === opening.sort && p.get('order') === opening.order;
}

/**
 * Whether a list was opened without a state of its own: no list parameters, or exactly its opening ones (the first
 * status tab, page 1, the page size and the default sort), which the console writes into an address that has none
 * (src/pages/entities/entityUrl.ts). Such a list opens with the user's default view.
 */
export function opensPlain(search: string, opening: ListOpening): boolean {
  return !hasListState(search) || opensAt(search, opening);
}
