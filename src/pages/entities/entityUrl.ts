// The entities home URL: ?entity=<kind> plus react-admin's list parameters (filter, page, perPage, sort, order),
// so a link reproduces the view. A URL without list parameters gets the schema's defaults written into it (or the
// user's default view's, when this browser remembers it: resources/views/rememberedDefault.ts): react-admin ignores
// its default filter whenever the query string holds anything (here: entity).
import type { EntitySchema } from '../../../schemas';
import { ENTITY_MANIFEST, isManifestKind, listOpening, type ListOpening } from '../../../schemas/manifest';
import { rememberedDefault, viewOpening } from '../../../resources/views/rememberedDefault';
import { sessionStore } from '../../api/session';

export const ENTITY_PARAM = 'entity';
/** The entities home, whose view tab is the entity's list. */
export const HOME_PATH = '/glorifireEntities/home';
/** react-admin's list parameters, written afresh with the schema's defaults. */
const LIST_PARAMS = ['filter', 'page', 'perPage', 'sort', 'order', 'displayedFilters'];

function openingSearch(kind: string, plain: ListOpening, extra: Record<string, string>): string {
  const remembered = rememberedDefault(kind, sessionStore().getSession().userId ?? '');
  const opening = remembered ? viewOpening(remembered) : plain;
  const params = new URLSearchParams({
    [ENTITY_PARAM]: kind,
    ...extra,
    filter: opening.filter,
    page: '1',
    perPage: String(opening.perPage),
    sort: opening.sort,
    order: opening.order,
  });
  return `?${params.toString()}`;
}

export function listSearch(schema: EntitySchema, extra: Record<string, string> = {}): string {
  return openingSearch(schema.kind, listOpening(schema.list), extra);
}

/** The search string that opens `kind`'s list, keeping the other views' parameters; null when it names a filter. */
function completed(search: string, kind: string, opening: ListOpening): string | null {
  const params = new URLSearchParams(search);
  if (params.get(ENTITY_PARAM) === kind && params.has('filter')) return null;
  // Parameters of the page's other views (the week view's `view`, `week`) survive: a shared link reopens that view.
  const kept = [...params].filter(([key]) => key !== ENTITY_PARAM && !LIST_PARAMS.includes(key));
  return openingSearch(kind, opening, Object.fromEntries(kept));
}

/** The search string to replace the current one with, or null when it already names a filter. */
export function normalisedSearch(search: string, schema: EntitySchema): string | null {
  return completed(search, schema.kind, listOpening(schema.list));
}

/**
 * The same from the manifest, before any schema has loaded: the entities home's address as its page would replace
 * it (for the kind it names), or null when there is nothing to replace. The console completes the address it opens
 * at with this before its first render, which spares the page's replace (a navigation: another render of the whole
 * shell, and another load of the alert counters, which reload after each navigation).
 */
export function openingAddress(pathname: string, search: string): string | null {
  if (pathname !== HOME_PATH) return null;
  const kind = new URLSearchParams(search).get(ENTITY_PARAM);
  if (!isManifestKind(kind)) return null;
  const next = completed(search, kind, ENTITY_MANIFEST[kind].opening);
  return next === null ? null : `${pathname}${next}`;
}
