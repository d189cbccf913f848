// The shapes every entity schema is made of. Pure types: the console (browser) and the server both import them.

import type { EntityAccess, EntityKind } from '../manifest';
import type { ZodType } from 'zod';
import type { ScheduleSpec } from './scheduleTypes';
import type { LinkSpec } from './linkTypes';
import type { TotalSpec } from './totalTypes';
import type { LikelyDuplicateSpec } from './duplicateTypes';

export type { ClosedBySpec, ScheduleSpec } from './scheduleTypes';
export type { LinkSpec } from './linkTypes';
export type { TotalSpec } from './totalTypes';
export type { LikelyDuplicateSpec } from './duplicateTypes';

/** The kinds are listed once, in the registry's manifest (schemas/manifest.ts). */
export type { EntityAccess, EntityKind };

export type FieldKind = 'text' | 'code' | 'name' | 'email' | 'mobile' | 'date' | 'time' | 'number' | 'select' | 'ref' | 'class' | 'status';

/** What a `ref` field names; the server resolves it against the database (and the user's scope). */
export type RefTarget = 'centre' | 'batch' | 'role' | 'subject' | 'course-program' | 'teacher' | EntityRefTarget;
/** A ref to a derived entity's records (a form's questions): REF_ENTITIES (constants.ts) names kind, field and table. */
export type EntityRefTarget = 'feedback-question' | 'feedback-form' | 'kra-parameter';

export type SearchMode = 'prefix' | 'substring';
export type StatusKey = 'active' | 'unassociated' | 'deactivated' | 'completed';
/** A filter's query key: any name a schema gives a filter (the field's key unless it says otherwise). */
export type FilterKey = string;
export type SortOrder = 'asc' | 'desc';
/** `update`: each row names an existing record by the entity's unique fields and gives its other cells anew. */
export type OperationKey = 'create' | 'update' | 'centre-transfer' | 'batch-association' | 'upload';
export type ListSheetName = 'Centre List' | 'Role List' | 'Subject List' | 'Course Program List';
/** Spec tab types an operation belongs to (entities-spec §3). */
export type UploadTab = 'UPLOAD' | 'TRANSFER' | 'BATCH_ASSOCIATION';

/** A parsed cell: text, a list (multi-valued refs) or null for an empty optional cell. */
export type ParsedValue = string | readonly string[] | null;

/** Outcome of reading one cell; `message` is the clause after "Row N, Column: ". */
export type CellResult = { ok: true; value: ParsedValue } | { ok: false; rule: string; message: string };

/** A field as written by a builder, before defineEntity gives it its key and list flags. */
export interface FieldSpec {
  kind: FieldKind;
  label: string;
  /** SQL column (snake_case); derived from the key when absent. */
  column?: string;
  listed?: boolean;
  /** How a search matches this field when the entity searches it. */
  search?: SearchMode;
  masked?: boolean;
  /** Flag sent beside a masked value (emailMasked, contactMasked). */
  maskFlag?: string;
  options?: readonly string[];
  ref?: RefTarget;
  /** Cell holds a comma list (faculty subjects, batches). */
  multiple?: boolean;
  /** A multi-valued ref whose order means something (a form's questions): shown in the order written, not by name. */
  ordered?: boolean;
  /**
   * A ref whose name alone is ambiguous: the key of another field of the row whose value the referenced record must
   * share (a batch's Program Name is the programme of that name offered for the batch's Class).
   */
  sameAs?: string;
  maxLength?: number;
  /**
   * Read as prose (a course plan's topic), or a ref whose names are titles (a feedback form's): its list column takes
   * a prose share, as long text does.
   */
  prose?: boolean;
  /** An upload's cell must hold a value; operations inherit it unless their column says otherwise. */
  required?: boolean;
  /** No two records of the organisation share the value (the entity's `unique` names a combination). */
  unique?: boolean;
  /** The filter dropdown's placeholder when this field is filtered; 'All <plural of the label>' when absent. */
  placeholder?: string;
  /** Value shown in the sample sheet's example row. */
  example?: string;
  /** Other headers a clerk's sheet may give this column ('Roll No' for 'Enrollment No.'): the column mapping offers them. */
  aliases?: readonly string[];
  parse: (cell: unknown) => CellResult;
}

