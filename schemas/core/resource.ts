// defineResource: the core of a listed resource (name, label, access, list API, fields, list settings, page size),
// resolved into the ResourceSchema the list screen, the server's query validation and its list SQL read. A list-
// first resource (alerts, PTM schedules, users) is declared with this alone; defineEntity adds the capabilities.
import { ZodType } from 'zod';
import { checkResource } from './entityChecks';
import { snakeCase } from './convert';
import {
  DROPDOWN_BADGE_LIMIT,
  allOf,
  fieldBadgeLimit,
  MAX_PAGE_SIZE,
  MAX_PAGE_TABS,
  PAGE_SIZE,
  SEARCH_MAX_LENGTH,
  SEARCH_MIN_LENGTH,
} from './constants';
import type {
  CentreKind,
  DateRangeDef,
  FieldDef,
  FieldSpec,
  FilterDef,
  ListConfig,
  ResourceSchema,
  SortOrder,
  StatusTab,
} from './types';

/**
 * A filter as declared: the field it applies to, or that with the filter its options depend on and, where the
 * field's own label does not fit (a multi-valued 'Subjects' filtered as 'Subject'), a label and placeholder.
 */
export type FilterInput<K extends string> = K | { field: K; dependsOn?: string; label?: string; placeholder?: string };

/**
 * A date range as declared: the date field (query keys `<field>From` / `<field>To`), or the field with the query keys
 * a spec names (the alert list's `startDate` / `endDate`) and, where the field's own label does not fit, a label.
 */
export type DateRangeInput<K extends string> = K | { field: K; fromKey?: string; toKey?: string; label?: string };

export interface ListInput<K extends string> {
  columns?: readonly K[];
  sortKeys: readonly K[];
  defaultSort: { field: K; order: SortOrder };
  /** Absent: the list has no search box and the API refuses `search`. */
  search?: { placeholder: string; fields: readonly K[] };
  /** Absent: no status tabs and no status filter. */
  statusTabs?: readonly StatusTab[];
  /**
   * Filter key (the query key: any name) → field it applies to; label and placeholder come from the field. The
   * status filter always comes from the tabs.
   */
  filters?: Readonly<Record<string, FilterInput<K>>>;
  /** Date fields filtered by a from–to range (query keys `<field>From`, `<field>To` unless declared). */
  dateRanges?: readonly DateRangeInput<K>[];
  dropdownBadgeLimit?: number;
  /** Rows per page; at most MAX_PAGE_SIZE. */
  pageSize?: number;
  /** Numbered page tabs the paginator shows at a time (the PTM lists: 6, entities-spec §9). */
  maxPageTabs?: number;
  /** The fields one record is named by in dialogs, where the search fields do not tell two apart (a class by its room). */
  titleFields?: readonly K[];
}

/** What a schema declares: the core's own fields as ResourceSchema states them, then fields and list settings to resolve. */
export interface ResourceInput<F extends Record<string, FieldSpec>>
  extends Pick<ResourceSchema, 'kind' | 'label' | 'noun' | 'menuLabel' | 'access' | 'api' | 'table'> {
  /** Where the label does not name several records ('Time Table': 'Classes'). */
  nounPlural?: string;
  fields: F;
  /** List-wide defaults, as keystone's defaultIsFilterable: applied where a field says nothing. */
  fieldDefaults?: { listed?: boolean };
  centreKinds?: readonly CentreKind[];
  list: ListInput<keyof F & string>;
}

export function defineResource<const F extends Record<string, FieldSpec>>(input: ResourceInput<F>): ResourceSchema {
  const schema = resolveResource(input);
  checkResource(schema);
  return deepFreeze(schema);
}

/** The core, unchecked and unfrozen: defineEntity adds its capabilities before both. */
export function resolveResource<F extends Record<string, FieldSpec>>(input: ResourceInput<F>): ResourceSchema {
  const fields = resolveFields(input);
  return {
    kind: input.kind,
    label: input.label,
    noun: input.noun,
    nounPlural: input.nounPlural ?? input.label,
    menuLabel: input.menuLabel,
    access: input.access,
    api: input.api,
    table: input.table,
    fields,
    list: resolveList(input, fields),
    ...(input.centreKinds ? { centreKinds: input.centreKinds } : {}),
  };
}

const fieldOf = <K extends string>(f: FilterInput<K> | DateRangeInput<K>): K => (typeof f === 'string' ? f : f.field);

