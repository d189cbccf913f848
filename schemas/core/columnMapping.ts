// Column mapping (issue 26): when a sheet's headers are not the operation's, which sheet header feeds which column.
// A proposal tries, per column, the mapping confirmed last time, then the exact header, then the field's declared
// aliases, then a close spelling; the clerk confirms or changes it and the upload is sent again with the pairs.
// Headers are only compared and looked up in Maps, never used as object keys.
import { cellText } from './convert';
import { normalizeHeader, visibleText } from './headers';
import { activeColumns } from './operations';
import type { OperationColumn, UploadOperation } from './types';
import type { HeaderError } from './headers';

/** Why a sheet header was proposed for a column. */
export type MatchHow = 'remembered' | 'exact' | 'alias' | 'close';

/** One confirmed pair: the operation's column (its header) fed by the sheet's header. */
export interface MappingPair { column: string; header: string }

export interface ProposedColumn {
  column: string;
  required: boolean;
  /** The sheet header proposed, or null when none fits. */
  header: string | null;
  how: MatchHow | null;
}

export interface MappingProposal {
  /** The sheet's non-blank headers, in sheet order: what a column may be mapped to. */
  headers: string[];
  columns: ProposedColumn[];
}

/** Case, spacing and punctuation left out: 'Enrollment_no' and 'enrollment no.' are one loose key. */
export function looseHeader(header: unknown): string {
  return normalizeHeader(header).replace(/[^\p{L}\p{N}]/gu, '');
}

/** Levenshtein distance, given up (answering max + 1) once it exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, cur[j]);
    }
    if (best > max) return max + 1;
    prev = cur;
  }
  return prev[b.length];
}

/** Typos allowed for a loose key of this length: none for short ones (Class vs Class2 is no typo). */
const allowedEdits = (length: number) => (length < 5 ? 0 : length < 12 ? 1 : 2);

/** The sheet's non-blank headers as text, first occurrence of each normalized header. */
export function sheetHeaders(headers: readonly unknown[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of headers) {
    const text = cellText(raw);
    const norm = normalizeHeader(text);
    if (norm === '' || seen.has(norm)) continue;
    seen.add(norm);
    out.push(text);
  }
  return out;
}

type Matcher = (column: OperationColumn, free: readonly string[]) => string | undefined;

function closest(column: OperationColumn, free: readonly string[]): string | undefined {
  const names = [column.header, ...(column.field.aliases ?? [])].map(looseHeader);
  let best: { header: string; distance: number } | undefined;
  for (const header of free) {
    const loose = looseHeader(header);
    for (const name of names) {
      const max = allowedEdits(name.length);
      const distance = loose === name ? 0 : editDistance(loose, name, max);
      if (distance <= max && (!best || distance < best.distance)) best = { header, distance };
    }
  }
  return best?.header;
}

/**
 * The proposed mapping of every active column. Each sheet header feeds at most one column; columns are served in
 * rounds, a surer kind of match (remembered, exact, alias) before a looser one (close).
 */
export function proposeMapping(op: UploadOperation, headers: readonly unknown[], multiCentre: boolean, remembered: readonly MappingPair[] = []): MappingProposal {
  const sheet = sheetHeaders(headers);
  const columns = activeColumns(op, multiCentre);
  const chosen = new Map<OperationColumn, { header: string; how: MatchHow }>();
  const taken = new Set<string>();
  const byNorm = (text: string) => sheet.find((h) => normalizeHeader(h) === normalizeHeader(text));
  const lastTime = new Map(remembered.map((p) => [normalizeHeader(p.column), p.header]));
  const rounds: [MatchHow, Matcher][] = [
    ['remembered', (c) => { const h = lastTime.get(normalizeHeader(c.header)); return h === undefined ? undefined : byNorm(h); }],
    ['exact', (c) => byNorm(c.header)],
    ['alias', (c) => (c.field.aliases ?? []).map(byNorm).find((h) => h !== undefined)],
    ['close', closest],
  ];
  for (const [how, match] of rounds) {
    for (const column of columns) {
      if (chosen.has(column)) continue;
      const free = sheet.filter((h) => !taken.has(normalizeHeader(h)));
      const header = match(column, free);
      if (header === undefined || taken.has(normalizeHeader(header))) continue;
      chosen.set(column, { header, how });
      taken.add(normalizeHeader(header));
    }
  }
  return {
    headers: sheet,
    columns: columns.map((c) => ({ column: c.header, required: c.required, header: chosen.get(c)?.header ?? null, how: chosen.get(c)?.how ?? null })),
  };
}

