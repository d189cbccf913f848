// Grid columns from a schema: one per listed field, in the schema's order, sortable only by its sort keys; then
// the row actions where the schema has a rowActions block. Every value renders as React text (names are user input).
// A screen may adjust a column (its cell, header or width) and put columns of its own first (a serial number).
import type { RaRecord } from 'react-admin';
import { STATUS_LABELS, type FieldDef, type ResourceSchema, type StatusKey } from '../../schemas';
import { ContactCell } from '../contacts/ContactCell';
import { longDate } from '../format';
import { RowActions, hasClassUpdate, hasRowActions } from '../rows/RowActions';
import { CellChip, CellText, cellText, textOf, type ChipTone } from './cellValues';
import type { CellParams, Col as GridCol } from './listGridTypes';

export { CellText, textOf };
export type Col = GridCol<RaRecord>;
export type Cell = CellParams<RaRecord>;

/** Per field key: what a screen changes of the schema's column (renderCell, headerName, width ...). */
export type ColumnOverrides = Readonly<Record<string, Partial<Col>>>;

export interface ColumnOptions {
  overrides?: ColumnOverrides;
  /** Columns of the screen's own, before the schema's (a serial number). */
  leading?: readonly Col[];
}

// Compact enough that the identifying columns and the actions fit at 1280 px beside the side menu; the rest
// scroll inside the grid.
const SIZES: Record<FieldDef['kind'], Partial<Col>> = {
  code: { width: 168 },
  name: { flex: 1.3, minWidth: 170 },
  text: { flex: 1, minWidth: 140 },
  ref: { flex: 1, minWidth: 160 },
  class: { width: 72 },
  status: { width: 108 },
  email: { flex: 1.2, minWidth: 215 },
  mobile: { width: 196 },
  date: { width: 112 },
  time: { width: 96 },
  number: { width: 100 },
  select: { width: 120 },
};

/**
 * Prose a clerk writes (a question, a description: text of LONG_TEXT characters or more, or a field the schema
 * calls prose, a course plan's topic), and the titles a ref may name (a feedback form's), take twice a text column's
 * share, so they are read, not cut, beside the short texts of the same list (a question's options).
 */
const LONG_TEXT = 300;
const PROSE: Partial<Col> = { flex: 2, minWidth: 220 };
/** A batch is named by its code, narrower than a name, but whole: MUM-NEET2Y-10-A is some 130 px of text. */
const BATCH_REF: Partial<Col> = { flex: 0.8, minWidth: 156 };

/**
 * How wide a column must be for its whole header: the label at about 8 px a character (semi-bold 14 px), the cell's
 * padding, and room for the sort arrow where the header shows one. "Class Date", sorted, was cut to "Class …" at 112 px.
 */
export const headerFit = (label: string, sortable: boolean) => label.length * 8 + 20 + (sortable ? 28 : 0);

/**
 * How wide a select's column must be for its longest option (regular 14 px, about 7.5 px a character, and the
 * cell's padding), up to SELECT_MAX: "Attendance marked on time" was cut to "Attendance …" at 120 px. A select of
 * short options is no wider than they and its header need, leaving the room to the prose beside it (a question's
 * scale of 3 to 10 took 120 px while the question was cut at 220).
 */
export const optionFit = (options: readonly string[]) => Math.ceil(Math.max(0, ...options.map((o) => o.length)) * 7.5 + 24);
const SELECT_MAX = 240;

function sizeOf(field: FieldDef): Partial<Col> {
  if (field.prose && (field.kind === 'text' || field.kind === 'ref')) return PROSE;
  if (field.kind === 'text' && (field.maxLength ?? 0) >= LONG_TEXT) return PROSE;
  if (field.kind === 'ref' && field.ref === 'batch' && !field.multiple) return BATCH_REF;
  if (field.kind === 'select' && field.options) return { width: Math.min(SELECT_MAX, optionFit(field.options)) };
  return SIZES[field.kind];
}

const STATUS_TONES: Record<string, ChipTone> = {
  active: 'success',
  unassociated: 'warning',
  deactivated: 'default',
  completed: 'info',
};

// A date as the rest of the console shows one (7 Dec 2026); the ISO date stays in its tooltip and in exports.
function dateCell(value: unknown) {
  const iso = textOf(value);
  return iso === '' ? cellText(value) : <CellText title={iso}>{longDate(iso)}</CellText>;
}

function statusCell(value: unknown) {
  const key = String(value ?? '');
  return <CellChip tone={STATUS_TONES[key] ?? 'default'}>{STATUS_LABELS[key as StatusKey] ?? key}</CellChip>;
}

/** `arrow`: the header shows a sort arrow (the column sorts, or the list is sorted by it). */
function fieldColumn(field: FieldDef, arrow: boolean): Col {
  const render = (p: Cell) => {
    if (field.masked) return <ContactCell field={field} record={p.row} />;
    if (field.kind === 'status') return statusCell(p.value);
    if (field.kind === 'date') return dateCell(p.value);
    return cellText(p.value);
  };
  const size = sizeOf(field);
  return {
    field: field.key,
    headerName: field.label,
    sortable: field.sortable,
    ...size,
    // A fixed width never cuts the column's own header.
    ...(size.width !== undefined ? { width: Math.max(size.width, headerFit(field.label, arrow)) } : {}),
    renderCell: render,
  };
}

export function buildColumns(schema: ResourceSchema, { overrides = {}, leading = [] }: ColumnOptions = {}): Col[] {
  const byKey = new Map(schema.fields.map((f) => [f.key, f]));
  const columns = schema.list.columns.flatMap((key) => {
    const field = byKey.get(key);
    return field ? [{ ...fieldColumn(field, field.sortable === true || schema.list.defaultSort.field === key), ...overrides[key] }] : [];
  });
  columns.unshift(...leading);
  // First, beside the checkbox: on a wide entity the last columns scroll out of view, the actions must not.
  if (hasRowActions(schema)) {
    columns.unshift({
      field: '__actions',
      headerName: 'Actions',
      sortable: false,
      width: hasClassUpdate(schema) ? 96 : 76,
      renderCell: (p) => <RowActions record={p.row} />,
    });
  }
  return columns;
}
