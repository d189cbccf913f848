// A list's request as its schema declares it: the list query (DESIGN.md) as GET parameters, or, for a list asked by
// POST (the alert lists, console-spec §7), the same values as a JSON body with the endpoint's own paging keys
// (pageNumber, pageSize) and numbers where the query has text.
import type { ListRequest, ResourceSchema } from '../../schemas/core/types';
import { toListQuery, type ListParams, type QueryParams } from '../../schemas/listQuery';

export type ListBody = Record<string, string | number>;

export function toListBody(query: QueryParams, request: ListRequest): ListBody {
  const numeric = new Set(['page', 'limit', ...(request.numbers ?? [])]);
  const body: ListBody = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (key === 'sortOrder' && request.sortOrder === false) continue;
    const renamed = (key === 'page' || key === 'limit' ? request.keys?.[key] : undefined) ?? key;
    body[renamed] = numeric.has(key) && /^\d+$/.test(String(value)) ? Number(value) : String(value);
  }
  return body;
}

export type ListCall = { method: 'GET'; params: QueryParams } | { method: 'POST'; body: ListBody };

export function listCall(schema: Pick<ResourceSchema, 'api'>, params: ListParams): ListCall {
  const query = toListQuery(params);
  const request = schema.api.listRequest;
  return request ? { method: 'POST', body: toListBody(query, request) } : { method: 'GET', params: query };
}
