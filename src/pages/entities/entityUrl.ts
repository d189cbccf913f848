// The entities home URL: ?entity=<kind> plus react-admin's list parameters (filter, page, perPage, sort, order),
// so a link reproduces the view. A URL without list parameters gets the schema's defaults written into it:
// react-admin ignores its default filter whenever the query string holds anything (here: entity).
import type { EntitySchema } from '../../../schemas';

export const ENTITY_PARAM = 'entity';
/** The entities home, whose view tab is the entity's list. */
export const HOME_PATH = '/glorifireEntities/home';
/** react-admin's list parameters, written afresh with the schema's defaults. */
const LIST_PARAMS = ['filter', 'page', 'perPage', 'sort', 'order', 'displayedFilters'];

export function listSearch(schema: EntitySchema, extra: Record<string, string> = {}): string {
  const { defaultSort, pageSize, statusTabs } = schema.list;
  const params = new URLSearchParams({
    [ENTITY_PARAM]: schema.kind,
    ...extra,
    filter: JSON.stringify({ status: statusTabs[0].key }),
    page: '1',
    perPage: String(pageSize),
    sort: defaultSort.field,
    order: defaultSort.order === 'desc' ? 'DESC' : 'ASC',
  });
  return `?${params.toString()}`;
}

/** The search string to replace the current one with, or null when it already names a filter. */
export function normalisedSearch(search: string, schema: EntitySchema): string | null {
  const params = new URLSearchParams(search);
  if (params.get(ENTITY_PARAM) === schema.kind && params.has('filter')) return null;
  // Parameters of the page's other views (the week view's `view`, `week`) survive: a shared link reopens that view.
  const kept = [...params].filter(([key]) => key !== ENTITY_PARAM && !LIST_PARAMS.includes(key));
  return listSearch(schema, Object.fromEntries(kept));
}
