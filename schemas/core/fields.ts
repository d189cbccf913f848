// Field builders in the manner of keystone's `text({...})`: each returns a FieldSpec carrying its own cell reader.
// defineEntity later adds the key (from the property name), the SQL column and the list flags.
import { readClass, readCode, readDate, readTime, readWhole, readEmail, readMobile, readName, readOption, readRef, readText } from './validators';
import type { FieldSpec, RefTarget, SearchMode } from './types';

/** Options every builder accepts. */
export interface FieldOptions {
  label: string;
  column?: string;
  listed?: boolean;
  search?: SearchMode;
  example?: string;
  maxLength?: number;
  /** A text field read as prose in lists, or a ref whose names are titles (types.ts FieldSpec). */
  prose?: boolean;
  /** Upload operations inherit these (schemas/core/types.ts FieldSpec). */
  required?: boolean;
  unique?: boolean;
  placeholder?: string;
  /** Headers a sheet may use instead of the label; the upload's column mapping proposes them (columnMapping.ts). */
  aliases?: readonly string[];
}

export const CLASS_OPTIONS = ['6th', '7th', '8th', '9th', '10th', '11th', '12th'] as const;

export function text(opts: FieldOptions): FieldSpec {
  return { kind: 'text', search: 'substring', ...opts, parse: (cell) => readText(cell, opts.maxLength) };
}

/** Enrolment number or employee code: searched by prefix, leading zeros kept. */
export function code(opts: FieldOptions): FieldSpec {
  return { kind: 'code', search: 'prefix', ...opts, parse: (cell) => readCode(cell, opts.maxLength) };
}

/** A person's name: searched by substring. */
export function name(opts: FieldOptions): FieldSpec {
  return { kind: 'name', search: 'substring', ...opts, parse: (cell) => readName(cell, opts.maxLength) };
}

/** Masked when it leaves the server; `maskFlag` is the boolean sent beside it (entities-spec §3). */
export function email(opts: FieldOptions & { maskFlag?: string }): FieldSpec {
  return { kind: 'email', masked: true, maskFlag: 'emailMasked', ...opts, parse: readEmail };
}

export function mobile(opts: FieldOptions & { maskFlag?: string }): FieldSpec {
  return { kind: 'mobile', masked: true, maskFlag: 'contactMasked', ...opts, parse: readMobile };
}

export function date(opts: FieldOptions): FieldSpec {
  return { kind: 'date', ...opts, parse: readDate };
}

/** A time of day, stored as HH:mm (24-hour), so that text order is time order. */
export function time(opts: FieldOptions): FieldSpec {
  return { kind: 'time', ...opts, parse: readTime };
}

/** A whole number from `min` to `max`, stored as an integer (so it sorts as a number) and listed as text. */
export function number(opts: FieldOptions & { min: number; max: number }): FieldSpec {
  return { kind: 'number', ...opts, parse: (cell) => readWhole(cell, opts.min, opts.max) };
}

export function select(opts: FieldOptions & { options: readonly string[] }): FieldSpec {
  return { kind: 'select', ...opts, parse: (cell) => readOption(cell, opts.options) };
}

export function classLevel(opts: FieldOptions & { options?: readonly string[] }): FieldSpec {
  const options = opts.options ?? CLASS_OPTIONS;
  return { kind: 'class', ...opts, options, parse: (cell) => readClass(cell, options) };
}

/** Stored status values; the list's tabs may show fewer (batches also hold 'deleted'). */
export function status(opts: FieldOptions & { options: readonly string[] }): FieldSpec {
  return { kind: 'status', ...opts, parse: (cell) => readOption(cell, opts.options) };
}

/**
 * A value the database resolves: the sheet holds a name or code, the server looks it up within the user's scope
 * and stores the id, hence the default column centre_id (subject_ids for a multi-valued ref).
 */
export function ref(target: RefTarget, opts: FieldOptions & { multiple?: boolean; ordered?: boolean; sameAs?: string }): FieldSpec {
  const multiple = opts.multiple ?? false;
  const column = opts.column ?? `${target.replace(/-/g, '_')}_id${multiple ? 's' : ''}`;
  return { kind: 'ref', ...opts, column, ref: target, multiple, parse: (cell) => readRef(cell, multiple, opts.maxLength) };
}
