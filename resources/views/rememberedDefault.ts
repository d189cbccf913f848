// The user's default view of each list, remembered in this browser, so that a list opened without a state of its own
// is asked for with the default's filters, sort and rows per page at once (src/pages/entities/entityUrl.ts completes
// its address with them): no first answer of the plain list to throw away, and no flash of it before the default's
// rows. The server's views stay the truth: when they load, useSavedViews applies a default that has changed since, and
// remembers it for the next opening. Kept per user in localStorage, which sign-out clears.
import type { ViewState } from '../../schemas/api';
import type { ListOpening } from '../../schemas/manifest';

const KEY = 'defaultView';
const keyOf = (kind: string, userId: string) => `${KEY}.${userId}.${kind}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled: the list opens plain and applies its default when the views load, as before
  }
}

export function rememberedDefault(kind: string, userId: string): ViewState | null {
  const raw = storage()?.getItem(keyOf(kind, userId));
  if (!raw) return null;
  try {
    const state = JSON.parse(raw) as ViewState;
    return state && typeof state.filter === 'object' && typeof state.perPage === 'number' && typeof state.sort?.field === 'string' ? state : null;
  } catch {
    return null;
  }
}

export function rememberDefault(kind: string, userId: string, state: ViewState | null): void {
  const store = storage();
  try {
    if (state) store?.setItem(keyOf(kind, userId), JSON.stringify(state));
    else store?.removeItem(keyOf(kind, userId));
  } catch {
    // storage full: nothing remembered, nothing lost
  }
}

/** The address parameters a view's list opens with, as a list's own opening. */
export function viewOpening(state: ViewState): ListOpening {
  return { filter: JSON.stringify(state.filter), perPage: state.perPage, sort: state.sort.field, order: state.sort.order };
}

/** A list's opening parameters as a view's state (the plain list a view is left for). */
export function openingState(opening: ListOpening): ViewState {
  return { filter: JSON.parse(opening.filter) as ViewState['filter'], sort: { field: opening.sort, order: opening.order }, perPage: opening.perPage };
}
