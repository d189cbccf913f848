// The console's list grid: a page of a server-paged, server-sorted list (100 rows at most), as an ARIA grid of plain
// elements styled once from the root (listGridSx). No virtualisation and no measuring pass: a new page draws its first
// rows with the page, in one commit, and the rest once those are on screen (useDrawnRows). Sorting, selection, opening
// a row, arrow keys between cells, and dragging a column's edge to resize it (the columns panel sets widths by
// keyboard). It replaced MUI X's DataGrid, whose chunk alone weighed a third of the list page (issue 28 item 1).
import {
  memo, startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState,
  type CSSProperties, type KeyboardEvent, type MouseEvent, type ReactNode,
} from 'react';
import { Box, LinearProgress } from '@mui/material';
import type { Identifier } from 'react-admin';
import { CHECK_WIDTH, ROW_HEIGHT, listGridSx } from './listGridSx';
import { columnTrack, type Col } from './listGridTypes';
import { GridCheck, SortArrow } from './gridParts';
import { cellText } from './cellValues';
import { moveFocus } from './gridKeys';
import { useColumnResize } from './useColumnResize';

export interface GridSort { field: string; order: 'asc' | 'desc' }

export interface ListGridProps<R extends { id: Identifier }> {
  label: string;
  rows: readonly R[];
  columns: readonly Col<R>[];
  /** Asking for rows: a bar over the rows shown, or placeholder rows where there are none yet. */
  loading?: boolean;
  sort?: GridSort | null;
  /** A sortable header's click: ascending first, then each click the other way. */
  onSort?: (sort: GridSort) => void;
  /** A checkbox on every row and one for the page in the header. */
  selection?: { ids: readonly Identifier[]; onChange: (ids: Identifier[]) => void };
  onRowClick?: (row: R) => void;
  rowClassName?: (row: R) => string;
  /** A column's edge dragged to a new width (px). */
  onColumnWidth?: (field: string, width: number) => void;
  /** Shown in place of the rows when there are none and none are coming. */
  overlay?: ReactNode;
  /** Rows as tall as their content (wrapped text), at least the row height. */
  autoRowHeight?: boolean;
}

const PLACEHOLDER_ROWS = 8;
/** Rows drawn in a new page's first commit: more than a screen holds. The rest follow once it is on screen. */
export const FIRST_ROWS = 24;

const afterPaint = (run: () => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => { timer = setTimeout(run, 0); }) : undefined;
  if (frame === undefined) timer = setTimeout(run, 0);
  return () => { if (frame !== undefined) cancelAnimationFrame(frame); clearTimeout(timer); };
};

/**
 * How many of the rows to draw: a new page (a new first row) draws its first rows, paints them, then draws the rest as
 * a transition (a click meanwhile comes first); the same page asked again (a refetch) draws them all at once. A new
 * page starts at the top, as a new page of a book does.
 */
function useDrawnRows(rows: readonly { id: Identifier }[], scroller: { current: HTMLElement | null }) {
  const lead = rows[0]?.id;
  const first = Math.min(rows.length, FIRST_ROWS);
  const [drawn, setDrawn] = useState({ lead, count: first });
  // A new page: React draws again at once with this state, before anything of this pass reaches the screen.
  if (drawn.lead !== lead) setDrawn({ lead, count: first });
  const count = Math.max(drawn.count, first);
  useEffect(() => (count < rows.length ? afterPaint(() => startTransition(() => setDrawn({ lead, count: rows.length }))) : undefined), [count, rows.length, lead]);
  useLayoutEffect(() => { scroller.current?.scrollTo?.({ top: 0 }); }, [lead, scroller]);
  return count;
}

interface RowProps<R> {
  row: R;
  index: number;
  columns: readonly Col<R>[];
  selected?: boolean;
  onToggle?: (id: Identifier) => void;
  className?: string;
}

function GridRowInner<R extends { id: Identifier }>({ row, index, columns, selected, onToggle, className }: RowProps<R>) {
  const offset = onToggle ? 2 : 1;
  return (
    <div role="row" aria-rowindex={index + 2} aria-selected={onToggle ? selected : undefined} data-id={row.id} className={className ? `lg-row ${className}` : 'lg-row'}>
      {onToggle && (
        <div role="gridcell" aria-colindex={1} className="lg-cell" data-field="__check" tabIndex={-1}>
          <GridCheck checked={selected === true} label="Select row" onChange={() => onToggle(row.id)} />
        </div>
      )}
      {columns.map((c, i) => {
        const raw = (row as Record<string, unknown>)[c.field];
        const value = c.valueGetter ? c.valueGetter(raw, row) : raw;
        return (
          <div key={c.field} role="gridcell" aria-colindex={i + offset} data-field={c.field} tabIndex={index === 0 && i === 0 ? 0 : -1} className={c.type === 'number' ? 'lg-cell lg-number' : 'lg-cell'}>
            {c.renderCell ? c.renderCell({ row, value, field: c.field, id: row.id }) : cellText(value)}
          </div>
        );
      })}
    </div>
  );
}

/** A row is drawn again only when its record, its columns or its selection changed. */
const GridRow = memo(GridRowInner) as typeof GridRowInner;

