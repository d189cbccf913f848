// Matching a sheet's header row to an operation's columns. Headers are data typed by a clerk (or an attacker):
// they are only ever looked up in Maps, so '__proto__' or 'constructor' is just an unknown column.
import { cellText } from './convert';
import { activeColumns, effectiveMultiCentre } from './operations';
import type { OperationColumn, UploadOperation } from './types';
import type { UploadTargetSchema } from './uploadTarget';

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

/**
 * Characters that take no room: a header copied from a web page or a chat often carries them, unseen. Removed, not
 * turned into a space: 'Enroll\u200Bment No.' is 'Enrollment No.'.
 */
const ZERO_WIDTH = /[\u200B\u200C\u200D\u2060\uFEFF\u00AD]/g;

/**
 * Zero-width characters removed, every kind of space (no-break, figure, narrow, tab, line break) and runs of them
 * made one space, trimmed, case-folded: 'enrollment\u00A0 NO. ' matches 'Enrollment No.'.
 */
export function normalizeHeader(header: unknown): string {
  return cellText(header).replace(ZERO_WIDTH, '').replace(/\s+/g, ' ').trim().toLowerCase();
}

/** Names of the unseen characters a clerk is most likely to meet; others show as their code point. */
const UNSEEN_NAMES: Record<string, string> = {
  '\t': 'tab', '\n': 'line break', '\r': 'carriage return', '\u00A0': 'no-break space', '\u2007': 'figure space',
  '\u202F': 'narrow no-break space', '\u200B': 'zero-width space', '\u200C': 'zero-width non-joiner',
  '\u200D': 'zero-width joiner', '\u2060': 'word joiner', '\uFEFF': 'zero-width no-break space', '\u00AD': 'soft hyphen',
};
const UNSEEN = /[^\S ]|[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/**
 * Text with its invisible characters written out, so a message can show why a header did not match:
 * 'Mobile\u200B' → 'Mobile[zero-width space]'. Runs of plain spaces show as '[2 spaces]'.
 */
export function visibleText(text: string): string {
  return text
    .replace(UNSEEN, (ch) => `[${UNSEEN_NAMES[ch] ?? `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`}]`)
    .replace(/ {2,}/g, (run) => `[${run.length} spaces]`);
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

export function sheetTitle(entity: Pick<UploadTargetSchema, 'noun'>, op: UploadOperation): string {
  return `${entity.noun} ${op.label} sheet`;
}

export function matchHeaders(
  entity: Pick<UploadTargetSchema, 'noun'>,
  op: UploadOperation,
  headers: readonly unknown[],
  rows: readonly (readonly unknown[])[],
  multiCentre: boolean,
  /** Sheet columns a confirmed column mapping leaves out: their values are not the upload's (columnMapping.ts). */
  ignored?: ReadonlySet<number>,
): HeaderMatch {
  if (headers.every((h) => normalizeHeader(h) === '')) {
    return { byIndex: [], errors: [{ column: '', rule: 'no-header', message: 'The sheet has no header row' }] };
  }
  const active = new Map(activeColumns(op, multiCentre).map((c) => [normalizeHeader(c.header), c]));
  const multiOnly = new Set(op.columns.filter((c) => c.multiCentreOnly).map((c) => normalizeHeader(c.header)));
  const seen = new Set<OperationColumn>();
  const errors: HeaderError[] = [];
  const byIndex = headers.map((raw): OperationColumn | null => {
    const header = cellText(raw);
    const column = active.get(normalizeHeader(raw));
    if (normalizeHeader(raw) === '') return null;
    if (!column) {
      errors.push(unknownHeader(header, entity, op, multiOnly.has(normalizeHeader(raw)) && !effectiveMultiCentre(op, multiCentre)));
      return null;
    }
    if (seen.has(column)) {
      errors.push({ column: header, rule: 'duplicate-column', message: `Column "${visibleText(header)}" appears more than once` });
      return null;
    }
    seen.add(column);
    return column;
  });
  for (const index of headerlessColumns(headers, rows)) if (!ignored?.has(index)) errors.push(blankHeader(index));
  for (const c of active.values()) {
    if (c.required && !seen.has(c)) errors.push({ column: c.header, rule: 'missing-column', message: `Column "${c.header}" is missing` });
  }
  return { byIndex, errors };
}

/** Columns holding values under a blank header or past the last header, found in one pass over the cells. */
function headerlessColumns(headers: readonly unknown[], rows: readonly (readonly unknown[])[]): number[] {
  const blank = headers.map((h) => normalizeHeader(h) === '');
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

function unknownHeader(header: string, entity: Pick<UploadTargetSchema, 'noun'>, op: UploadOperation, multiCentreOnly: boolean): HeaderError {
  const shown = visibleText(header);
  const message = multiCentreOnly
    ? `Column "${shown}" belongs to the multi-centre sheet; remove it, the centre is the one chosen on the page`
    : `Column "${shown}" is not part of the ${sheetTitle(entity, op)}`;
  return { column: header, rule: 'unknown-column', message };
}
