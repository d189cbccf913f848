// MUI X DataGrid in server mode, bound to a list controller (react-admin's, or useUrlList's): the controller owns
// page, sort, filters and selection (so they live in the URL and the store); the grid only shows them. Rows are
// selectable only where the schema has a status change to apply to them. Its own chunk (lazy-loaded).
import { memo, useMemo } from 'react';
import { DataGrid, type GridRowParams, type GridRowSelectionModel, type GridSortModel } from '@mui/x-data-grid';
import type { ListControllerResult, RaRecord } from 'react-admin';
import type { ResourceSchema } from '../../schemas';
import { MESSAGES } from '../messages';
import { buildColumns, type ColumnOptions } from './columns';
import { applyColumns } from './columnsState';
import { ListOverlay, type ListOverlayProps } from './ListOverlay';
import type { ColumnsView } from './useColumnsState';

declare module '@mui/x-data-grid' {
  interface NoRowsOverlayPropsOverrides extends ListOverlayProps {}
}

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

/** The grid's selection change as react-admin's selected ids, keeping selections made on other pages. */
export function selectedIdsAfter(model: GridRowSelectionModel, pageIds: readonly RaRecord['id'][], before: readonly RaRecord['id'][]) {
  if (model.type === 'include') return [...model.ids] as RaRecord['id'][];
  const onPage = new Set(pageIds);
  const elsewhere = before.filter((id) => !onPage.has(id));
  return [...elsewhere, ...pageIds.filter((id) => !model.ids.has(id))];
}

function EntityGrid({ schema, list, emptyMessage, errorMessage = MESSAGES.viewFailed, columns: columnOptions, onRowClick, rowClassName, columnsView }: EntityGridProps) {
  const chosen = columnsView?.state;
  const columns = useMemo(() => {
    const all = buildColumns(schema, columnOptions);
    return chosen ? applyColumns(all, schema.list.columns, chosen) : all;
  }, [schema, columnOptions, chosen]);
  const selectable = Boolean(schema.statusChange);
  const rows = list.error ? [] : (list.data ?? []);
  const { sortKeys, defaultSort, pageSize } = schema.list;
  const sortModel: GridSortModel = sortKeys.includes(list.sort.field)
    ? [{ field: list.sort.field, sort: list.sort.order === 'DESC' ? 'desc' : 'asc' }]
    : [];
  const selection: GridRowSelectionModel = useMemo(() => ({ type: 'include', ids: new Set(list.selectedIds) }), [list.selectedIds]);

  return (
    <DataGrid<RaRecord>
      aria-label={schema.label}
      rows={rows}
      columns={columns}
      getRowId={(r) => r.id}
      rowCount={list.total ?? 0}
      loading={list.isPending || list.isFetching}
      paginationMode="server"
      sortingMode="server"
      filterMode="server"
      paginationModel={{ page: Math.max(0, list.page - 1), pageSize: list.perPage || pageSize }}
      pageSizeOptions={[pageSize]}
      hideFooter
      sortModel={sortModel}
      sortingOrder={['asc', 'desc']}
      onSortModelChange={(model) => {
        const [first] = model;
        list.setSort(first ? { field: first.field, order: first.sort === 'desc' ? 'DESC' : 'ASC' } : { field: defaultSort.field, order: defaultSort.order === 'desc' ? 'DESC' : 'ASC' });
      }}
      checkboxSelection={selectable}
      keepNonExistentRowsSelected={selectable}
      disableRowSelectionOnClick
      rowSelectionModel={selection}
      onRowSelectionModelChange={(model) =>
        list.onSelect(selectedIdsAfter(model, rows.map((r) => r.id), list.selectedIds))
      }
      onRowClick={onRowClick ? (params: GridRowParams<RaRecord>) => onRowClick(params.row) : undefined}
      onCellKeyDown={onRowClick ? (params, event) => event.key === 'Enter' && onRowClick(params.row) : undefined}
      getRowClassName={rowClassName ? (params) => rowClassName(params.row) : undefined}
      disableColumnMenu
      onColumnWidthChange={columnsView ? (params) => columnsView.setWidth(params.colDef.field, params.width) : undefined}
      disableColumnFilter
      rowHeight={46}
      columnHeaderHeight={44}
      slots={{ noRowsOverlay: ListOverlay }}
      slotProps={{
        loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' },
        noRowsOverlay: list.error ? { message: errorMessage, error: true, onRetry: () => list.refetch() } : { message: emptyMessage },
      }}
      sx={{
        border: 0,
        '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 600 },
        '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' },
        '& .MuiDataGrid-cell:focus-within, & .MuiDataGrid-columnHeader:focus-within': { outlineOffset: -2 },
        ...(onRowClick ? { '& .MuiDataGrid-row': { cursor: 'pointer' } } : {}),
      }}
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
 *  arriving): a render of the MUI X grid is the costliest of the list page. */
export default memo(EntityGrid, sameGridProps);
