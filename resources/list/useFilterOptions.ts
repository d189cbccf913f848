// The options of one list filter: fixed ones from the schema, ref ones from the support lists (in the user's
// scope, so a centre admin's centre filter holds only their centres). Batches depend on the chosen centres.
import { useQuery } from '@tanstack/react-query';
import type { EntitySchema, FilterDef, RefTarget } from '../../schemas';
import type { QueryParams } from '../../schemas/listQuery';
import { useEntityApi, type SupportList } from '../api';
import { SUPPORT_MESSAGES } from '../messages';

export interface FilterOption {
  value: string;
  label: string;
}

export type OptionsState =
  | { status: 'loading'; options: FilterOption[] }
  | { status: 'ready'; options: FilterOption[] }
  | { status: 'empty' | 'error'; options: FilterOption[]; message: string };

type Row = Record<string, unknown>;

interface RefSource {
  list: SupportList;
  params: (schema: EntitySchema, centres: readonly string[]) => QueryParams;
  label: (row: Row) => string;
}

const byName = (row: Row) => String(row.name ?? '');

const REF_SOURCES: Readonly<Record<RefTarget, RefSource>> = {
  centre: { list: 'centres', params: () => ({}), label: byName },
  role: { list: 'roles', params: (schema) => ({ kind: schema.kind === 'non-faculty' ? 'non-faculty' : 'teacher' }), label: byName },
  subject: { list: 'subjects', params: () => ({}), label: byName },
  batch: {
    list: 'batches',
    params: (_schema, centres) => (centres.length > 0 ? { centre: centres.join(',') } : {}),
    label: (row) => String(row.batchCode ?? row.name ?? ''),
  },
  'course-program': { list: 'course-program-mappings', params: () => ({}), label: (row) => String(row.programName ?? '') },
};

export function useFilterOptions(schema: EntitySchema, filter: FilterDef, centres: readonly string[]): OptionsState {
  const api = useEntityApi();
  const source = filter.source.type === 'ref' ? REF_SOURCES[filter.source.target] : null;
  const params = source ? source.params(schema, centres) : {};
  const query = useQuery({
    queryKey: ['entity-support', source?.list, params],
    queryFn: ({ signal }) => api.supportList<Row>(source!.list, params, signal),
    enabled: source !== null,
    staleTime: 5 * 60_000,
  });
  if (filter.source.type === 'fixed') {
    return { status: 'ready', options: filter.source.options.map((o) => ({ value: o, label: o })) };
  }
  const messages = SUPPORT_MESSAGES[filter.source.target];
  if (query.isPending) return { status: 'loading', options: [] };
  if (query.isError) return { status: 'error', options: [], message: messages.failed };
  const options = query.data.map((row) => ({ value: String(row.id), label: source!.label(row) }));
  return options.length === 0 ? { status: 'empty', options, message: messages.empty } : { status: 'ready', options };
}
