// defineEntity: one typed declaration per entity (like a payload collection) resolved into the EntitySchema that
// the list screen, the server's query validation and the upload pipeline all read.
import { ENTITY_MANIFEST } from '../manifest';
import { checkEntity } from './entityChecks';
import { snakeCase } from './convert';
import {
  DROPDOWN_BADGE_LIMIT,
  FILTER_BADGE_LIMITS,
  FILTER_LABELS,
  MAX_PAGE_SIZE,
  MAX_PAGE_TABS,
  PAGE_SIZE,
  SEARCH_MAX_LENGTH,
  SEARCH_MIN_LENGTH,
} from './constants';
import type {
  EntityApi,
  EntityKind,
  EntitySchema,
  FieldDef,
  FieldSpec,
  FilterDef,
  FilterKey,
  OperationColumn,
  OperationKey,
  RowRule,
  SortOrder,
  StatusTab,
  UploadOperation,
  UploadTab,
} from './types';

type ColumnInput<K extends string> = { header?: string; required?: boolean; multiCentreOnly?: boolean; example?: string } & (
  | { key: K; field?: undefined }
  /** A column only this operation has (New Centre of a transfer): it brings its own field. */
  | { key: string; field: FieldSpec }
);

export interface OperationInput<K extends string> {
  key: OperationKey;
  label: string;
  tab: UploadTab;
  path: string;
  alwaysMultiCentre?: boolean;
  columns: readonly ColumnInput<K>[];
  unique?: readonly string[];
  rowRules?: readonly RowRule[];
}

export interface EntityInput<F extends Record<string, FieldSpec>> {
  kind: EntityKind;
  label: string;
  noun: string;
  api: EntityApi;
  table: EntitySchema['table'];
  fields: F;
  /** List-wide defaults, as keystone's defaultIsFilterable: applied where a field says nothing. */
  fieldDefaults?: { listed?: boolean };
  list: {
    columns?: readonly (keyof F & string)[];
    sortKeys: readonly (keyof F & string)[];
    defaultSort: { field: keyof F & string; order: SortOrder };
    search: { placeholder: string; fields: readonly (keyof F & string)[] };
    statusTabs: readonly StatusTab[];
    /** Filter key → field it applies to; the status filter always comes from the tabs. */
    filters: Partial<Record<Exclude<FilterKey, 'status'>, keyof F & string>>;
    dropdownBadgeLimit?: number;
  };
  reasons: EntitySchema['reasons'];
  downloadName: string;
  preview: EntitySchema['preview'];
  operations: readonly OperationInput<keyof F & string>[];
}

export function defineEntity<const F extends Record<string, FieldSpec>>(input: EntityInput<F>): EntitySchema {
  const fields = resolveFields(input);
  const byKey = new Map(fields.map((f) => [f.key, f]));
  const schema: EntitySchema = {
    kind: input.kind,
    label: input.label,
    noun: input.noun,
    // Menu label and access come from the kind's manifest entry, where the main chunk reads them too.
    menuLabel: ENTITY_MANIFEST[input.kind].menuLabel,
    access: ENTITY_MANIFEST[input.kind].access,
    api: input.api,
    table: input.table,
    fields,
    list: {
      columns: input.list.columns ?? fields.filter((f) => f.listed).map((f) => f.key),
      sortKeys: input.list.sortKeys,
      defaultSort: input.list.defaultSort,
      pageSize: PAGE_SIZE,
      maxPageSize: MAX_PAGE_SIZE,
      maxPageTabs: MAX_PAGE_TABS,
      search: {
        placeholder: input.list.search.placeholder,
        minLength: SEARCH_MIN_LENGTH,
        maxLength: SEARCH_MAX_LENGTH,
        fields: input.list.search.fields.map((key) => ({ key, mode: byKey.get(key)?.searchable || 'substring' })),
      },
      statusTabs: input.list.statusTabs,
      filters: resolveFilters(input, byKey),
      dropdownBadgeLimit: input.list.dropdownBadgeLimit ?? DROPDOWN_BADGE_LIMIT,
    },
    reasons: input.reasons,
    downloadName: input.downloadName,
    preview: input.preview,
    operations: input.operations.map((op) => resolveOperation(op, byKey)),
  };
  checkEntity(schema);
  return deepFreeze(schema);
}

function resolveFields<F extends Record<string, FieldSpec>>(input: EntityInput<F>): FieldDef[] {
  const filterFields = new Set<string>(Object.values(input.list.filters) as string[]);
  filterFields.add('status');
  return Object.entries(input.fields).map(([key, spec]) => ({
    ...spec,
    key,
    column: spec.column ?? snakeCase(key),
    listed: spec.listed ?? input.fieldDefaults?.listed ?? true,
    sortable: input.list.sortKeys.includes(key),
    filterable: filterFields.has(key),
    searchable: input.list.search.fields.includes(key) ? (spec.search ?? 'substring') : false,
    masked: spec.masked ?? false,
  }));
}

function resolveFilters<F extends Record<string, FieldSpec>>(
  input: EntityInput<F>,
  byKey: ReadonlyMap<string, FieldDef>,
): FilterDef[] {
  const limitFor = (key: FilterKey) => FILTER_BADGE_LIMITS[key] ?? input.list.dropdownBadgeLimit ?? DROPDOWN_BADGE_LIMIT;
  const declared = Object.entries(input.list.filters) as [Exclude<FilterKey, 'status'>, string][];
  const filters: FilterDef[] = declared.map(([key, fieldKey]) => {
    const field = byKey.get(fieldKey);
    const source: FilterDef['source'] = field?.ref
      ? { type: 'ref', target: field.ref }
      : { type: 'fixed', options: field?.options ?? [] };
    return { key, field: fieldKey, ...FILTER_LABELS[key], badgeLimit: limitFor(key), source };
  });
  const statusOptions = input.list.statusTabs.map((t) => t.key);
  filters.push({ key: 'status', field: 'status', ...FILTER_LABELS.status, badgeLimit: limitFor('status'), source: { type: 'fixed', options: statusOptions } });
  return filters;
}

function resolveOperation<K extends string>(op: OperationInput<K>, byKey: ReadonlyMap<string, FieldDef>): UploadOperation {
  return {
    key: op.key,
    label: op.label,
    tab: op.tab,
    path: op.path,
    alwaysMultiCentre: op.alwaysMultiCentre ?? false,
    columns: op.columns.map((c) => resolveColumn(c, byKey)),
    unique: op.unique ?? [],
    rowRules: op.rowRules ?? [],
  };
}

function resolveColumn<K extends string>(c: ColumnInput<K>, byKey: ReadonlyMap<string, FieldDef>): OperationColumn {
  const field = c.field ? operationOnlyField(c.key, c.field) : byKey.get(c.key);
  if (!field) throw new Error(`Upload column "${c.key}" names no field of the entity`);
  return {
    header: c.header ?? field.label,
    key: c.key,
    required: c.required ?? false,
    multiCentreOnly: c.multiCentreOnly ?? false,
    field,
    example: c.example ?? field.example ?? '',
  };
}

function operationOnlyField(key: string, spec: FieldSpec): FieldDef {
  const column = spec.column ?? snakeCase(key);
  return { ...spec, key, column, listed: false, sortable: false, filterable: false, searchable: false, masked: spec.masked ?? false };
}

// Schemas are shared by every screen and request; freezing makes an accidental edit fail loudly instead of leaking.
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
