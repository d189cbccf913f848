// Matching a sheet's header row to an operation's columns. Headers are data typed by a clerk (or an attacker):
// they are only ever looked up in Maps, so '__proto__' or 'constructor' is just an unknown column.
import { cellText } from './convert';
import { activeColumns, effectiveMultiCentre } from './operations';
import type { EntitySchema, OperationColumn, UploadOperation } from './types';

export interface HeaderError {
  /** The header as written in the file ('' when the problem is the sheet itself). */
  column: string;
  rule: string;
  message: string;
}

export interface HeaderMatch {
  /** For each sheet column index, the operation column it feeds, or null when ignored. */
  byIndex: (OperationColumn | null)[];
  errors: HeaderError[];
}

/** Trimmed, inner spaces collapsed, case-folded: 'enrollment  NO. ' matches 'Enrollment No.'. */
export function normalizeHeader(header: unknown): string {
  return cellText(header).replace(/\s+/g, ' ').toLowerCase();
}

/** 0 → 'A', 26 → 'AA': how a clerk finds a column that has no header. */
export function columnLetter(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rem = (n - 1) % 26;
    letters = String.fromCharCode(65 + rem) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

export function sheetTitle(entity: EntitySchema, op: UploadOperation): string {
  return `${entity.noun} ${op.label} sheet`;
}

export function matchHeaders(
  entity: EntitySchema,
  op: UploadOperation,
  headers: readonly unknown[],
  rows: readonly (readonly unknown[])[],
  multiCentre: boolean,
): HeaderMatch {
  if (headers.every((h) => normalizeHeader(h) === '')) {
    return { byIndex: [], errors: [{ column: '', rule: 'no-header', message: 'The sheet has no header row' }] };
  }
  const active = new Map(activeColumns(op, multiCentre).map((c) => [normalizeHeader(c.header), c]));
  const multiOnly = new Set(op.columns.filter((c) => c.multiCentreOnly).map((c) => normalizeHeader(c.header)));
  const seen = new Set<OperationColumn>();
  const errors: HeaderError[] = [];
  const byIndex = headers.map((raw, index): OperationColumn | null => {
    const header = cellText(raw);
    const column = active.get(normalizeHeader(raw));
    if (header === '') return null;
    if (!column) {
      errors.push(unknownHeader(header, entity, op, multiOnly.has(normalizeHeader(raw)) && !effectiveMultiCentre(op, multiCentre)));
      return null;
    }
    if (seen.has(column)) {
      errors.push({ column: header, rule: 'duplicate-column', message: `Column "${header}" appears more than once` });
      return null;
    }
    seen.add(column);
    return column;
  });
  for (const index of headerlessColumns(headers, rows)) errors.push(blankHeader(index));
  for (const c of active.values()) {
    if (c.required && !seen.has(c)) errors.push({ column: c.header, rule: 'missing-column', message: `Column "${c.header}" is missing` });
  }
  return { byIndex, errors };
}

/** Columns holding values under a blank header or past the last header, found in one pass over the cells. */
function headerlessColumns(headers: readonly unknown[], rows: readonly (readonly unknown[])[]): number[] {
  const blank = headers.map((h) => cellText(h) === '');
  const found = new Set<number>();
  for (const row of rows) {
    if (!Array.isArray(row)) continue;
    for (let i = 0; i < row.length; i++) {
      if ((i >= blank.length || blank[i]) && !found.has(i) && cellText(row[i]) !== '') found.add(i);
    }
  }
  return [...found].sort((a, b) => a - b);
}

function blankHeader(index: number): HeaderError {
  const letter = columnLetter(index);
  return { column: '', rule: 'blank-header', message: `Column ${letter} has values but no header` };
}

function unknownHeader(header: string, entity: EntitySchema, op: UploadOperation, multiCentreOnly: boolean): HeaderError {
  const message = multiCentreOnly
    ? `Column "${header}" belongs to the multi-centre sheet; remove it, the centre is the one chosen on the page`
    : `Column "${header}" is not part of the ${sheetTitle(entity, op)}`;
  return { column: header, rule: 'unknown-column', message };
}
