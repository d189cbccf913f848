// The one-record form of a schema with `form`, pure: one input per column of its create sheet (the server checks the
// form as a row of that sheet), the values a record already holds, the cells the server reads (a ref as the sheet
// names it: a centre's name, a batch's code, a faculty's employee code) and its refusal read back onto the inputs.
import type { EntitySchema, RefTarget } from '../../schemas';

type Row = Record<string, unknown>;

export type InputKind = 'ref' | 'date' | 'time' | 'select' | 'text';

export interface FormField {
  key: string;
  label: string;
  input: InputKind;
  required: boolean;
  target?: RefTarget;
  /** The form field whose value narrows this one's options (batch → centre), from the list filters' dependsOn. */
  dependsOn?: string;
  options?: readonly string[];
}

export type FormValues = Record<string, string>;

/** How a sheet names a referenced record, by what the support list answers. */
export const REF_CELL: Readonly<Record<RefTarget, (row: Row) => string>> = {
  centre: (row) => String(row.name ?? ''),
  role: (row) => String(row.name ?? ''),
  subject: (row) => String(row.name ?? ''),
  batch: (row) => String(row.batchCode ?? ''),
  'course-program': (row) => String(row.programName ?? ''),
  teacher: (row) => String(row.employeeCode ?? ''),
  'feedback-question': (row) => String(row.name ?? ''),
  'feedback-form': (row) => String(row.name ?? ''),
  'kra-parameter': (row) => String(row.name ?? ''),
};

/** A multi-valued ref (a form's questions) is typed as its sheet cell is: names or codes, comma-separated, in order. */
const inputOf = (kind: string, hasOptions: boolean, multiple: boolean): InputKind =>
  kind === 'ref' && multiple ? 'text' : kind === 'ref' || kind === 'date' || kind === 'time' ? kind : hasOptions ? 'select' : 'text';

export function formFields(schema: EntitySchema): FormField[] {
  const create = schema.uploads.operations.find((o) => o.key === 'create');
  const filters = schema.list.filters;
  return (create?.columns ?? []).map(({ key, field, required }) => {
    const parentKey = filters.find((f) => f.field === key)?.dependsOn;
    const dependsOn = filters.find((f) => f.key === parentKey)?.field;
    return {
      key, label: field.label, input: inputOf(field.kind, Boolean(field.options?.length), Boolean(field.multiple)), required,
      ...(field.ref && !field.multiple ? { target: field.ref } : {}), ...(dependsOn ? { dependsOn } : {}), ...(field.options ? { options: field.options } : {}),
    };
  });
}

/** The form's starting values: empty, or a record's (a ref by its id, which list rows carry as `<key>Id`). */
export function initialValues(fields: readonly FormField[], row?: Row): FormValues {
  const value = (f: FormField) => (f.input === 'ref' ? row?.[`${f.key}Id`] : row?.[f.key]);
  return Object.fromEntries(fields.map((f) => {
    const v = value(f);
    const text = v === null || v === undefined ? '' : Array.isArray(v) ? v.join(', ') : String(v);
    return [f.key, f.input === 'date' ? text.slice(0, 10) : f.input === 'time' ? text.slice(0, 5) : text];
  }));
}

/** `values` after one field changed: the fields depending on it lose their choice. */
export function changedValues(fields: readonly FormField[], values: FormValues, key: string, value: string): FormValues {
  const next = { ...values, [key]: value };
  for (const f of fields) if (f.dependsOn === key && values[key] !== value) next[f.key] = '';
  return next;
}

/** Required fields left empty, by key. */
export function missing(fields: readonly FormField[], values: FormValues): Record<string, string> {
  return Object.fromEntries(fields.filter((f) => f.required && !values[f.key]?.trim()).map((f) => [f.key, `${f.label} is required`]));
}

/** The cells the server reads: refs turned from ids into the sheet's names by their support lists' rows. */
export function cellValues(fields: readonly FormField[], values: FormValues, refRows: Readonly<Record<string, readonly Row[]>>): FormValues {
  return Object.fromEntries(fields.map((f) => {
    const value = values[f.key] ?? '';
    if (f.input !== 'ref' || !f.target || value === '') return [f.key, value.trim()];
    const row = refRows[f.key]?.find((r) => String(r.id) === value);
    return [f.key, row ? REF_CELL[f.target](row) : ''];
  }));
}

export interface FormRefusal {
  fields: Record<string, string>;
  message: string | null;
}

/** A refusal (422, `data.errors: [{key, message}]`) on its fields; what names no field of the form is the dialog's. */
export function refusalOf(error: unknown, fields: readonly FormField[]): FormRefusal {
  const body = (error as { body?: { data?: { errors?: unknown } } } | null)?.body;
  const list = Array.isArray(body?.data?.errors) ? (body.data.errors as { key?: unknown; message?: unknown }[]) : [];
  const out: FormRefusal = { fields: {}, message: null };
  const rest: string[] = [];
  for (const e of list) {
    const key = typeof e.key === 'string' && fields.some((f) => f.key === e.key) ? e.key : null;
    const message = typeof e.message === 'string' ? e.message : '';
    if (key && !out.fields[key]) out.fields[key] = message;
    else if (message) rest.push(message);
  }
  const fallback = list.length === 0 && error instanceof Error && error.message ? error.message : null;
  out.message = rest.length > 0 ? rest.join(' ') : fallback;
  return out;
}
