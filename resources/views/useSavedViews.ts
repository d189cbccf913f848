// The saved views of a list (issue 26 item 7): the signed-in user's views from the server, applying one (filters,
// sort and rows per page into the URL through the list controller, columns into the current columns), saving the
// current state as a new view or into one, the default, and deleting. A list opened with no state in its URL opens
// with the user's default view: asked for with it at once when this browser remembers it (rememberedDefault.ts).
import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useGetIdentity } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { SavedView, ViewState } from '../../schemas/api';
import { isEntity, type ResourceSchema } from '../../schemas';
import { useEntityApi } from '../api';
import type { ColumnsView } from '../list/useColumnsState';
import { useEntityToast } from '../toast';
import { listOpening } from '../../schemas/manifest';
import { captureView, opensAt, opensPlain, type ListNow } from './viewState';
import { openingState, rememberDefault, rememberedDefault, viewOpening } from './rememberedDefault';

export interface ListSetters extends ListNow {
  setFilters: (filter: Record<string, unknown>) => void;
  setSort: (sort: { field: string; order: 'ASC' | 'DESC' }) => void;
  setPerPage: (perPage: number) => void;
}

const failure = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Unable to save the view.');

export function useSavedViews(schema: ResourceSchema, list: ListSetters, columns: ColumnsView) {
  const api = useEntityApi();
  const toast = useEntityToast();
  const queryClient = useQueryClient();
  const queryKey = ['saved-views', schema.kind];
  // Views are kept for the entity lists (the server knows no other); a core list (alerts) has none.
  const enabled = isEntity(schema);
  const views = useQuery({ queryKey, queryFn: () => api.listViews(schema.kind), enabled });
  const [currentId, setCurrentId] = useState<number | null>(null);
  const location = useLocation();
  // The default is remembered under the signed-in user's id, as the address was completed (entityUrl.ts): known
  // before the views are looked at.
  const { identity, isPending: identityPending } = useGetIdentity();
  const userId = String(identity?.id ?? '');
  // The address the list opened at. The entities pages write the list's opening parameters into an address without
  // any, before the list mounts (the remembered default's, when there is one): a list opened with just those has no
  // state of its own either.
  const openedAt = useRef(enabled ? location.search : null);

  const applyState = (state: ViewState) => {
    list.setFilters(state.filter);
    list.setSort(state.sort);
    list.setPerPage(state.perPage);
    if (state.columns) columns.setState(state.columns);
  };
  const apply = (view: SavedView) => {
    applyState(view.state);
    setCurrentId(view.id);
  };

  useEffect(() => {
    if (!views.data || identityPending) return;
    const byDefault = views.data.find((v) => v.isDefault);
    const search = openedAt.current;
    if (search !== null) {
      openedAt.current = null;
      const remembered = rememberedDefault(schema.kind, userId);
      if (byDefault && opensAt(search, viewOpening(byDefault.state))) {
        // Opened at the default already (as remembered here): its columns and its name in the menu, no list to ask again.
        if (byDefault.state.columns) columns.setState(byDefault.state.columns);
        setCurrentId(byDefault.id);
      } else if (remembered && opensAt(search, viewOpening(remembered))) {
        // Opened at a default that is no longer: the default now, or the plain list when there is none.
        if (byDefault) apply(byDefault);
        else applyState(openingState(listOpening(schema.list)));
      } else if (byDefault && opensPlain(search, listOpening(schema.list))) apply(byDefault);
    }
    rememberDefault(schema.kind, userId, byDefault?.state ?? null);
  }, [views.data, userId, identityPending]);

  /** Runs a change, then reloads the views; a refusal is toasted (the server names why) and rethrown to the dialog. */
  const change = async <T>(run: () => Promise<T>, done: (result: T) => string): Promise<T> => {
    try {
      const result = await run();
      await queryClient.invalidateQueries({ queryKey });
      toast.success(done(result));
      return result;
    } catch (error) {
      toast.error(failure(error));
      throw error;
    }
  };
  const state = () => captureView(list, columns.state);

  return {
    enabled,
    views: views.data ?? [],
    isPending: views.isPending,
    error: views.error,
    current: views.data?.find((v) => v.id === currentId),
    apply,
    save: (name: string, isDefault: boolean) =>
      change(() => api.createView({ resource: schema.kind, name, state: state(), isDefault }), (v) => (setCurrentId(v.id), `View "${v.name}" saved.`)),
    overwrite: (view: SavedView) => change(() => api.updateView(view.id, { state: state() }), (v) => `View "${v.name}" updated.`),
    setDefault: (view: SavedView, isDefault: boolean) =>
      change(() => api.setDefaultView(view.id, isDefault), (v) => (v.isDefault ? `"${v.name}" now opens this list.` : `"${v.name}" is no longer your default view.`)),
    remove: (view: SavedView) => change(() => api.deleteView(view.id), () => (view.id === currentId && setCurrentId(null), `View "${view.name}" deleted.`)),
  };
}

export type SavedViewsController = ReturnType<typeof useSavedViews>;