export function ListGrid<R extends { id: Identifier }>(props: ListGridProps<R>) {
  const { label, rows, columns, loading = false, sort, onSort, selection, onRowClick, rowClassName, onColumnWidth, overlay, autoRowHeight } = props;
  const root = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const drawn = useDrawnRows(rows, scroller);
  const resize = useColumnResize(onColumnWidth);
  const withCheck = Boolean(selection);
  const offset = withCheck ? 2 : 1;
  const layout = useMemo(() => {
    const tracks = columns.map((c) => columnTrack(resize.widthOf(c)));
    const all = withCheck ? [{ track: `${CHECK_WIDTH}px`, least: CHECK_WIDTH }, ...tracks] : tracks;
    return { '--lg-cols': all.map((t) => t.track).join(' '), '--lg-width': `${all.reduce((sum, t) => sum + t.least, 0)}px` } as CSSProperties;
  }, [columns, withCheck, resize]);

  const selected = useMemo(() => new Set(selection?.ids ?? []), [selection?.ids]);
  const onPage = rows.filter((r) => selected.has(r.id)).length;
  const pageState = onPage === 0 ? 'none' : onPage === rows.length ? 'all' : 'some';
  // One function for every row while the selection changes: a checkbox click draws again only the rows it changed.
  const latest = useRef(selection);
  latest.current = selection;
  const toggle = useCallback((id: Identifier) => {
    const now = latest.current;
    if (now) now.onChange(now.ids.includes(id) ? now.ids.filter((x) => x !== id) : [...now.ids, id]);
  }, []);
  const toggleRow = withCheck ? toggle : undefined;
  const togglePage = () => {
    if (!selection) return;
    const here = new Set(rows.map((r) => r.id));
    const others = selection.ids.filter((id) => !here.has(id));
    selection.onChange(pageState === 'all' ? others : [...others, ...rows.map((r) => r.id)]);
  };

  const rowAt = (target: EventTarget) => {
    const rowEl = (target as Element).closest?.('.lg-body [role="row"]');
    const index = rowEl ? Number(rowEl.getAttribute('aria-rowindex')) - 2 : -1;
    return index >= 0 ? rows[index] : undefined;
  };
  // A click on the row opens it; one on something of its own inside a cell (a button, a link, the checkbox) does not.
  const onClick = (e: MouseEvent) => {
    if (!onRowClick || (e.target as Element).closest('button, a, input, [role="menuitem"]')) return;
    const row = rowAt(e.target);
    if (row) onRowClick(row);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (moveFocus(e, root.current)) return;
    const onCell = (e.target as Element).classList?.contains('lg-cell');
    const row = onCell ? rowAt(e.target) : undefined;
    if (!row) return;
    if (e.key === 'Enter' && onRowClick) onRowClick(row);
    else if (e.key === ' ' && toggleRow) toggleRow(row.id);
    else return;
    e.preventDefault();
  };

  const sortBy = (field: string) => onSort?.({ field, order: sort?.field === field && sort.order === 'asc' ? 'desc' : 'asc' });
  const placeholders = loading && rows.length === 0;
  return (
    <Box ref={scroller} style={layout} sx={listGridSx} data-clickable={onRowClick ? '' : undefined} data-auto-height={autoRowHeight ? '' : undefined}>
      {loading && rows.length > 0 && <div className="lg-progress"><LinearProgress aria-label="Loading rows" /></div>}
      <div
        ref={root} role="grid" aria-label={label} aria-rowcount={rows.length + 1} aria-colcount={columns.length + offset - 1}
        aria-multiselectable={withCheck || undefined} aria-busy={loading || undefined} onClick={onClick} onKeyDown={onKeyDown}
      >
        <div role="rowgroup" className="lg-head">
          <div role="row" aria-rowindex={1} className="lg-row">
            {withCheck && (
              <div role="columnheader" aria-colindex={1} className="lg-cell" data-field="__check" tabIndex={-1}>
                <GridCheck checked={pageState === 'all'} some={pageState === 'some'} label="Select all rows" onChange={togglePage} disabled={rows.length === 0} />
              </div>
            )}
            {columns.map((c, i) => {
              const sorted = sort?.field === c.field ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined;
              const title = c.headerName ?? c.field;
              return (
                <div key={c.field} role="columnheader" aria-colindex={i + offset} aria-sort={sorted} data-field={c.field} tabIndex={-1} className={c.type === 'number' ? 'lg-cell lg-colhead lg-number' : 'lg-cell lg-colhead'}>
                  {c.sortable && onSort ? (
                    <button type="button" className="lg-sort" onClick={() => sortBy(c.field)} title={`Sort by ${title}`}>
                      <span className="lg-text">{title}</span>
                      <SortArrow />
                    </button>
                  ) : sorted ? (
                    <><span className="lg-text">{title}</span><SortArrow /></>
                  ) : <span className="lg-text">{title}</span>}
                  {onColumnWidth && <span className="lg-resize" aria-hidden="true" data-dragging={resize.dragging === c.field ? '' : undefined} onPointerDown={(e) => resize.start(e, c)} onClick={(e) => e.stopPropagation()} />}
                </div>
              );
            })}
          </div>
        </div>
        {/* Rows not drawn yet keep their room, so the scrollbar does not jump when they come. No rows and none
            coming: no body at all (a row group must hold rows), the overlay says why. */}
        {(rows.length > 0 || placeholders) && (
          <div role="rowgroup" className="lg-body" style={drawn < rows.length && !autoRowHeight ? { minHeight: rows.length * ROW_HEIGHT } : undefined}>
            {(drawn < rows.length ? rows.slice(0, drawn) : rows).map((row, index) => (
              <GridRow key={row.id} row={row} index={index} columns={columns} selected={selected.has(row.id)} onToggle={toggleRow} className={rowClassName?.(row)} />
            ))}
            {placeholders && Array.from({ length: PLACEHOLDER_ROWS }, (_, i) => (
              <div key={i} className="lg-row" aria-hidden="true">
                {withCheck && <span />}
                {columns.map((c) => <span key={c.field} className="lg-skeleton" />)}
              </div>
            ))}
          </div>
        )}
      </div>
      {!loading && rows.length === 0 && overlay && <div className="lg-overlay">{overlay}</div>}
    </Box>
  );
}
