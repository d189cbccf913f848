// The preview rows in one scrollable, windowed grid: every row of a 100,000-row file without pages. Rows have one
// fixed height, so only the rows in view (plus a few) are in the DOM; the rest is an empty body of the full height.
// Cells are plain elements styled once from the root (not sx each), which keeps a scroll frame cheap.
import { memo, useId, useMemo, type CSSProperties } from 'react';
import { Box, Typography } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import { changeText, columnTemplate, columnsWidth, previewColumns, problemText, type PreviewColumn } from './previewColumns';
import { useRowWindow } from './useRowWindow';
import { RowFixer, type RowFixerProps } from './RowFixer';
import type { Preview, PreviewRow } from './types';

export const ROW_HEIGHT = 44;
const HEADER_HEIGHT = 44;

const gridSx: SxProps<Theme> = (theme) => ({
  ...theme.typography.body2,
  position: 'relative', overflow: 'auto', color: 'text.primary', outline: 'none',
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
  '& .pg-head, & .pg-body': { minWidth: 'var(--pg-width)' },
  '& .pg-head': { position: 'sticky', top: 0, zIndex: 1, bgcolor: 'background.paper', fontWeight: 600 },
  '& .pg-body': { position: 'relative' },
  '& .pg-row': {
    display: 'grid', gridTemplateColumns: 'var(--pg-cols)', boxSizing: 'border-box',
    borderBottom: 1, borderColor: 'divider', height: ROW_HEIGHT,
  },
  '& .pg-body .pg-row': { position: 'absolute', left: 0, right: 0, cursor: 'default' },
  '& .pg-body .pg-row:hover': { bgcolor: 'action.hover' },
  '& .pg-body .pg-row[data-active]': { bgcolor: 'action.selected' },
  '&:focus-visible .pg-row[data-active]': { boxShadow: `inset 3px 0 0 ${theme.palette.primary.main}` },
  '& .pg-cell': {
    px: 1.25, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', lineHeight: `${ROW_HEIGHT - 1}px`,
    '& .MuiChip-root': { verticalAlign: 'middle' },
  },
  '& .pg-error': { color: 'error.main' },
  '& .pg-warning': { color: 'warning.dark' },
  '& .pg-empty': { position: 'sticky', left: 0, py: 6, textAlign: 'center', color: 'text.secondary' },
});

interface GridRowProps { row: PreviewRow; index: number; id: string; active: boolean; columns: PreviewColumn[]; onSelect(index: number): void }

const GridRow = memo(function GridRow({ row, index, id, active, columns, onSelect }: GridRowProps) {
  return (
    <div role="row" id={id} aria-rowindex={index + 2} className="pg-row" data-active={active || undefined}
      style={{ top: index * ROW_HEIGHT }} onClick={() => onSelect(index)}>
      {columns.map((c) => {
        const text = c.text(row);
        return (
          <div key={c.key} role="gridcell" className={c.tone === 'error' ? 'pg-cell pg-error' : 'pg-cell'} title={text || undefined}>
            {c.render ? c.render(row) : text}
          </div>
        );
      })}
    </div>
  );
});

const ROW_HINT = 'Select a row to see its problems in full';

/** The active row's problems in full, under the grid: its Problems cell cuts them to one line. Polite, so a screen
 * reader hears the row the arrows land on; wraps, so a long message never widens the page. */
function ActiveRowDetails({ row, onFix }: { row: PreviewRow | undefined; onFix?: RowFixerProps['onFix'] }) {
  return (
    <Box role="region" aria-label="Active row details" aria-live="polite" aria-atomic="true"
      sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider', minWidth: 0, overflowWrap: 'anywhere' }}>
      {!row ? (
        <Typography variant="body2" color="text.secondary">{ROW_HINT}</Typography>
      ) : (
        <>
          <Typography variant="subtitle2" component="p">
            Row {row.row} · {changeText(row)}{row.errors.length === 0 && !row.warnings?.length && ' · no problems'}
          </Typography>
          {row.errors.length > 0 && (
            <Typography component="ul" variant="body2" color="error" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
              {row.errors.map((e, i) => <li key={i}>{problemText(e.message)}</li>)}
            </Typography>
          )}
          {!!row.warnings?.length && (
            <Typography component="ul" variant="body2" aria-label="Warnings" sx={{ m: 0, mt: 0.5, pl: 2.5, color: 'warning.dark' }}>
              {row.warnings.map((w, i) => <li key={i}>Warning: {problemText(w.message)}</li>)}
            </Typography>
          )}
          {/* Keyed by the row's problems: a fix the server answers starts the fields afresh from the new cells. */}
          {row.fix && onFix && <RowFixer key={`${row.row}:${JSON.stringify(row.fix)}:${row.errors.map((e) => e.message).join()}`} row={{ ...row, fix: row.fix }} onFix={onFix} />}
        </>
      )}
    </Box>
  );
}

export interface PreviewGridProps {
  preview: Preview;
  rows: PreviewRow[];
  /** The grid's greatest height in px (fewer rows take less); also its viewport while layout cannot be measured (jsdom). */
  height?: number;
  /** Rows in the file, when rows is a filtered part of them. */
  total?: number;
  /** A new value scrolls back to the top and clears the active row (default: a new rows array). */
  resetKey?: unknown;
  /** The preview's error cells may be fixed: the active row's are editable under the grid. */
  onFix?: RowFixerProps['onFix'];
}

export function PreviewGrid({ preview, rows, height = 560, total = rows.length, resetKey = rows, onFix }: PreviewGridProps) {
  const columns = useMemo(() => previewColumns(preview), [preview]);
  const vars = useMemo(() => ({ '--pg-cols': columnTemplate(columns), '--pg-width': `${columnsWidth(columns)}px`, maxHeight: height }) as CSSProperties, [columns, height]);
  const w = useRowWindow({ count: rows.length, rowHeight: ROW_HEIGHT, headerHeight: HEADER_HEIGHT, fallbackHeight: height, resetKey });
  const idBase = useId();
  const rowId = (index: number) => `${idBase}row${index}`;

  return (
    <>
      <Box
        ref={w.ref} role="grid" aria-label="Preview rows" aria-rowcount={rows.length + 1} aria-colcount={columns.length} tabIndex={0}
        aria-activedescendant={w.active >= 0 ? rowId(w.active) : undefined}
        onScroll={w.onScroll} onKeyDown={w.onKeyDown} onFocus={w.onFocus} style={vars} sx={gridSx}
      >
        <div role="rowgroup" className="pg-head">
          <div role="row" aria-rowindex={1} className="pg-row">
            {columns.map((c) => <div key={c.key} role="columnheader" className="pg-cell">{c.title}</div>)}
          </div>
        </div>
        <div role="rowgroup" className="pg-body" style={{ height: rows.length * ROW_HEIGHT }}>
          {w.indices.map((i) => (
            <GridRow key={rows[i].row} row={rows[i]} index={i} id={rowId(i)} active={i === w.active} columns={columns} onSelect={w.select} />
          ))}
        </div>
        {rows.length === 0 && <div className="pg-empty">No rows to show</div>}
      </Box>
      {rows.length > 0 && <ActiveRowDetails row={w.active >= 0 ? rows[w.active] : undefined} onFix={onFix} />}
      <Typography role="status" variant="body2" color="text.secondary" sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}>
        Showing {rows.length.toLocaleString('en-US')}{total !== rows.length && ` of ${total.toLocaleString('en-US')}`} {total === 1 ? 'row' : 'rows'}
      </Typography>
    </>
  );
}
