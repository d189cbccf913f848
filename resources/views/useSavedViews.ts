// The saved views of a list (issue 26 item 7): the signed-in user's views from the server, applying one (filters,
// sort and rows per page into the URL through the list controller, columns into the current columns), saving the
// current state as a new view or into one, the default, and deleting. A list opened with no state in its URL opens
// with the user's default view.
import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import type { SavedView } from '../../schemas/api';
import { isEntity, type ResourceSchema } from '../../schemas';
import { useEntityApi } from '../api';
import type { ColumnsView } from '../list/useColumnsState';
import { useEntityToast } from '../toast';
import { listOpening } from '../../schemas/manifest';
import { captureView, opensPlain, type ListNow } from './viewState';

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
  // The entities pages write the list's opening parameters into an address without any, before the list mounts: a
  // list opened with just those has no state of its own either.
  const openDefault = useRef(enabled && opensPlain(location.search, listOpening(schema.list)));

  const apply = (view: SavedView) => {
    list.setFilters(view.state.filter);
    list.setSort(view.state.sort);
    list.setPerPage(view.state.perPage);
    if (view.state.columns) columns.setState(view.state.columns);
    setCurrentId(view.id);
  };

  useEffect(() => {
    if (!openDefault.current || !views.data) return;
    openDefault.current = false;
    const byDefault = views.data.find((v) => v.isDefault);
    if (byDefault) apply(byDefault);
  }, [views.data]);

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
