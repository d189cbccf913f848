// Consistency checks run once when a schema module loads: a typo in a schema should stop the build and the tests,
// not surface as a 400 for every clerk.
import { CENTRE_KINDS, OTHER_REASON } from './constants';
import type { EntitySchema, ResourceSchema, UploadOperation } from './types';

const CAMEL = /^[a-z][a-zA-Z0-9]*$/;
const SNAKE = /^[a-z][a-z0-9_]*$/;

/** Query keys the list query owns: a date range named like one would shadow it. */
const RESERVED_QUERY_KEYS = new Set(['page', 'limit', 'sortBy', 'sortOrder', 'search']);

export function checkResource(schema: ResourceSchema): void {
  const problems = [...fieldProblems(schema), ...listProblems(schema), ...filterProblems(schema)];
  if (problems.length > 0) throw new Error(`Resource schema "${schema.kind}": ${problems.join('; ')}`);
}

export function checkEntity(schema: EntitySchema): void {
  const problems = [...fieldProblems(schema), ...listProblems(schema), ...filterProblems(schema), ...reasonProblems(schema)];
  if (schema.list.statusTabs.length === 0) problems.push('there are no status tabs');
  if (schema.list.search.fields.length === 0) problems.push('there are no search fields');
  const { operations } = schema.uploads;
  for (const op of operations) problems.push(...operationProblems(op));
  if (new Set(operations.map((o) => o.key)).size !== operations.length) {
    problems.push('an upload operation is declared twice');
  }
  problems.push(...scheduleProblems(schema), ...linkProblems(schema), ...duplicateProblems(schema));
  if (problems.length > 0) throw new Error(`Entity schema "${schema.kind}": ${problems.join('; ')}`);
}

/** The link's own fields must exist and its column must be snake_case and no field's (the other kind is the server's to check). */
function linkProblems(schema: EntitySchema): string[] {
  const l = schema.link;
  if (!l) return [];
  const keys = new Set(schema.fields.map((f) => f.key));
  const problems = [...Object.keys(l.match), ...Object.keys(l.copy)].filter((k) => !keys.has(k)).map((k) => `link field "${k}" is not a field`);
  if (!SNAKE.test(l.column) || schema.fields.some((f) => f.column === l.column)) problems.push(`link column "${l.column}" is not a free snake_case column`);
  if (!CAMEL.test(l.key)) problems.push(`link key "${l.key}" is not camelCase`);
  return problems;
}

/** Likely duplicates compare stored columns of fields of the entity, at another centre: it needs a centre field. */
function duplicateProblems(schema: EntitySchema): string[] {
  const d = schema.likelyDuplicates;
  if (!d) return [];
  const keys = new Set(schema.fields.map((f) => f.key));
  const problems = [...d.same, ...d.anyOf].filter((k) => !keys.has(k)).map((k) => `likely duplicate field "${k}" is not a field`);
  if (d.same.length === 0 || d.anyOf.length === 0) problems.push('likely duplicates need a same field and an anyOf field');
  if (!schema.fields.some((f) => f.ref === 'centre' && !f.multiple)) problems.push('likely duplicates need a centre field');
  return problems;
}

function scheduleProblems(schema: EntitySchema): string[] {
  const s = schema.schedule;
  if (!s) return [];
  const kindOf = (key: string) => schema.fields.find((f) => f.key === key)?.kind;
  const problems: string[] = [];
  if (kindOf(s.date) !== 'date') problems.push(`schedule date "${s.date}" is not a date field`);
  for (const k of [s.start, s.end]) if (kindOf(k) !== 'time') problems.push(`schedule time "${k}" is not a time field`);
  for (const k of [...s.among.flat(), s.title, ...s.subtitle]) if (!kindOf(k)) problems.push(`schedule field "${k}" is not a field`);
  for (const k of s.by) if (!schema.list.filters.some((f) => f.key === k)) problems.push(`schedule view "${k}" is not a filter`);
  for (const c of s.closedBy ?? []) for (const k of Object.keys(c.match)) if (!kindOf(k)) problems.push(`closedBy match "${k}" is not a field`);
  return problems;
}

