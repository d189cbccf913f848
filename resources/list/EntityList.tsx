// The one generic resource list, driven by a schema (the view; useEntityList is its controller): filters, search,
// the grid (MUI X, lazy chunk) on react-admin's list controller (page, sort and filters in the URL) and the
// paginator; and what the schema's capability blocks add: status tabs, selection and the deactivate / reactivate,
// contact, batch summary, class update and export. ListFrame is the part a screen with its own controller reuses.
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Box, Card, Divider, Skeleton } from '@mui/material';
import type { RaRecord } from 'react-admin';
import type { ResourceSchema } from '../../schemas';
import { useFormOpens } from '../rows/useFormOpens';
import { ExportButton } from '../actions/ExportButton';
import { ListActions } from '../actions/ListActions';
import { StatusChangeDialog } from '../actions/StatusChangeDialog';
import type { ColumnOptions } from './columns';
import type { DateRangeFilterProps } from './DateRangeFilter';
import type { GridList } from './EntityGrid';
import { FilterBar } from './FilterBar';
import { ListUiProvider } from './ListUiProvider';
import { useListUi } from './ListUiContext';
import { Paginator } from './Paginator';
import { StatusTabs } from './StatusTabs';
import { useEntityList } from './useEntityList';

const EntityGrid = lazy(() => import('./EntityGrid'));

/** The grid keeps the page on screen: the rows scroll inside it, the paginator stays in view. */
export const GRID_HEIGHT = 'max(360px, calc(100vh - 370px))';

type Filters = Record<string, unknown>;

export interface ListFrameProps {
  schema: ResourceSchema;
  /** The list, with the filter values its filter bar shows and sets. */
  list: GridList & { setPage: (page: number) => void; filterValues: Filters; setFilters: (filters: Filters) => void };
  /** The bar above the filters (tabs, actions); none when absent. */
  header?: ReactNode;
  emptyMessage?: string;
  errorMessage?: string;
  columns?: ColumnOptions;
  onRowClick?: (record: RaRecord) => void;
  rowClassName?: (record: RaRecord) => string;
  gridHeight?: string;
  dateRangeInput?: ComponentType<DateRangeFilterProps>;
}

/** Filters, grid and paginator of any schema-declared list, on whichever controller the screen uses. */
export function ListFrame({ schema, list, header, emptyMessage, errorMessage, columns, onRowClick, rowClassName, gridHeight = GRID_HEIGHT, dateRangeInput }: ListFrameProps) {
  const hasFilters = schema.list.search.fields.length > 0 || schema.list.filters.some((f) => f.key !== 'status') || schema.list.dateRanges.length > 0;
  return (
    <Card variant="outlined" sx={{ overflow: 'visible', minWidth: 0 }}>
      {header}
      {hasFilters && (
        <>
          <Box sx={{ px: 2, py: 1.5 }}>
            <FilterBar schema={schema} filterValues={list.filterValues} setFilters={list.setFilters} dateRangeInput={dateRangeInput} />
          </Box>
          <Divider />
        </>
      )}
      {/* inline-size containment: the grid's column widths must not widen the page; it scrolls inside. */}
      <Box sx={{ height: gridHeight, width: '100%', contain: 'inline-size' }}>
        <Suspense fallback={<Skeleton variant="rectangular" height="100%" aria-label="Loading list" />}>
          <EntityGrid
            schema={schema}
            list={list}
            emptyMessage={emptyMessage ?? `No ${schema.label} match the current filters.`}
            errorMessage={errorMessage}
            columns={columns}
            onRowClick={onRowClick}
            rowClassName={rowClassName}
          />
        </Suspense>
      </Box>
      <Divider />
      <Paginator page={list.page} perPage={list.perPage} total={list.total ?? 0} maxTabs={schema.list.maxPageTabs} setPage={list.setPage} />
    </Card>
  );
}

export interface EntityListProps {
  schema: ResourceSchema;
}

/** The frame whose row click (or Enter) opens the row's form where the kind has one (useFormOpens): the same dialog
 *  as the row's Change action, held by the list's ListUiProvider. */
function FormRowsFrame(props: Pick<ListFrameProps, 'schema' | 'list' | 'header'>) {
  const ui = useListUi();
  return <ListFrame {...props} onRowClick={useFormOpens(props.schema).rowClick ? ui.editRecord : undefined} />;
}

export function EntityList({ schema }: EntityListProps) {
  const { list, status, dialog, openAction, closeDialog, refresh } = useEntityList(schema);
  const { filterValues, setFilters, onUnselectItems, selectedIds } = list;
  const tabs = schema.list.statusTabs;
  const header = (tabs.length > 0 || schema.statusChange || schema.export) && (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 2, borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap', minHeight: 48 }}>
      {status && tabs.length > 0 && <StatusTabs tabs={tabs} value={status} onChange={(s) => setFilters({ ...filterValues, status: s })} />}
      <Box sx={{ flex: 1 }} />
      {status && schema.statusChange && (
        <ListActions resource={schema.kind} status={status} selected={selectedIds.length} onAction={openAction} onClearSelection={() => onUnselectItems()} />
      )}
      {schema.export && <ExportButton schema={schema} filter={filterValues} sort={list.sort} />}
    </Box>
  );

  return (
    <ListUiProvider schema={schema} refresh={refresh}>
      <FormRowsFrame schema={schema} list={list} header={header || undefined} />
      {dialog && (
        <StatusChangeDialog
          schema={schema}
          action={dialog.action}
          records={dialog.records}
          onClose={closeDialog}
          onDone={() => {
            closeDialog();
            onUnselectItems();
            refresh();
          }}
        />
      )}
    </ListUiProvider>
  );
}
