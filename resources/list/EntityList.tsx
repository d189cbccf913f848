// The one generic resource list, driven by a schema (the view; useEntityList is its controller): filters, search,
// the grid (MUI X, lazy chunk) on react-admin's list controller (page, sort and filters in the URL) and the
// paginator; and what the schema's capability blocks add: status tabs, selection and the deactivate / reactivate,
// contact, batch summary, class update and export. ListFrame is the part a screen with its own controller reuses.
import type { ReactNode } from 'react';
import { Box, Card, Divider } from '@mui/material';
import type { RaRecord } from 'react-admin';
import type { ResourceSchema } from '../../schemas';
import { useFormOpens } from '../rows/useFormOpens';
import { exportParams } from '../actions/ExportButton';
import { StatusChangeDialog } from '../dialogs';
import { useSavedViews } from '../views/useSavedViews';
import type { ColumnOptions } from './columns';
import EntityGrid, { type GridList } from './EntityGrid';
import { EntityListHeader, ListTools } from './EntityListHeader';
import { FilterBar } from './FilterBar';
import { ListUiProvider } from './ListUiProvider';
import { useListUi } from './ListUiContext';
import { Paginator } from './Paginator';

/** The list's filter as the status change by filter sends it: the list query without paging or sort. */
const matchingFilter = (filter: Record<string, unknown>, sort: { field: string; order: string }) => {
  const { sortBy: _sortBy, sortOrder: _sortOrder, ...rest } = exportParams(filter, sort);
  return rest;
};
import { useColumnsState, type ColumnsView } from './useColumnsState';
import { useEntityList } from './useEntityList';

/** The grid keeps the page on screen: the rows scroll inside it, the paginator stays in view. */
export const GRID_HEIGHT = 'max(360px, calc(100vh - 370px))';

type Filters = Record<string, unknown>;

export interface ListFrameProps {
  schema: ResourceSchema;
  /** The list, with the filter values its filter bar shows and sets. */
  // meta.totalCapped: the data provider's word that the total is a lower bound ("10,000+").
  list: GridList & { setPage: (page: number) => void; filterValues: Filters; setFilters: (filters: Filters) => void; setPerPage?: (perPage: number) => void; meta?: { totalCapped?: boolean } };
  /** Rows-per-page choices, offered where the list's controller can change its page size. */
  perPageChoices?: readonly number[];
  /** The user's columns (the columns panel and the grid's resize). */
  columnsView?: ColumnsView;
  /** Tools of the list shown beside the paginator (saved views, the columns panel). */
  tools?: ReactNode;
  /** The bar above the filters (tabs, actions); none when absent. */
  header?: ReactNode;
  emptyMessage?: string;
  errorMessage?: string;
  columns?: ColumnOptions;
  onRowClick?: (record: RaRecord) => void;
  rowClassName?: (record: RaRecord) => string;
  gridHeight?: string;
}

/** Filters, grid and paginator of any schema-declared list, on whichever controller the screen uses. */
export function ListFrame({ schema, list, header, emptyMessage, errorMessage, columns, onRowClick, rowClassName, gridHeight = GRID_HEIGHT, perPageChoices, columnsView, tools }: ListFrameProps) {
  const hasFilters = schema.list.search.fields.length > 0 || schema.list.filters.some((f) => f.key !== 'status') || schema.list.dateRanges.length > 0;
  return (
    <Card variant="outlined" sx={{ overflow: 'visible', minWidth: 0 }}>
      {header}
      {hasFilters && (
        <>
          <Box sx={{ px: 2, py: 1.5 }}>
            <FilterBar schema={schema} filterValues={list.filterValues} setFilters={list.setFilters} />
          </Box>
          <Divider />
        </>
      )}
      {/* inline-size containment: the grid's column widths must not widen the page; it scrolls inside. */}
      <Box sx={{ height: gridHeight, width: '100%', contain: 'inline-size' }}>
        {/* Before its first answer the grid draws its header and placeholder rows (ListGrid), cheap plain elements. */}
        <EntityGrid
          schema={schema}
          list={list}
          emptyMessage={emptyMessage ?? `No ${schema.nounPlural} match the current filters.`}
          errorMessage={errorMessage}
          columns={columns}
          onRowClick={onRowClick}
          rowClassName={rowClassName}
          columnsView={columnsView}
        />
      </Box>
      <Divider />
      {/* The list's own tools (saved views, columns) beside the paginator: the bar above stays one line at 1280 px. */}
      <Box sx={{ display: 'flex', alignItems: 'center', pl: tools ? 1.5 : 0, gap: 1 }}>
        {tools}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Paginator
            page={list.page}
            perPage={list.perPage}
            total={list.total ?? 0}
            totalCapped={list.meta?.totalCapped === true}
            maxTabs={schema.list.maxPageTabs}
            setPage={list.setPage}
            perPageChoices={perPageChoices}
            setPerPage={list.setPerPage}
          />
        </Box>
      </Box>
    </Card>
  );
}

export interface EntityListProps {
  schema: ResourceSchema;
}

/** The frame whose row click (or Enter) opens the row's form where the kind has one (useFormOpens): the same dialog
 *  as the row's Change action, held by the list's ListUiProvider. */
function FormRowsFrame(props: Pick<ListFrameProps, 'schema' | 'list' | 'header' | 'perPageChoices' | 'columnsView' | 'tools'>) {
  const ui = useListUi();
  return <ListFrame {...props} onRowClick={useFormOpens(props.schema).rowClick ? ui.editRecord : undefined} />;
}

export function EntityList({ schema }: EntityListProps) {
  const controller = useEntityList(schema);
  const { list, dialog, openAction, closeDialog, refresh } = controller;
  const columns = useColumnsState(schema);
  const views = useSavedViews(schema, list, columns);

  return (
    <ListUiProvider schema={schema} refresh={refresh}>
      <FormRowsFrame
        schema={schema}
        list={list}
        perPageChoices={controller.perPageChoices}
        columnsView={columns}
        header={<EntityListHeader schema={schema} controller={controller} onAction={openAction} />}
        tools={<ListTools schema={schema} views={views} columns={columns} />}
      />
      {dialog && (
        <StatusChangeDialog
          schema={schema}
          action={dialog.action}
          records={dialog.records}
          matching={dialog.matching === undefined ? undefined : { count: dialog.matching, filter: matchingFilter(list.filterValues, list.sort) }}
          onClose={closeDialog}
          onDone={() => {
            closeDialog();
            list.onUnselectItems();
            refresh();
          }}
        />
      )}
    </ListUiProvider>
  );
}
