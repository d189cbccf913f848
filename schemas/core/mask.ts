// How masked fields look when they leave the server (DESIGN: email and mobile leave the server masked). Shared so
// the list, the export and the tests agree on one form.
import type { ResourceSchema, FieldDef } from './types';

/** 'rahul.sharma@gmail.com' → 'ra**********@gmail.com': enough to recognise, not enough to contact. */
export function maskEmail(value: string): string {
  const at = value.lastIndexOf('@');
  if (at <= 0) return '*'.repeat(value.length);
  const local = value.slice(0, at);
  const keep = Math.min(2, Math.max(1, local.length - 1));
  return `${local.slice(0, keep)}${'*'.repeat(local.length - keep)}${value.slice(at)}`;
}

/** '+919876543210' → '+********3210': only the last four digits stay (a country code cannot be told apart). */
export function maskMobile(value: string): string {
  const plus = value.startsWith('+') ? '+' : '';
  const digits = value.slice(plus.length);
  const keep = Math.min(4, Math.max(0, digits.length - 4));
  return `${plus}${'*'.repeat(digits.length - keep)}${digits.slice(digits.length - keep)}`;
}

/** Masks a value according to its field; fields that are not masked pass through. */
export function maskValue(field: FieldDef, value: string | null): string | null {
  if (value === null || !field.masked) return value;
  return field.kind === 'email' ? maskEmail(value) : maskMobile(value);
}

const masked = new WeakMap<ResourceSchema, readonly FieldDef[]>();

/** Worked out once per schema: a list page masks every row. */
export function maskedFields(entity: ResourceSchema): readonly FieldDef[] {
  let fields = masked.get(entity);
  if (!fields) masked.set(entity, (fields = entity.fields.filter((f) => f.masked)));
  return fields;
}