/** A field inside an entity: key (camelCase, also the API key) and the flags the list derives from it. */
export interface FieldDef extends FieldSpec {
  key: string;
  column: string;
  listed: boolean;
  sortable: boolean;
  filterable: boolean;
  searchable: SearchMode | false;
  masked: boolean;
}

export type { CentreKind, DateRangeDef, FilterDef, FilterSource, ListConfig, StatusTab } from './listTypes';
import type { CentreKind, ListConfig } from './listTypes';

export interface OperationColumn {
  header: string;
  key: string;
  required: boolean;
  /** Present only when the upload covers several centres (single-centre users pick the centre on the page). */
  multiCentreOnly: boolean;
  field: FieldDef;
  example: string;
}

export interface RowIssue {
  key: string;
  rule: string;
  message: string;
}

/** A check across several cells of one row, run only when every cell passed on its own. */
export type RowRule = (values: Readonly<Record<string, ParsedValue>>) => RowIssue | null;

export interface UploadOperation {
  key: OperationKey;
  /** Words used in messages: 'create' in 'the Student create sheet'. */
  label: string;
  tab: UploadTab;
  /** POST path (multipart field `file`, query `entity=<kind>`). */
  path: string;
  /** Test-account uploads always run in multi-centre mode. */
  alwaysMultiCentre: boolean;
  columns: readonly OperationColumn[];
  /** Keys whose combined value must not repeat within one file. */
  unique: readonly string[];
  rowRules: readonly RowRule[];
}

/**
 * How a list is asked when it is not the default GET with the list query: POST with the same parameters as a JSON
 * body (the alert lists, console-spec §7), or GET with an endpoint's own query (the PTM view, the exam-result
 * history); paging keys renamed where the endpoint names them otherwise, without sortOrder where the endpoint sorts
 * one way only, without any sort where it has a fixed order.
 */
export interface ListRequest {
  /** POST: the values as a JSON body (the alert lists); GET: as query parameters an endpoint checks its own way. */
  method: 'POST' | 'GET';
  keys?: { page?: string; limit?: string };
  sortOrder?: false;
  /** The endpoint has one order of its own and takes neither sortBy nor sortOrder: no column sorts. */
  sort?: false;
  /** Filter keys the body carries as numbers (ids). */
  numbers?: readonly string[];
  /** The endpoint's body schema, which the console cleans the body against before sending (schemas/listQuery/clean). */
  body?: ZodType;
  /** A GET endpoint's own query schema, which the console cleans the parameters against the same way. */
  query?: ZodType;
}

/** The paths every listed resource has. */
export interface ResourceApi {
  /** The list: GET with the query of listQuerySchema, unless listRequest says otherwise. */
  list: string;
  listRequest?: ListRequest;
}

export interface EntityApi extends ResourceApi {
  /** GET: the filtered list as .xlsx. */
  export: string;
  /** PATCH: activate or deactivate (the spec's shared path; body names the entity kind). */
  status: string;
  /** PATCH: email or mobile edit and unmask, where the kind has contacts. */
  contact?: string;
  /** PATCH: course-program mapping class update. */
  classUpdate?: string;
}

export type StatusReasons = { deactivate: readonly string[]; reactivate: readonly string[] };
/** The success message of each status change, as the server answers it and the console's toast shows it. */
export type StatusMessages = { deactivate: string; reactivate: string };
/** The word of each status change on its buttons and dialog (a class is cancelled, not deactivated). */
export type StatusVerbs = { deactivate: string; reactivate: string };
/**
 * The preview's columns. `from`: on the generic planners, the column shows another column's value (a faculty create
 * fills 'New Centre' with the row's Centre; the moves fill it themselves).
 */
