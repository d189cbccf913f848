// The one generic entity list, driven by a schema: status tabs, filters, search, the grid (MUI X, lazy chunk)
// on react-admin's list controller (page, sort and filters in the URL), the paginator, selection and the
// deactivate / reactivate, contact, batch summary, class update and export actions.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Box, Card, Divider, Skeleton } from '@mui/material';
import { useListController, type RaRecord } from 'react-admin';
import type { EntitySchema } from '../../schemas';
import type { StatusAction } from '../api';
import { ExportButton } from '../actions/ExportButton';
import { ListActions } from '../actions/ListActions';
import { StatusChangeDialog } from '../actions/StatusChangeDialog';
import { FilterBar } from './FilterBar';
import { ListUiProvider } from './ListUiProvider';
import { Paginator, useResetPageOnTotalChange } from './Paginator';
import { StatusTabs, currentStatus } from './StatusTabs';

const EntityGrid = lazy(() => import('./EntityGrid'));

/** The grid keeps the page on screen: the rows scroll inside it, the paginator stays in view. */
export const GRID_HEIGHT = 'max(360px, calc(100vh - 370px))';

export interface EntityListProps {
  schema: EntitySchema;
}

export const listDefaults = (schema: EntitySchema) => ({
  perPage: schema.list.pageSize,
  sort: { field: schema.list.defaultSort.field, order: schema.list.defaultSort.order === 'desc' ? ('DESC' as const) : ('ASC' as const) },
  filter: { status: schema.list.statusTabs[0].key },
});

/** Records seen on any page, so the modal can name selected rows of other pages. */
function useSeenRecords(data: RaRecord[] | undefined) {
  const seen = useRef(new Map<RaRecord['id'], RaRecord>());
  for (const r of data ?? []) seen.current.set(r.id, r);
  return seen.current;
}

export function EntityList({ schema }: EntityListProps) {
  const defaults = listDefaults(schema);
  const list = useListController({ resource: schema.kind, perPage: defaults.perPage, sort: defaults.sort, filterDefaultValues: defaults.filter });
  const { filterValues, setFilters, onUnselectItems, selectedIds, page, setPage, total, perPage } = list;
  const status = currentStatus(schema.list.statusTabs, filterValues.status);
  const seen = useSeenRecords(list.data);
  const [dialog, setDialog] = useState<{ action: StatusAction; records: RaRecord[] } | null>(null);

  useResetPageOnTotalChange(list.isPlaceholderData ? undefined : total, page, setPage);
  // A selection belongs to the filtered set it was made in: a new tab or filter starts empty.
  const filterKey = JSON.stringify(filterValues);
  useEffect(() => {
    if (selectedIds.length > 0) onUnselectItems();
  }, [filterKey]); // eslint-disable-line react-hooks/exhaustive-deps

  const openAction = (action: StatusAction) =>
    setDialog({ action, records: selectedIds.map((id) => seen.get(id)).filter((r): r is RaRecord => r !== undefined) });
  const refresh = () => void list.refetch();
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
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            onUnselectItems();
            refresh();
          }}
        />
      )}
    </ListUiProvider>
  );
}
