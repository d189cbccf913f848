// The list the entities home opens with for an address (/glorifireEntities/home?entity=crp...), with the parameters
// its list controller will ask with: the address as the page normalises it (entityUrl.ts), read as react-admin reads
// it (useListParams' getQuery), on the schema's defaults (useEntityList's listDefaults). None for an address whose
// list parameters the list check would cut (a stale link): the list asks for itself then, once the shell can show the
// toast that names what was left out (src/providers/droppedNotice.ts).
import { getQuery, parseQueryFromLocation, type GetListParams } from 'react-admin';
import { getEntity } from '../../../schemas';
import { toListQuery } from '../../../schemas/listQuery';
import { checkedListQuery } from '../../../resources/list/listRequest';
import { listDefaults } from '../../../resources/list/useEntityList';
import { ENTITY_PARAM, HOME_PATH, normalisedSearch } from './entityUrl';

export interface OpeningList { resource: string; params: GetListParams }

export function entitiesHomeList(pathname: string, search: string): OpeningList | null {
  if (pathname !== HOME_PATH) return null;
  const schema = getEntity(new URLSearchParams(search).get(ENTITY_PARAM) ?? '');
  if (!schema) return null;
  const defaults = listDefaults(schema);
  const query = getQuery({
    queryFromLocation: parseQueryFromLocation({ search: normalisedSearch(search, schema) ?? search }),
    params: {},
    filterDefaultValues: defaults.filter,
    sort: defaults.sort,
    perPage: defaults.perPage,
  });
  const params: GetListParams = { pagination: { page: query.page, perPage: query.perPage }, sort: { field: query.sort, order: query.order }, filter: { ...query.filter }, meta: undefined };
  if (checkedListQuery(schema, toListQuery(params)).dropped.length > 0) return null;
  return { resource: schema.kind, params };
}
