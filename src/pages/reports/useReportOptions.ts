// A report's centre and batch choices: the support lists in the user's scope (an AO sees their centres only), the
// batches narrowed to the chosen centres, in the state the lists' MultiSelectFilter shows.
import { useQuery } from '@tanstack/react-query';
import type { FilterDef } from '../../../schemas/core/types';
import { useEntityApi } from '../../../resources/api';
import { SUPPORT_MESSAGES } from '../../../resources/messages';
import { REF_SOURCES, type OptionsState } from '../../../resources/list/useFilterOptions';

type Target = 'centre' | 'batch';

export const REPORT_FILTERS: Readonly<Record<Target, FilterDef>> = {
  centre: { key: 'centre', field: 'centre', label: 'Centre', placeholder: 'All Centres', badgeLimit: 2, source: { type: 'ref', target: 'centre' } },
  batch: {
    key: 'batch', field: 'batch', label: 'Batch', placeholder: 'All Batches', badgeLimit: 2, source: { type: 'ref', target: 'batch' }, dependsOn: 'centre',
  },
};

export function useReportOptions(target: Target, centres: readonly string[], enabled: boolean): OptionsState {
  const api = useEntityApi();
  const source = REF_SOURCES[target];
  const params = target === 'batch' && centres.length > 0 ? { centre: centres.join(',') } : {};
  const query = useQuery({
    queryKey: ['entity-support', source.list, params],
    queryFn: ({ signal }) => api.supportList<Record<string, unknown>>(source.list, params, signal),
    enabled,
    staleTime: 5 * 60_000,
  });
  const messages = SUPPORT_MESSAGES[target];
  if (query.isPending) return { status: 'loading', options: [] };
  if (query.isError) return { status: 'error', options: [], message: messages.failed };
  const options = query.data.map((row) => ({ value: String(row.id), label: source.label(row) }));
  return options.length === 0 ? { status: 'empty', options, message: messages.empty } : { status: 'ready', options };
}
