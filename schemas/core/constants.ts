// Constants of entities-spec §4, §5 and §9 that every entity shares.
import type { CentreKind, EntityRefTarget, ListSheetName, OperationKey, RefTarget, StatusKey, StatusTab } from './types';

export const API_PREFIX = 'auth/v4/glorifire-entities';

/**
 * The refs to another entity's records (EntityRefTarget): the kind, the field a sheet names a record by (stored
 * unique) and its table, so the server resolves, joins and offers them without a hand-written lookup.
 */
export const REF_ENTITIES = {
  'feedback-question': { kind: 'feedback-questions', field: 'code', table: 'feedback_questions', column: 'code' },
  'feedback-form': { kind: 'feedback-forms', field: 'name', table: 'feedback_forms', column: 'name' },
  'kra-parameter': { kind: 'kra-parameters', field: 'name', table: 'kra_parameters', column: 'name' },
} as const satisfies Readonly<Record<EntityRefTarget, { kind: string; field: string; table: string; column: string }>>;

/** The options path of an entity ref (a select's choices: the active records' id and name). */
export const refOptionsPath = (target: EntityRefTarget): `${string}/options` => `${REF_ENTITIES[target].kind}/options`;

export const OPERATION_KEYS = ['create', 'update', 'centre-transfer', 'batch-association', 'upload'] as const satisfies readonly OperationKey[];

/** The kinds of centre; the spec's NCRP and Doha/Bahrain centre lists are kinds here. */
export const CENTRE_KINDS: readonly CentreKind[] = ['regular', 'NCRP', 'Doha', 'Bahrain'];

/** §9: entity module page limit 100, at most 5 page tabs (a resource may declare a smaller page). */
export const PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 100;
export const MAX_PAGE_TABS = 5;
/** §5 / §9: search starts at 3 characters. The upper bound keeps index scans and logs sane. */
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_MAX_LENGTH = 100;

/** Issue 5: at most 25 MB and 100,000 data rows; an .xls sheet cannot hold more than 65,536 rows. */
export const UPLOAD_LIMITS = {
  maxBytes: 25 * 1024 * 1024,
  maxRows: 100_000,
  xlsMaxRows: 65_536,
  extensions: ['xlsx', 'xls'] as const,
} as const;

/** The word "Other" ends every reason list; picking it asks for free text (§5). */
export const OTHER_REASON = 'Other';

export const STATUS_LABELS: Readonly<Record<StatusKey, string>> = {
  active: 'Active',
  unassociated: 'Unassociated',
  deactivated: 'Deactivated',
  completed: 'Completed',
};

const tabs = (...keys: StatusKey[]): readonly StatusTab[] => keys.map((key) => ({ key, label: STATUS_LABELS[key] }));

/** §4: students have Unassociated; faculty and the others do not. */
export const STUDENT_STATUS_TABS = tabs('active', 'unassociated', 'deactivated', 'completed');
export const STAFF_STATUS_TABS = tabs('active', 'deactivated', 'completed');
export const BATCH_STATUS_TABS = tabs('active', 'deactivated', 'completed');

/** §9: dropdown badge limit 2, 1 for students; fixed limits for these filters. */
export const DROPDOWN_BADGE_LIMIT = 2;
export const STUDENT_DROPDOWN_BADGE_LIMIT = 1;
/**
 * Fixed badge limits by what a filter holds (§9): one centre, batch or status shows as a badge before "+n", two
 * classes; other filters take the list's limit.
 */
export function fieldBadgeLimit(field: { kind: string; ref?: RefTarget } | undefined): number | undefined {
  if (!field) return undefined;
  if (field.kind === 'status' || field.ref === 'centre' || field.ref === 'batch') return 1;
  if (field.kind === 'class') return 2;
  return undefined;
}

/** 'All Centres', 'All Classes', 'All Batches', 'All Statuses': the placeholder of a filter on a field so labelled. */
export function allOf(label: string): string {
  const plural = /(s|sh|ch|x)$/i.test(label) ? `${label}es` : /[^aeiou]y$/i.test(label) ? `${label.slice(0, -1)}ies` : `${label}s`;
  return `All ${plural}`;
}

/** The sample workbook's list sheet that feeds a ref column's dropdown; batches depend on the centre, so none. */
export const LIST_SHEET_OF: Readonly<Partial<Record<RefTarget, ListSheetName>>> = {
  centre: 'Centre List',
  role: 'Role List',
  subject: 'Subject List',
  'course-program': 'Course Program List',
};

/** Columns the result file adds after the uploaded ones (issue 5). */
export const RESULT_COLUMNS = ['Status', 'Error'] as const;
