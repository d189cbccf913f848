// A list's request as its schema declares it: the list query (DESIGN.md) as GET parameters, or, for a list asked by
// POST (the alert lists, console-spec §7), the same values as a JSON body with the endpoint's own paging keys
// (pageNumber, pageSize) and numbers where the query has text; or GET parameters an endpoint checks with its own
// query schema (the PTM view, the exam-result history), without sort where its order is fixed.
import type { ListRequest, ResourceSchema } from '../../schemas/core/types';
import { listQuerySchema } from '../../schemas/core/query';
import { toListQuery, type ListParams, type QueryParams } from '../../schemas/listQuery';
import { dropRefused, type Cleaned } from '../../schemas/listQuery/clean';

export type ListBody = Record<string, string | number>;

export function toListBody(query: QueryParams, request: ListRequest): ListBody {
  const numeric = new Set(['page', 'limit', ...(request.numbers ?? [])]);
  const body: ListBody = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (key === 'sortOrder' && request.sortOrder === false) continue;
    if ((key === 'sortBy' || key === 'sortOrder') && request.sort === false) continue;
    const renamed = (key === 'page' || key === 'limit' ? request.keys?.[key] : undefined) ?? key;
    body[renamed] = numeric.has(key) && /^\d+$/.test(String(value)) ? Number(value) : String(value);
  }
  return body;
}

/** A list query (GET, the export too) without the parameters listQuerySchema refuses, as the server checks it. */
export function checkedListQuery(schema: Pick<ResourceSchema, 'list'>, query: QueryParams): Cleaned<QueryParams> {
  return dropRefused(listQuerySchema(schema), query);
}

/** The call, and the parameters left out of it because the server would refuse them (named for the user). */
export type ListCall = ({ method: 'GET'; params: QueryParams } | { method: 'POST'; body: ListBody }) & { dropped: string[] };

/**
 * The one place a list's parameters (from the URL: bookmarks, edited links, NAVIGATE) become its request, checked
 * against the schema the server checks it with: the list query (listQuerySchema) or the endpoint's declared body.
 */
export function listCall(schema: Pick<ResourceSchema, 'api' | 'list'>, params: ListParams): ListCall {
  const request = schema.api.listRequest;
  if (!request) {
    const { value, dropped } = checkedListQuery(schema, toListQuery(params));
    return { method: 'GET', params: value, dropped };
  }
  const body = toListBody(toListQuery(params), request);
  const validator = request.method === 'GET' ? request.query : request.body;
  const { value, dropped } = validator ? dropRefused(validator, body) : { value: body, dropped: [] };
  return request.method === 'GET' ? { method: 'GET', params: value, dropped } : { method: 'POST', body: value, dropped };
}
