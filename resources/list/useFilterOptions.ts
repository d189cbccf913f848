// The options of one list filter: fixed ones from the schema, ref ones from the support lists (in the user's
// scope, so a centre admin's centre filter holds only their centres). As the schema declares: a filter that
// depends on another (batch on centre) lists the options of the values chosen there, and a centre filter limited to
// some centre kinds (CRP students: regular centres) lists only centres of those kinds.
import { useQuery } from '@tanstack/react-query';
import { refOptionsPath, type FilterDef, type FilterKey, type RefTarget, type ResourceSchema } from '../../schemas';
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
  params: (schema: ResourceSchema) => QueryParams;
  label: (row: Row) => string;
}

/** The values chosen in the filter another one depends on, by its key. */
export type ParentValues = Partial<Record<FilterKey, readonly string[]>>;

const byName = (row: Row) => String(row.name ?? '');

export const REF_SOURCES: Readonly<Record<RefTarget, RefSource>> = {
  centre: { list: 'centres', params: () => ({}), label: byName },
  role: { list: 'roles', params: (schema) => ({ kind: schema.kind === 'non-faculty' ? 'non-faculty' : 'teacher' }), label: byName },
  subject: { list: 'subjects', params: () => ({}), label: byName },
  batch: {
    list: 'batches',
    params: () => ({}),
    label: (row) => String(row.batchCode ?? row.name ?? ''),
  },
  'course-program': { list: 'course-program-mappings', params: () => ({}), label: (row) => String(row.programName ?? '') },
  teacher: { list: 'faculty', params: () => ({}), label: (row) => `${String(row.name ?? '')} (${String(row.employeeCode ?? '')})` },
  'feedback-question': { list: refOptionsPath('feedback-question'), params: () => ({}), label: byName },
  'feedback-form': { list: refOptionsPath('feedback-form'), params: () => ({}), label: byName },
  'kra-parameter': { list: refOptionsPath('kra-parameter'), params: () => ({}), label: byName },
};

/** The support list's query: its own parameters and the chosen values of the filter it depends on (`centre=1,2`). */
export function optionParams(schema: ResourceSchema, filter: FilterDef, parents: ParentValues): QueryParams {
  if (filter.source.type !== 'ref') return {};
  const params = REF_SOURCES[filter.source.target].params(schema);
  const chosen = filter.dependsOn ? (parents[filter.dependsOn] ?? []) : [];
  return chosen.length > 0 ? { ...params, [filter.dependsOn!]: chosen.join(',') } : params;
}

/** Rows the declaration allows: centres of the resource's centre kinds only, when it names some. */
export function allowedRows(filter: FilterDef, rows: readonly Row[]): readonly Row[] {
  const kinds = filter.source.type === 'ref' ? filter.source.centreKinds : undefined;
  return kinds ? rows.filter((row) => (kinds as readonly unknown[]).includes(row.kind)) : rows;
}

export function useFilterOptions(schema: ResourceSchema, filter: FilterDef, parents: ParentValues): OptionsState {
  const api = useEntityApi();
  const source = filter.source.type === 'ref' ? REF_SOURCES[filter.source.target] : null;
  const params = optionParams(schema, filter, parents);
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
  const options = allowedRows(filter, query.data).map((row) => ({ value: String(row.id), label: source!.label(row) }));
  return options.length === 0 ? { status: 'empty', options, message: messages.empty } : { status: 'ready', options };
}
