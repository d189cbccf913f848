// defineEntity: one typed declaration per entity (like a payload collection): the core of defineResource plus the
// capabilities every entity has (uploads, status change, export; contacts and row actions where it has them).
import { checkEntity } from './entityChecks';
import { snakeCase } from './convert';
import { deepFreeze, resolveResource, type ListInput } from './resource';
import type {
  EntityAccess,
  EntityApi,
  EntityKind,
  EntitySchema,
  ResourceSchema,
  FieldDef,
  FieldSpec,
  OperationColumn,
  OperationKey,
  RowRule,
  LinkSpec,
  TotalSpec,
  LikelyDuplicateSpec,
  ScheduleSpec,
  StatusMessages,
  StatusReasons,
  StatusVerbs,
  StatusTab,
  UploadOperation,
  UploadPreview,
  UploadTab,
} from './types';

/** entities-spec §8: the accounts' words; a kind that is not an account declares its own (`statusMessages`). */
export const ACCOUNT_STATUS_MESSAGES: StatusMessages = {
  deactivate: 'Account has been deactivated successfully',
  reactivate: 'Account has been reactivated successfully',
};

/** The words of a kind whose records are deactivated but are not accounts: 'KRA parameter has been deactivated successfully'. */
export const recordStatusMessages = (what: string): StatusMessages => ({
  deactivate: `${what} has been deactivated successfully`,
  reactivate: `${what} has been reactivated successfully`,
});

/** The accounts' words on the status change's buttons; a kind whose records are not deactivated declares its own. */
export const ACCOUNT_STATUS_VERBS: StatusVerbs = { deactivate: 'Deactivate', reactivate: 'Reactivate' };

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
  /** Where the label does not name several records ('Time Table': 'Classes'). */
  nounPlural?: string;
  /** The sidebar label (the console's main chunk reads it from schemas/manifest.generated.ts). */
  menuLabel: string;
  /** The ability it needs, by name. */
  access: EntityAccess;
  /** Records without a centre, shared by every centre (ManifestEntry.sharedByCentres). */
  sharedByCentres?: true;
  /** Its own console page and sidebar item (ManifestEntry.page). */
  page?: string;
  /** Its page is a tab of this module (ManifestEntry.tabOf). */
  tabOf?: string;
  /** Every path of the entity; each capability block takes its own. */
  api: EntityApi;
  table: EntitySchema['table'];
  fields: F;
  /** Fields whose combined value is unique in the organisation; absent: the fields that say `unique` themselves. */
  unique?: readonly (keyof F & string)[];
  fieldDefaults?: { listed?: boolean };
  centreKinds?: EntitySchema['centreKinds'];
  /** Entities always search and have status tabs (the status change acts on them). */
  list: ListInput<keyof F & string> & {
    search: { placeholder: string; fields: readonly (keyof F & string)[] };
    statusTabs: readonly StatusTab[];
  };
  reasons: StatusReasons;
  /** The status change's success messages; absent: the accounts' words (ACCOUNT_STATUS_MESSAGES). */
  statusMessages?: StatusMessages;
  /** The status change's words on its buttons and dialog; absent: Deactivate and Reactivate (ACCOUNT_STATUS_VERBS). */
  statusVerbs?: StatusVerbs;
  downloadName: string;
  preview: UploadPreview;
  operations: readonly OperationInput<keyof F & string>[];
  /** Records on a date with a start and end time (a class): overlap checks and a week view. */
  schedule?: ScheduleSpec;
  /** A form adds and changes one record, checked like a row of the create sheet. */
  form?: true;
  /** One record of another kind linked per record (a taught topic's class). */
  link?: LinkSpec;
  /** The sum of a number field over the active records may not exceed a limit (KRA weights). */
  total?: TotalSpec;
  /** A created record whose name and contact match a record of another centre gets a warning (students). */
  likelyDuplicates?: { same: readonly (keyof F & string)[]; anyOf: readonly (keyof F & string)[] };
}

