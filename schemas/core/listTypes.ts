// The list part of a resource's declaration: columns, sort, paging, search, status tabs, filters and date ranges
// (split from types.ts, which re-exports it).
import type { FilterKey, RefTarget, SearchMode, SortOrder, StatusKey } from './types';

export interface StatusTab {
  key: StatusKey;
  label: string;
}

/** The kinds of centre (programme families): a resource may hold records at centres of some kinds only. */
export type CentreKind = 'regular' | 'NCRP' | 'Doha' | 'Bahrain';

/** Options of a filter: fixed, or a support list; a centre list may be limited to centres of some kinds. */
export type FilterSource =
  | { type: 'fixed'; options: readonly string[] }
  | { type: 'ref'; target: RefTarget; centreKinds?: readonly CentreKind[] };

export interface FilterDef {
  key: FilterKey;
  /** The entity field the filter applies to. */
  field: string;
  label: string;
  placeholder: string;
  /** How many selected values show as badges in the dropdown before "+n". */
  badgeLimit: number;
  source: FilterSource;
  /**
   * The filter whose chosen values narrow this one's options (batch → centre: the batches of the chosen centres);
   * a new choice there drops this filter's values.
   */
  dependsOn?: FilterKey;
}

/** A from–to filter on a date field: query keys `<field>From` and `<field>To`, ISO dates, either may be absent. */
export interface DateRangeDef {
  key: string;
  field: string;
  label: string;
  fromKey: string;
  toKey: string;
}

export interface ListConfig {
  columns: readonly string[];
  sortKeys: readonly string[];
  defaultSort: { field: string; order: SortOrder };
  pageSize: number;
  maxPageSize: number;
  maxPageTabs: number;
  search: {
    placeholder: string;
    minLength: number;
    maxLength: number;
    fields: readonly { key: string; mode: SearchMode }[];
  };
  statusTabs: readonly StatusTab[];
  filters: readonly FilterDef[];
  dateRanges: readonly DateRangeDef[];
  dropdownBadgeLimit: number;
  /** The fields one record is named by in dialogs; absent: the search fields (resources/rows/recordTitle.ts). */
  titleFields?: readonly string[];
}