/** The pairs a proposal stands for (its columns with a header). */
export const proposalPairs = (p: MappingProposal): MappingPair[] =>
  p.columns.flatMap((c) => (c.header === null ? [] : [{ column: c.column, header: c.header }]));

export interface CheckedMapping {
  errors: HeaderError[];
  /** For each sheet column index, the operation header it feeds, or null when the mapping leaves it out. */
  headers: (string | null)[];
}

/**
 * A mapping sent with an upload, checked against the sheet: every pair names a column of the operation and a header
 * of the sheet, no column is fed twice, no header feeds two columns, and every required column is fed.
 */
export function checkMapping(op: UploadOperation, headers: readonly unknown[], pairs: readonly MappingPair[], multiCentre: boolean): CheckedMapping {
  const columns = new Map(activeColumns(op, multiCentre).map((c) => [normalizeHeader(c.header), c]));
  const present = new Set(headers.map(normalizeHeader));
  const fedBy = new Map<OperationColumn, string>();
  const feeds = new Map<string, OperationColumn>();
  const errors: HeaderError[] = [];
  for (const pair of pairs) {
    const column = columns.get(normalizeHeader(pair.column));
    const header = normalizeHeader(pair.header);
    if (!column) {
      errors.push({ column: pair.column, rule: 'unknown-column', message: `Column "${visibleText(pair.column)}" is not a column of this upload` });
    } else if (!present.has(header) || header === '') {
      errors.push({ column: pair.column, rule: 'mapping-header', message: `The sheet has no column "${visibleText(pair.header)}" to map to "${column.header}"` });
    } else if (fedBy.has(column)) {
      errors.push({ column: column.header, rule: 'duplicate-mapping', message: `Columns "${visibleText(fedBy.get(column)!)}" and "${visibleText(pair.header)}" are both mapped to "${column.header}"; map one column to it` });
    } else if (feeds.has(header)) {
      errors.push({ column: column.header, rule: 'duplicate-mapping', message: `Column "${visibleText(pair.header)}" is mapped to both "${feeds.get(header)!.header}" and "${column.header}"; map it to one` });
    } else {
      fedBy.set(column, pair.header);
      feeds.set(header, column);
    }
  }
  for (const c of columns.values()) {
    if (c.required && !fedBy.has(c)) errors.push({ column: c.header, rule: 'missing-column', message: `Column "${c.header}" is required; map a column of the sheet to it` });
  }
  return { errors, headers: headers.map((h) => feeds.get(normalizeHeader(h))?.header ?? null) };
}

/** A mapping as sent (JSON text): pairs of short strings, at most one per sheet column; anything else is refused. */
export function parseMappingText(text: string): MappingPair[] | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'The column mapping is not valid JSON';
  }
  const ok = Array.isArray(value) && value.length <= 200 && value.every((p) =>
    p !== null && typeof p === 'object' && typeof (p as MappingPair).column === 'string' && typeof (p as MappingPair).header === 'string'
    && (p as MappingPair).column.length <= 200 && (p as MappingPair).header.length <= 200);
  if (!ok) return 'The column mapping must be a list of {"column", "header"} pairs';
  return (value as MappingPair[]).map((p) => ({ column: p.column, header: p.header }));
}
