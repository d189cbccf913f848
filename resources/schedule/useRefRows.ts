// The support-list rows of a form's ref fields, asked in the user's scope by the lists the filters use (the same
// query keys, so a list already loaded for a filter is not asked again); a dependent field's list is asked for the
// parent's chosen value only (the batches of the chosen centre) and waits for that choice.
import { useQueries } from '@tanstack/react-query';
import type { ResourceSchema } from '../../schemas';
import { useEntityApi } from '../api';
import { REF_SOURCES } from '../list/useFilterOptions';
import type { FormField, FormValues } from './recordForm';

type Row = Record<string, unknown>;

export interface RefRows {
  rows: Record<string, Row[]>;
  loading: Record<string, boolean>;
  failed: Record<string, boolean>;
}

export function useRefRows(schema: ResourceSchema, fields: readonly FormField[], values: FormValues): RefRows {
  const api = useEntityApi();
  const refs = fields.filter((f) => f.input === 'ref' && f.target);
  const results = useQueries({
    queries: refs.map((f) => {
      const source = REF_SOURCES[f.target!];
      const parent = f.dependsOn ? values[f.dependsOn] : undefined;
      const params = { ...source.params(schema), ...(f.dependsOn && parent ? { [f.dependsOn]: parent } : {}) };
      return {
        queryKey: ['entity-support', source.list, params],
        queryFn: ({ signal }: { signal: AbortSignal }) => api.supportList<Row>(source.list, params, signal),
        enabled: !f.dependsOn || Boolean(parent),
        staleTime: 5 * 60_000,
      };
    }),
  });
  const out: RefRows = { rows: {}, loading: {}, failed: {} };
  refs.forEach((f, i) => {
    out.rows[f.key] = results[i].data ?? [];
    out.loading[f.key] = results[i].isLoading;
    out.failed[f.key] = results[i].isError;
  });
  return out;
}

/** An option's label: the filter's (a faculty as 'Name (code)'). */
export const refLabel = (f: FormField, row: Row): string => REF_SOURCES[f.target!].label(row);