/** Whether a listed resource is an entity (defineEntity's: uniqueness and status changes), not a list-first resource. */
export const isEntity = (schema: ResourceSchema): schema is EntitySchema => 'unique' in schema && 'statusChange' in schema;

export function defineEntity<const F extends Record<string, FieldSpec>>(input: EntityInput<F>): EntitySchema {
  const core = resolveResource({ ...input, api: { list: input.api.list } });
  const byKey = new Map(core.fields.map((f) => [f.key, f]));
  const unique = input.unique ?? core.fields.filter((f) => f.unique).map((f) => f.key);
  const operations = input.operations.map((op) => resolveOperation(op, byKey, unique));
  const { api } = input;
  const schema: EntitySchema = {
    ...core,
    kind: input.kind,
    unique,
    ...(input.sharedByCentres ? { sharedByCentres: true as const } : {}),
    ...(input.page ? { page: input.page } : {}),
    ...(input.tabOf ? { tabOf: input.tabOf } : {}),
    uploads: { operations, preview: input.preview, downloadName: input.downloadName },
    statusChange: {
      reasons: input.reasons, messages: input.statusMessages ?? ACCOUNT_STATUS_MESSAGES, verbs: input.statusVerbs ?? ACCOUNT_STATUS_VERBS, api: api.status,
    },
    export: { api: api.export, downloadName: input.downloadName },
    ...(api.contact ? { contacts: { api: api.contact } } : {}),
    ...rowActions(core.fields, api),
    ...(input.schedule ? { schedule: input.schedule } : {}),
    ...(input.form ? { form: true as const } : {}),
    ...(input.link ? { link: input.link } : {}),
    ...(input.total ? { total: input.total } : {}),
    ...(input.likelyDuplicates ? { likelyDuplicates: input.likelyDuplicates as LikelyDuplicateSpec } : {}),
  };
  checkEntity(schema);
  return deepFreeze(schema);
}

/** A batch summary where rows show a batch; a class update where the entity has its path. */
function rowActions(fields: readonly FieldDef[], api: EntityApi): Pick<EntitySchema, 'rowActions'> {
  const batchSummary = fields.some((f) => f.ref === 'batch' && f.listed);
  if (!batchSummary && !api.classUpdate) return {};
  return { rowActions: { ...(batchSummary ? { batchSummary } : {}), ...(api.classUpdate ? { classUpdate: { api: api.classUpdate } } : {}) } };
}

/**
 * Columns inherit `required` from their field and the operation inherits the entity's `unique` when it holds all
 * of its columns (a create sheet; a transfer names records, it does not make them), unless they say otherwise.
 */
function resolveOperation<K extends string>(op: OperationInput<K>, byKey: ReadonlyMap<string, FieldDef>, unique: readonly string[]): UploadOperation {
  const keys = new Set<string>(op.columns.map((c) => c.key));
  const inherited = unique.length > 0 && unique.every((k) => keys.has(k)) ? unique : [];
  return {
    key: op.key,
    label: op.label,
    tab: op.tab,
    path: op.path,
    alwaysMultiCentre: op.alwaysMultiCentre ?? false,
    columns: op.columns.map((c) => resolveColumn(c, byKey)),
    unique: op.unique ?? inherited,
    rowRules: op.rowRules ?? [],
  };
}

function resolveColumn<K extends string>(c: ColumnInput<K>, byKey: ReadonlyMap<string, FieldDef>): OperationColumn {
  const field = c.field ? operationOnlyField(c.key, c.field) : byKey.get(c.key);
  if (!field) throw new Error(`Upload column "${c.key}" names no field of the entity`);
  return {
    header: c.header ?? field.label,
    key: c.key,
    required: c.required ?? field.required ?? false,
    multiCentreOnly: c.multiCentreOnly ?? false,
    field,
    example: c.example ?? field.example ?? '',
  };
}

function operationOnlyField(key: string, spec: FieldSpec): FieldDef {
  const column = spec.column ?? snakeCase(key);
  return { ...spec, key, column, listed: false, sortable: false, filterable: false, searchable: false, masked: spec.masked ?? false };
}
