// react-admin DataProvider speaking our API (DESIGN.md "API conventions"), in the manner of ra-data-simple-rest:
// a factory over an injected httpClient, so it is tested with a fake and all §7/§8 handling stays in src/api.
import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import type { HttpClient } from '../api/httpClient';
import type { ApiEnvelope } from '../api/types';
import { MAX_LIMIT, toListQuery, type ListParams, type QueryParams } from '../../schemas/listQuery';
import type { ResourceSchema } from '../../schemas/core/types';
import { listRules } from './listModules';

/** react-admin resource name → API path, e.g. { 'students-crp': 'auth/v4/glorifire-entities/crp' }.
 *  A resource missing from the map uses its own name as the path. */
export type ResourcePaths = Record<string, string>;

export type DataProviderHttp = Pick<HttpClient, 'get' | 'post' | 'put' | 'patch' | 'delete'>;

export interface ListAnswer<R = RaRecord> {
  rows: R[];
  totalCount: number;
  /** The total is a lower bound (a search matched more than the server counts exactly). */
  totalCapped?: true;
}

/** A list answer or a bare array: getMany accepts either, so a server may answer ids with a plain list. */
const rowsOf = <R>(data: ListAnswer<R> | R[] | undefined): R[] => (Array.isArray(data) ? data : (data?.rows ?? []));

type ListSchema = Pick<ResourceSchema, 'list'>;
type ListRules = NonNullable<ReturnType<typeof listRules.now>>;

export interface ListChecks {
  /** The schema a resource's list query is checked against (its entity schema); undefined: sent as asked. A value,
   *  not a promise, once the schemas have loaded. */
  schemaOf(resource: string): ListSchema | undefined | Promise<ListSchema | undefined>;
  /** Told, for every list request, the parameters left out because the server would refuse them (often none). */
  onChecked(list: string, dropped: string[]): void;
}

/** The list query of a resource, cleaned against its schema where it has one (resources/list/listRequest.ts). Without
 *  waiting a turn once the schema and the list rules are loaded (listModules.ts), as a list page has them. */
function listQueryOf(resource: string, params: ListParams, checks?: ListChecks): QueryParams | Promise<QueryParams> {
  if (!checks) return toListQuery(params);
  const check = (schema: ListSchema | undefined, rules: ListRules) => {
    if (!schema) return toListQuery(params);
    const { value, dropped } = rules.checkedListQuery(schema, toListQuery(params));
    checks.onChecked(resource, dropped);
    return value;
  };
  const schema = checks.schemaOf(resource);
  const rules = listRules.now();
  if (rules && !(schema instanceof Promise)) return check(schema, rules);
  return Promise.all([schema, listRules.load()]).then(([s, r]) => check(s, r));
}

export function createDataProvider(httpClient: DataProviderHttp, resources: ResourcePaths = {}, checks?: ListChecks): DataProvider {
  const pathOf = (resource: string) => (resources[resource] ?? resource).replace(/\/+$/, '');
  const itemPath = (resource: string, id: Identifier) => `${pathOf(resource)}/${encodeURIComponent(String(id))}`;

  const getList: DataProvider['getList'] = async (resource, params) => {
    const query = await listQueryOf(resource, params, checks);
    const { data } = await httpClient.get<ListAnswer>(pathOf(resource), query, { signal: params.signal });
    // A capped total travels in the answer's meta: the paginator shows "10,000+" and keeps next open.
    return { data: data.rows as never[], total: data.totalCount, ...(data.totalCapped ? { meta: { totalCapped: true } } : {}) };
  };

  return {
    getList,

    getOne: async (resource, params) => {
      const { data } = await httpClient.get<RaRecord>(itemPath(resource, params.id), undefined, { signal: params.signal });
      return { data: data as never };
    },

    // One list call filtered by ids (a comma list, like every filter) rather than one call per id.
    getMany: async (resource, params) => {
      if (params.ids.length === 0) return { data: [] };
      const chunks: Identifier[][] = [];
      for (let i = 0; i < params.ids.length; i += MAX_LIMIT) chunks.push(params.ids.slice(i, i + MAX_LIMIT));
      const answers = await Promise.all(
        chunks.map((ids) =>
          httpClient.get<ListAnswer | RaRecord[]>(pathOf(resource), { ids: ids.map(String), page: 1, limit: ids.length }, { signal: params.signal }),
        ),
      );
      return { data: answers.flatMap((a) => rowsOf(a.data)) as never[] };
    },

    getManyReference: (resource, params) =>
      getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }),

    update: async (resource, params) => {
      const { data } = await httpClient.put<RaRecord | null>(itemPath(resource, params.id), params.data);
      return { data: (data ?? { ...params.previousData, ...params.data, id: params.id }) as never };
    },

    // One call for all ids, so the server can apply the change in one transaction (issue 4, deactivate).
    updateMany: async (resource, params) => {
      const answer: ApiEnvelope<{ ids?: Identifier[] } | null> = await httpClient.patch(pathOf(resource), { ...params.data, ids: params.ids });
      return { data: answer.data?.ids ?? params.ids };
    },

    create: async (resource, params) => {
      const { data } = await httpClient.post<RaRecord>(pathOf(resource), params.data);
      return { data: data as never };
    },

    delete: async (resource, params) => {
      const { data } = await httpClient.delete<RaRecord | null>(itemPath(resource, params.id));
      return { data: (data ?? params.previousData ?? { id: params.id }) as never };
    },

    deleteMany: async (resource, params) => {
      const answer: ApiEnvelope<{ ids?: Identifier[] } | null> = await httpClient.delete(pathOf(resource), { ids: params.ids.map(String) });
      return { data: answer.data?.ids ?? params.ids };
    },
  };
}
