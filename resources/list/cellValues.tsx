// A cell's value as text, and the cells every list draws: plain elements the grid styles by class (listGridSx), so a
// page of a hundred rows costs no styled component per cell.
import type { ReactNode } from 'react';

export function textOf(value: unknown): string {
  if (Array.isArray(value)) return value.map(String).join(', ');
  return value === null || value === undefined ? '' : String(value);
}

/** A cell's text on one line, cut with an ellipsis where the column is too narrow, whole in its tooltip. */
export function CellText({ title, children }: { title?: string; children: ReactNode }) {
  return <span className="lg-text" title={title}>{children}</span>;
}

/** A value as a cell shows it; a dash for none. */
export function cellText(value: unknown) {
  const text = textOf(value);
  return text === '' ? <span className="lg-none">—</span> : <CellText title={text}>{text}</CellText>;
}

export type ChipTone = 'success' | 'warning' | 'info' | 'error' | 'default';

/** A small outlined chip (MUI's Chip, drawn by class). */
export function CellChip({ tone = 'default', children }: { tone?: ChipTone; children: ReactNode }) {
  return <span className={tone === 'default' ? 'lg-chip' : `lg-chip lg-chip-${tone}`}>{children}</span>;
}
