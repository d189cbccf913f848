// The bar above an entity list's filters: status tabs, the selection with its status action and the export; and, when
// the whole page is selected, the offer to select every record the filter matches ("Select all N matching", as
// react-admin's SelectAllButton and Gmail do). ListTools: saved views and the columns panel, beside the paginator.
import { Alert, Box, Button } from '@mui/material';
import type { ResourceSchema } from '../../schemas';
import type { StatusAction } from '../api';
import { ExportButton } from '../actions/ExportButton';
import { ListActions } from '../actions/ListActions';
import { SavedViewsMenu } from '../views/SavedViewsMenu';
import type { SavedViewsController } from '../views/useSavedViews';
import { ColumnsPanel } from './ColumnsPanel';
import { StatusTabs } from './StatusTabs';
import type { ColumnsView } from './useColumnsState';
import type { useEntityList } from './useEntityList';

const n = (x: number) => x.toLocaleString('en-IN');

/**
 * `totalCapped`: the list's total is only a lower bound (a search matching more than 10,000), so "all matching" has no
 * number to show or confirm: the offer is left out, and the search can be narrowed instead.
 */
export function SelectAllBar({ pageRows, total, totalCapped = false, allMatching, onSelectAll, onClear }: { pageRows: number; total: number; totalCapped?: boolean; allMatching: boolean; onSelectAll: () => void; onClear: () => void }) {
  return (
    <Alert
      severity="info"
      sx={{ borderRadius: 0, py: 0, alignItems: 'center' }}
      action={
        totalCapped && !allMatching ? undefined : allMatching ? (
          <Button size="small" onClick={onClear}>
            Clear selection
          </Button>
        ) : (
          <Button size="small" onClick={onSelectAll}>
            Select all {n(total)} matching
          </Button>
        )
      }
    >
      {allMatching ? `All ${n(total)} records matching the filters are selected.` : `All ${n(pageRows)} rows on this page are selected.`}
    </Alert>
  );
}

/** Saved views and the columns panel (shown beside the paginator). */
export function ListTools({ schema, views, columns }: { schema: ResourceSchema; views: SavedViewsController; columns: ColumnsView }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexShrink: 0 }}>
      {views.enabled && <SavedViewsMenu views={views} />}
      <ColumnsPanel schema={schema} columns={columns} />
    </Box>
  );
}

export interface EntityListHeaderProps {
  schema: ResourceSchema;
  controller: ReturnType<typeof useEntityList>;
  onAction: (action: StatusAction) => void;
}

export function EntityListHeader({ schema, controller, onAction }: EntityListHeaderProps) {
  const { list, status, pageSelected, allMatching, selectAllMatching } = controller;
  const { filterValues, setFilters, onUnselectItems, selectedIds } = list;
  const tabs = schema.list.statusTabs;
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 2, borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap', minHeight: 48 }}>
        {status && tabs.length > 0 && <StatusTabs tabs={tabs} value={status} onChange={(s) => setFilters({ ...filterValues, status: s })} />}
        <Box sx={{ flex: 1 }} />
        {status && schema.statusChange && (
          <ListActions
            resource={schema.kind}
            noun={schema.noun}
            verbs={schema.statusChange.verbs}
            status={status}
            selected={allMatching ?? selectedIds.length}
            allMatching={allMatching !== undefined}
            onAction={onAction}
            onClearSelection={() => onUnselectItems()}
          />
        )}
        {schema.export && <ExportButton schema={schema} filter={filterValues} sort={list.sort} matching={allMatching} />}
      </Box>
      {pageSelected && (
        <SelectAllBar pageRows={list.data?.length ?? 0} total={list.total ?? 0} totalCapped={list.meta?.totalCapped === true} allMatching={allMatching !== undefined} onSelectAll={selectAllMatching} onClear={() => onUnselectItems()} />
      )}
    </>
  );
}