function resolveDateRange<K extends string>(input: DateRangeInput<K>, byKey: ReadonlyMap<string, FieldDef>): DateRangeDef {
  const key = fieldOf(input);
  const declared: { fromKey?: string; toKey?: string; label?: string } = typeof input === 'string' ? {} : input;
  return {
    key,
    field: key,
    label: declared.label ?? byKey.get(key)?.label ?? key,
    fromKey: declared.fromKey ?? `${key}From`,
    toKey: declared.toKey ?? `${key}To`,
  };
}

function resolveList<F extends Record<string, FieldSpec>>(input: ResourceInput<F>, fields: readonly FieldDef[]): ListConfig {
  const { list } = input;
  const byKey = new Map(fields.map((f) => [f.key, f]));
  return {
    columns: list.columns ?? fields.filter((f) => f.listed).map((f) => f.key),
    sortKeys: list.sortKeys,
    defaultSort: list.defaultSort,
    pageSize: list.pageSize ?? PAGE_SIZE,
    maxPageSize: MAX_PAGE_SIZE,
    maxPageTabs: list.maxPageTabs ?? MAX_PAGE_TABS,
    search: {
      placeholder: list.search?.placeholder ?? '',
      minLength: SEARCH_MIN_LENGTH,
      maxLength: SEARCH_MAX_LENGTH,
      fields: (list.search?.fields ?? []).map((key) => ({ key, mode: byKey.get(key)?.searchable || 'substring' })),
    },
    statusTabs: list.statusTabs ?? [],
    filters: resolveFilters(input, byKey),
    dateRanges: (list.dateRanges ?? []).map((r) => resolveDateRange(r, byKey)),
    dropdownBadgeLimit: list.dropdownBadgeLimit ?? DROPDOWN_BADGE_LIMIT,
    ...(list.titleFields ? { titleFields: list.titleFields } : {}),
  };
}

function resolveFields<F extends Record<string, FieldSpec>>(input: ResourceInput<F>): FieldDef[] {
  const { list } = input;
  const filterFields = new Set<string>(Object.values(list.filters ?? {}).map((f) => fieldOf(f as FilterInput<string>)));
  if (list.statusTabs?.length) filterFields.add('status');
  for (const range of list.dateRanges ?? []) filterFields.add(fieldOf(range));
  const searched = (list.search?.fields ?? []) as readonly string[];
  // An endpoint with a fixed order (listRequest.sort false) is never asked another: no column offers one.
  const sorts = input.api.listRequest?.sort !== false;
  return Object.entries(input.fields).map(([key, spec]) => ({
    ...spec,
    key,
    column: spec.column ?? snakeCase(key),
    listed: spec.listed ?? input.fieldDefaults?.listed ?? true,
    sortable: sorts && list.sortKeys.includes(key),
    filterable: filterFields.has(key),
    searchable: searched.includes(key) ? (spec.search ?? 'substring') : false,
    masked: spec.masked ?? false,
  }));
}

function resolveFilters<F extends Record<string, FieldSpec>>(input: ResourceInput<F>, byKey: ReadonlyMap<string, FieldDef>): FilterDef[] {
  const { list } = input;
  const listLimit = list.dropdownBadgeLimit ?? DROPDOWN_BADGE_LIMIT;
  const declared = Object.entries(list.filters ?? {}) as [string, FilterInput<string>][];
  if (list.statusTabs?.length) declared.push(['status', 'status']);
  return declared.map(([key, declaration]) => {
    const d = typeof declaration === 'string' ? { field: declaration } : declaration;
    const field = byKey.get(d.field);
    const label = d.label ?? field?.label ?? key;
    const source: FilterDef['source'] = key === 'status'
      ? { type: 'fixed', options: (list.statusTabs ?? []).map((t) => t.key) }
      : sourceOf(field, input.centreKinds);
    return {
      key, field: d.field, label, placeholder: d.placeholder ?? field?.placeholder ?? allOf(label),
      badgeLimit: fieldBadgeLimit(field) ?? listLimit, source, ...(d.dependsOn ? { dependsOn: d.dependsOn } : {}),
    };
  });
}

/** A centre filter of a resource whose records live at some kinds of centre offers only those centres. */
function sourceOf(field: FieldDef | undefined, centreKinds: readonly CentreKind[] | undefined): FilterDef['source'] {
  if (!field?.ref) return { type: 'fixed', options: field?.options ?? [] };
  if (field.ref === 'centre' && centreKinds) return { type: 'ref', target: 'centre', centreKinds };
  return { type: 'ref', target: field.ref };
}

// Schemas are shared by every screen and request; freezing makes an accidental edit fail loudly instead of leaking.
// A zod validator inside one (a list request's body) is left alone: zod builds parts of it lazily on first use.
export function deepFreeze<T>(value: T): T {
  if (value instanceof ZodType) return value;
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
