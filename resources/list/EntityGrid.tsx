// The list grid bound to a list controller (react-admin's, or useUrlList's): the controller owns page, sort, filters
// and selection (so they live in the URL and the store); the grid only shows them. Rows are selectable only where
// the schema has a status change to apply to them.
import { memo, useMemo } from 'react';
import type { ListControllerResult, RaRecord } from 'react-admin';
import type { ResourceSchema } from '../../schemas';
import { MESSAGES } from '../messages';
import { buildColumns, type ColumnOptions } from './columns';
import { applyColumns } from './columnsState';
import { ListGrid, type GridSort } from './ListGrid';
import { ListOverlay } from './ListOverlay';
import type { ColumnsView } from './useColumnsState';

/** What the grid reads of a list controller: react-admin's ListControllerResult has it, so does useUrlList's. */
const GRID_LIST_FIELDS = ['data', 'total', 'error', 'isPending', 'isFetching', 'page', 'perPage', 'sort', 'setSort', 'selectedIds', 'onSelect', 'refetch'] as const;
export type GridList = Pick<ListControllerResult<RaRecord>, (typeof GRID_LIST_FIELDS)[number]>;

export interface EntityGridProps {
  schema: ResourceSchema;
  list: GridList;
  emptyMessage: string;
  /** The failed list's text where the spec words it otherwise (the exam-result history); else 'Unable to Fetch View Details.' */
  errorMessage?: string;
  /** A screen's changes to the schema's columns. */
  columns?: ColumnOptions;
  /** Opens a row (an alert's detail); the row is then focusable and opens with Enter too. */
  onRowClick?: (record: RaRecord) => void;
  /** A row's class, for state shown across the row (an unviewed alert is bold). */
  rowClassName?: (record: RaRecord) => string;
  /** The user's columns (shown, order, widths; the columns panel) and where a dragged width goes. */
  columnsView?: ColumnsView;
}

function EntityGrid({ schema, list, emptyMessage, errorMessage = MESSAGES.viewFailed, columns: columnOptions, onRowClick, rowClassName, columnsView }: EntityGridProps) {
  const chosen = columnsView?.state;
  const columns = useMemo(() => {
    const all = buildColumns(schema, columnOptions);
    return chosen ? applyColumns(all, schema.list.columns, chosen) : all;
  }, [schema, columnOptions, chosen]);
  const rows = list.error ? [] : (list.data ?? []);
  const { sortKeys } = schema.list;
  const sort = useMemo(() => (sortKeys.includes(list.sort.field) ? { field: list.sort.field, order: list.sort.order === 'DESC' ? 'desc' as const : 'asc' as const } : null), [sortKeys, list.sort]);
  const { setSort, selectedIds, onSelect } = list;
  const selection = useMemo(() => (schema.statusChange ? { ids: selectedIds, onChange: onSelect } : undefined), [schema.statusChange, selectedIds, onSelect]);
  const onSort = (next: GridSort) => setSort({ field: next.field, order: next.order === 'desc' ? 'DESC' : 'ASC' });

  return (
    <ListGrid<RaRecord>
      label={schema.label}
      rows={rows}
      columns={columns}
      loading={list.isPending || list.isFetching}
      sort={sort}
      onSort={onSort}
      selection={selection}
      onRowClick={onRowClick}
      rowClassName={rowClassName}
      onColumnWidth={columnsView?.setWidth}
      overlay={list.error ? <ListOverlay message={errorMessage} error onRetry={() => list.refetch()} /> : <ListOverlay message={emptyMessage} />}
    />
  );
}

/**
 * The grid's props unchanged for what it shows: the fields of the list it reads (the controller object itself is new
 * on every render of the list page), the user's column state and width setter, and every other prop as is.
 */
export function sameGridProps(a: EntityGridProps, b: EntityGridProps): boolean {
  const { list: listA, columnsView: viewA, ...restA } = a;
  const { list: listB, columnsView: viewB, ...restB } = b;
  const keys = new Set([...Object.keys(restA), ...Object.keys(restB)]) as Set<keyof typeof restA>;
  return [...keys].every((k) => restA[k] === restB[k])
    && GRID_LIST_FIELDS.every((k) => listA[k] === listB[k])
    && (viewA === viewB || (!!viewA && !!viewB && viewA.state === viewB.state && viewA.setWidth === viewB.setWidth));
}

/** Re-rendered when what it shows changes, not with every render of its page (filter options, saved views, counters
 *  arriving): a render of the grid is the costliest of the list page. */
export default memo(EntityGrid, sameGridProps);