function fieldProblems(schema: ResourceSchema): string[] {
  const problems: string[] = [];
  const keys = new Set(schema.fields.map((f) => f.key));
  for (const f of schema.fields) {
    if (f.sameAs !== undefined && (f.kind !== 'ref' || !keys.has(f.sameAs) || f.sameAs === f.key)) {
      problems.push(`field "${f.key}": sameAs "${f.sameAs}" is not another field of a ref`);
    }
    if (!CAMEL.test(f.key)) problems.push(`field key "${f.key}" is not camelCase`);
    if (!SNAKE.test(f.column)) problems.push(`column "${f.column}" is not snake_case`);
    if ((f.kind === 'select' || f.kind === 'status' || f.kind === 'class') && !f.options?.length) {
      problems.push(`field "${f.key}" has no options`);
    }
  }
  return problems;
}

function listProblems(schema: ResourceSchema): string[] {
  const keys = new Set(schema.fields.map((f) => f.key));
  const { list } = schema;
  const problems: string[] = [];
  const missing = (what: string, key: string) => !keys.has(key) && problems.push(`${what} "${key}" is not a field`);
  list.columns.forEach((k) => missing('list column', k));
  list.sortKeys.forEach((k) => missing('sort key', k));
  list.search.fields.forEach((s) => missing('search field', s.key));
  list.filters.forEach((f) => missing(`filter ${f.key}`, f.field));
  if (!list.sortKeys.includes(list.defaultSort.field)) problems.push('the default sort is not a sort key');
  if (list.search.fields.length > 0 && !list.search.placeholder) problems.push('the search placeholder is empty');
  if (!Number.isInteger(list.pageSize) || list.pageSize < 1 || list.pageSize > list.maxPageSize) {
    problems.push(`the page size ${list.pageSize} is not between 1 and ${list.maxPageSize}`);
  }
  return problems;
}

function filterProblems(schema: ResourceSchema): string[] {
  const { filters, dateRanges } = schema.list;
  const problems: string[] = [];
  const keys = new Set<string>(filters.map((f) => f.key));
  for (const f of filters) {
    if (f.dependsOn && (f.dependsOn === f.key || !keys.has(f.dependsOn))) problems.push(`filter ${f.key} depends on "${f.dependsOn}", not another filter of the list`);
  }
  for (const r of dateRanges) {
    const field = schema.fields.find((x) => x.key === r.field);
    if (field && field.kind !== 'date') problems.push(`date range "${r.key}" is on a ${field.kind} field, not a date`);
    if (!field) problems.push(`date range "${r.key}" is not a field`);
    for (const q of [r.fromKey, r.toKey]) if (keys.has(q) || RESERVED_QUERY_KEYS.has(q)) problems.push(`date range key "${q}" is taken`);
    if (r.fromKey === r.toKey || !CAMEL.test(r.fromKey) || !CAMEL.test(r.toKey)) problems.push(`date range "${r.key}" needs two distinct camelCase query keys`);
  }
  if (schema.centreKinds && (schema.centreKinds.length === 0 || schema.centreKinds.some((k) => !CENTRE_KINDS.includes(k)))) {
    problems.push(`centre kinds must be some of: ${CENTRE_KINDS.join(', ')}`);
  }
  return problems;
}

function reasonProblems(schema: EntitySchema): string[] {
  const problems: string[] = [];
  for (const [action, reasons] of Object.entries(schema.statusChange.reasons)) {
    if (reasons.at(-1) !== OTHER_REASON) problems.push(`the ${action} reasons do not end with '${OTHER_REASON}'`);
    if (new Set(reasons).size !== reasons.length) problems.push(`the ${action} reasons repeat a reason`);
  }
  return problems;
}

function operationProblems(op: UploadOperation): string[] {
  const problems: string[] = [];
  const headers = op.columns.map((c) => c.header.trim().toLowerCase());
  if (new Set(headers).size !== headers.length) problems.push(`the ${op.key} sheet repeats a header`);
  const keys = new Set(op.columns.map((c) => c.key));
  if (keys.size !== op.columns.length) problems.push(`the ${op.key} sheet repeats a field`);
  for (const u of op.unique) if (!keys.has(u)) problems.push(`unique key "${u}" is not a ${op.key} column`);
  if (!op.columns.some((c) => c.required)) problems.push(`the ${op.key} sheet has no required column`);
  return problems;
}
