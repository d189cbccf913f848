// The one generic entity list, driven by a schema (the view; useEntityList is its controller): status tabs,
// filters, search, the grid (MUI X, lazy chunk) on react-admin's list controller (page, sort and filters in the
// URL), the paginator, selection and the deactivate / reactivate, contact, batch summary, class update and export.
import { lazy, Suspense } from 'react';
import { Box, Card, Divider, Skeleton } from '@mui/material';
import type { EntitySchema } from '../../schemas';
import { ExportButton } from '../actions/ExportButton';
import { ListActions } from '../actions/ListActions';
import { StatusChangeDialog } from '../actions/StatusChangeDialog';
import { FilterBar } from './FilterBar';
import { ListUiProvider } from './ListUiProvider';
import { Paginator } from './Paginator';
import { StatusTabs } from './StatusTabs';
import { useEntityList } from './useEntityList';

const EntityGrid = lazy(() => import('./EntityGrid'));

/** The grid keeps the page on screen: the rows scroll inside it, the paginator stays in view. */
export const GRID_HEIGHT = 'max(360px, calc(100vh - 370px))';

export interface EntityListProps {
  schema: EntitySchema;
}

export function EntityList({ schema }: EntityListProps) {
  const { list, status, dialog, openAction, closeDialog, refresh } = useEntityList(schema);
  const { filterValues, setFilters, onUnselectItems, selectedIds, page, setPage, total, perPage } = list;
  const emptyMessage = `No ${schema.label} match the current filters.`;

  return (
    <ListUiProvider schema={schema} refresh={refresh}>
      <Card variant="outlined" sx={{ overflow: 'visible', minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 2, borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap' }}>
          <StatusTabs tabs={schema.list.statusTabs} value={status} onChange={(s) => setFilters({ ...filterValues, status: s })} />
          <Box sx={{ flex: 1 }} />
          <ListActions status={status} selected={selectedIds.length} onAction={openAction} onClearSelection={() => onUnselectItems()} />
          <ExportButton schema={schema} filter={filterValues} sort={list.sort} />
        </Box>
        <Box sx={{ px: 2, py: 1.5 }}>
          <FilterBar schema={schema} filterValues={filterValues} setFilters={setFilters} />
        </Box>
        <Divider />
        {/* inline-size containment: the grid's column widths must not widen the page; it scrolls inside. */}
        <Box sx={{ height: GRID_HEIGHT, width: '100%', contain: 'inline-size' }}>
          <Suspense fallback={<Skeleton variant="rectangular" height="100%" aria-label="Loading list" />}>
            <EntityGrid schema={schema} list={list} emptyMessage={emptyMessage} />
          </Suspense>
        </Box>
        <Divider />
        <Paginator page={page} perPage={perPage} total={total ?? 0} maxTabs={schema.list.maxPageTabs} setPage={setPage} />
      </Card>
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
