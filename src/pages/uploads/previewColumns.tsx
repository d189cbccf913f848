// The preview grid's columns, driven by the schema: row, change and problems first, so a clerk sees what is wrong
// without scrolling sideways; then the operation's preview columns (preview.columns); then batch changes if any.
import type { ReactNode } from 'react';
import { Chip } from '@mui/material';
import { CHANGE_LABELS } from './messages';
import type { Preview, PreviewRow } from './types';

export interface PreviewColumn {
  key: string;
  title: string;
  /** The least width in px; the grid scrolls sideways when the columns need more than the page has. */
  width: number;
  /** Share of the spare width (CSS fr); 0 keeps the column at its width. */
  grow: number;
  /** The cell as plain text: its tooltip, and what it shows unless render says otherwise. */
  text(row: PreviewRow): string;
  render?(row: PreviewRow): ReactNode;
  tone?: 'error';
}

/** A row's warnings as one line ('Warning: Student Name: may be ...'): they never stop the upload. */
export const warningText = (r: PreviewRow) => (r.warnings ?? []).map((w) => `Warning: ${problemText(w.message)}`).join('; ');

const errorText = (r: PreviewRow) => r.errors.map((e) => problemText(e.message)).join('; ');

/** The Problems cell: the errors, then the warnings in their own colour (the grid's .pg-warning). */
function problemsCell(r: PreviewRow): ReactNode {
  if (!r.warnings?.length) return errorText(r);
  const errors = errorText(r);
  return <>{errors && `${errors}; `}<span className="pg-warning">{warningText(r)}</span></>;
}

const CHANGE_COLOURS = { create: 'success', change: 'info', unchanged: 'default' } as const;

/** 'Row 5, Mobile: must be ...' reads 'Mobile: must be ...' in the row's own line. */
export const problemText = (message: string) => message.replace(/^Row \d+, /, '');

function batchChanges(r: PreviewRow): string {
  if (!r.batches) return '';
  const { added, retained, deleted } = r.batches;
  return [added.length && `Added: ${added.join(', ')}`, retained.length && `Retained: ${retained.join(', ')}`, deleted.length && `Deleted: ${deleted.join(', ')}`]
    .filter(Boolean).join('; ');
}

/** 'Error' for a row with problems, else the change it makes ('Create', 'Change', 'No change'). */
export const changeText = (r: PreviewRow) => (r.errors.length ? 'Error' : CHANGE_LABELS[r.change ?? 'unchanged'] ?? '');

export function previewColumns(preview: Preview): PreviewColumn[] {
  const cols: PreviewColumn[] = [
    { key: 'row', title: 'Row', width: 72, grow: 0, text: (r) => String(r.row) },
    {
      key: 'change', title: 'Change', width: 112, grow: 0, text: changeText,
      render: (r) => (r.errors.length
        ? <Chip size="small" color="error" label="Error" />
        : <Chip size="small" variant="outlined" color={r.warnings?.length ? 'warning' : CHANGE_COLOURS[r.change ?? 'unchanged']} label={changeText(r)} />),
    },
    {
      key: 'problems', title: 'Problems', width: 360, grow: 2, tone: 'error',
      text: (r) => (r.warnings?.length ? [errorText(r), warningText(r)].filter(Boolean).join('; ') : errorText(r)),
      render: problemsCell,
    },
    ...preview.columns.map((c, i): PreviewColumn => ({
      key: `v:${c.key}`, title: c.label, width: c.key === 'sNo' ? 64 : 120, grow: 1, text: (r) => r.values[i] ?? '',
    })),
  ];
  if (preview.rows.some((r) => r.batches)) cols.push({ key: 'batches', title: 'Batch changes', width: 200, grow: 1.2, text: batchChanges });
  return cols;
}

/** One CSS grid template for the header and every row, so their cells line up. */
export const columnTemplate = (cols: PreviewColumn[]) => cols.map((c) => (c.grow ? `minmax(${c.width}px, ${c.grow}fr)` : `${c.width}px`)).join(' ');

export const columnsWidth = (cols: PreviewColumn[]) => cols.reduce((sum, c) => sum + c.width, 0);
