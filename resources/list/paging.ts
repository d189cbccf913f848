// The entity paginator of entities-spec §4 and §9 as a pure function: numbered tabs in sets of at most
// `maxTabs`; previous and next move to the neighbouring set, so previous is disabled on the first set and next on
// the last.

export interface PageTabs {
  /** The numbered tabs of the set holding the current page. */
  pages: number[];
  /** The page previous opens (last page of the set before), or null on the first set. */
  prevPage: number | null;
  /** The page next opens (first page of the set after), or null on the last set. */
  nextPage: number | null;
  lastPage: number;
  /** The current page, clamped into 1..lastPage. */
  current: number;
}

export function pageCount(total: number, perPage: number): number {
  if (!Number.isFinite(total) || total <= 0 || perPage <= 0) return 1;
  return Math.ceil(total / perPage);
}

/**
 * `capped`: the total is a lower bound (a search matching more than the server counts, "10,000+"): there is always
 * a page after the current one and after the last counted one, so next stays open.
 */
export function pageTabs(page: number, total: number, perPage: number, maxTabs: number, capped = false): PageTabs {
  const lastPage = pageCount(capped ? Math.max(total + 1, (Math.floor(page) || 1) * perPage + 1) : total, perPage);
  const current = Math.min(Math.max(1, Math.floor(page) || 1), lastPage);
  const tabs = Math.max(1, Math.floor(maxTabs));
  const first = Math.floor((current - 1) / tabs) * tabs + 1;
  const last = Math.min(first + tabs - 1, lastPage);
  const pages = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  return {
    pages,
    prevPage: first > 1 ? first - 1 : null,
    nextPage: last < lastPage ? last + 1 : null,
    lastPage,
    current,
  };
}

/** "1–100 of 20,000" for the paginator's caption. */
export function rangeLabel(page: number, perPage: number, total: number, capped = false): string {
  if (total <= 0) return '0 of 0';
  const from = (page - 1) * perPage + 1;
  const n = (x: number) => x.toLocaleString('en-IN');
  if (capped) return `${n(from)}–${n(page * perPage)} of ${n(total)}+`;
  return `${n(from)}–${n(Math.min(page * perPage, total))} of ${n(total)}`;
}

/** Rows-per-page choices a user is offered: never over the API's limit (at most 100, DESIGN.md), and the list's own. */
export const PER_PAGE_CHOICES = [25, 50, 100] as const;

export function perPageChoices(list: { pageSize: number; maxPageSize: number }): number[] {
  return [...new Set([...PER_PAGE_CHOICES.filter((n) => n <= list.maxPageSize), list.pageSize])].sort((a, b) => a - b);
}
