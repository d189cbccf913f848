// The controller of the generic resource list (its view is EntityList): react-admin's list controller with the
// schema's defaults, plus page reset on a new total and, where the schema has them, what the entity screens add:
// the status tab, selection cleared on a new filter, and the records behind selected ids for the status modal.
import { useEffect, useRef, useState } from 'react';
import { useListController, type RaRecord } from 'react-admin';
import type { ResourceSchema } from '../../schemas';
import { listOpening } from '../../schemas/manifest';
import { openingState } from '../views/rememberedDefault';
import type { StatusAction } from '../api';
import { useResetPageOnTotalChange } from './Paginator';
import { currentStatus } from './StatusTabs';
import { perPageChoices } from './paging';

/** The list's opening parameters (listOpening, which also completes an address before the schema loads), as
 *  react-admin's list controller takes them. */
export const listDefaults = (schema: ResourceSchema) => openingState(listOpening(schema.list));

/** Records seen on any page, so the modal can name selected rows of other pages. */
function useSeenRecords(data: RaRecord[] | undefined) {
  const seen = useRef(new Map<RaRecord['id'], RaRecord>());
  for (const r of data ?? []) seen.current.set(r.id, r);
  return seen.current;
}

export interface StatusDialog {
  action: StatusAction;
  records: RaRecord[];
  /** "Select all N matching": the change applies to the whole filter, this many records as the list counted them. */
  matching?: number;
}

/** Every row of the page is selected and there are more pages: the moment to offer "Select all N matching". */
export function wholePageSelected(data: readonly RaRecord[] | undefined, selectedIds: readonly RaRecord['id'][], total: number | undefined): boolean {
  if (!data?.length || (total ?? 0) <= data.length) return false;
  const selected = new Set(selectedIds);
  return data.every((r) => selected.has(r.id));
}

export function useEntityList(schema: ResourceSchema) {
  const defaults = listDefaults(schema);
  const list = useListController({
    resource: schema.kind,
    perPage: defaults.perPage,
    sort: defaults.sort,
    filterDefaultValues: defaults.filter,
    // Asked already: every list sits behind the route guard and its page offers only the kinds the permissions
    // allow (the server checks each call again). react-admin's own sign-in and access checks would hold the list
    // request back for two more rounds of rendering on a cold load.
    disableAuthentication: true,
    // The call layer has already toasted the failure and the grid says 'Unable to Fetch View Details.'; react-admin's
    // own notification would be a third message about the same thing.
    queryOptions: { onError: () => undefined },
  });
  const { filterValues, onUnselectItems, selectedIds, page, setPage, total, perPage, setPerPage } = list;
  const seen = useSeenRecords(list.data);
  const [dialog, setDialog] = useState<StatusDialog | null>(null);
  const [allMatching, setAllMatching] = useState(false);
  const choices = perPageChoices(schema.list);
  const pageSelected = wholePageSelected(list.data, selectedIds, total);
  // "All N matching" holds while the whole page stays selected; unselecting a row goes back to the rows chosen.
  if (allMatching && !pageSelected) setAllMatching(false);

  // A rows-per-page the list does not offer (an edited link): the list's own, never more than the API's limit.
  useEffect(() => {
    if (!choices.includes(perPage)) setPerPage(schema.list.pageSize);
  }, [perPage]);

  useResetPageOnTotalChange(list.isPlaceholderData ? undefined : total, page, setPage);
  // A selection belongs to the filtered set it was made in: a new tab or filter starts empty.
  const filterKey = JSON.stringify(filterValues);
  // Keyed on the filter only: the selection changing must not clear itself.
  useEffect(() => {
    if (selectedIds.length > 0) onUnselectItems();
  }, [filterKey]);

  return {
    list,
    status: currentStatus(schema.list.statusTabs, filterValues.status),
    dialog,
    perPageChoices: choices,
    pageSelected,
    allMatching: allMatching ? (total ?? 0) : undefined,
    selectAllMatching: () => setAllMatching(true),
    openAction: (action: StatusAction) =>
      setDialog({
        action,
        records: selectedIds.map((id) => seen.get(id)).filter((r): r is RaRecord => r !== undefined),
        ...(allMatching ? { matching: total ?? 0 } : {}),
      }),
    closeDialog: () => setDialog(null),
    refresh: () => void list.refetch(),
  };
}