export type UploadPreview = { loaderText: string; columns: readonly { key: string; label: string; from?: string }[] };

// Optional capabilities: a resource has a block when it has the capability, so a screen or route asks the block.
/** Spreadsheet uploads: the operations (each a sheet), the preview table and the sample/download file name. */
export interface UploadsCapability {
  operations: readonly UploadOperation[];
  preview: UploadPreview;
  downloadName: string;
}
/** Activate / deactivate with a reason. */
export interface StatusChangeCapability {
  reasons: StatusReasons;
  messages: StatusMessages;
  verbs: StatusVerbs;
  /** PATCH path. */
  api: string;
}
/** Email and mobile edit and unmask. */
export interface ContactsCapability {
  api: string;
}
/** The filtered list as .xlsx. */
export interface ExportCapability {
  api: string;
  downloadName: string;
}
/** Actions on one row beyond status: a batch summary (rows with a batch), a class update (PATCH path). */
export interface RowActionsCapability {
  batchSummary?: boolean;
  classUpdate?: { api: string };
}

/**
 * The core of every listed resource: name (kind, also the URL segment and react-admin resource name), label,
 * access, list API, storage, fields and list settings. Capabilities are optional blocks beside it.
 */
export interface ResourceSchema {
  kind: string;
  label: string;
  /** Singular noun for messages ('Student', 'Alert'). */
  noun: string;
  /** Several records in messages and dialog titles ('Cancel Classes'): the label unless a schema declares its own. */
  nounPlural: string;
  /** The sidebar label. */
  menuLabel: string;
  /** The abilities it needs, by name; schemas/access derives slots from them. */
  access: EntityAccess;
  api: ResourceApi;
  /**
   * Where its records live. An entity's table is derived from its fields (server/db/deriveTable.ts) unless it says
   * `handTuned`: a table shaped by hand for scale or shared by several kinds (students, teachers).
   */
  table: { name: string; discriminator?: { column: string; value: string }; handTuned?: true };
  fields: readonly FieldDef[];
  list: ListConfig;
  /** Its records live only at centres of these kinds (CRP students at regular centres); absent: any centre. */
  centreKinds?: readonly CentreKind[];
  uploads?: UploadsCapability;
  statusChange?: StatusChangeCapability;
  contacts?: ContactsCapability;
  export?: ExportCapability;
  rowActions?: RowActionsCapability;
}

/**
 * An entity of the bulk-administration pages: a resource with uploads, status change and export (contacts and row
 * actions where it has them). Its paths live in those blocks; `api` keeps only the list path of the core.
 */
export interface EntitySchema extends ResourceSchema {
  kind: EntityKind;
  /**
   * Field keys whose combined value no two records of an organisation share (a batch code within its centre);
   * upload operations holding these columns inherit it, the derived table has its unique index.
   */
  unique: readonly string[];
  /** Records without a centre, shared by every centre of the organisation (schemas/manifest.ts ManifestEntry). */
  sharedByCentres?: true;
  /** Its own page's path (a sidebar item, console-spec §2; with `tabOf`, a tab of that module); absent: the entities home. */
  page?: string;
  tabOf?: string;
  uploads: UploadsCapability;
  statusChange: StatusChangeCapability;
  export: ExportCapability;
  /** Records on a date with a start and end time: overlap checks and a week view (ScheduleSpec). */
  schedule?: ScheduleSpec;
  /** One record can be added and changed in a form, checked like a row of the create sheet (POST/PATCH `<list>/record`). */
  form?: true;
  /** One record of another kind chosen per record (a topic's class): candidates, set and clear (LinkSpec). */
  link?: LinkSpec;
  /** A number field whose sum over the active records may not exceed a limit (TotalSpec). */
  total?: TotalSpec;
  /** A created record matching one of another centre is shown with a warning in the preview (LikelyDuplicateSpec). */
  likelyDuplicates?: LikelyDuplicateSpec;
}
