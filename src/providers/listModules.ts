// The modules a list request is checked with, loaded once and then at hand synchronously: import() of a module that
// has already loaded still answers a task later, and on a cold load that task waits behind the first renders (it
// held the student list's request back by 200-480 ms). A list page starts both with its chunk (routes/pageLoaders.ts).

export interface LoadedOnce<T> {
  /** The module once loaded; undefined before. */
  now(): T | undefined;
  /** Loads it (once; a failed load may be retried). */
  load(): Promise<T>;
}

export function loadOnce<T>(load: () => Promise<T>): LoadedOnce<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    now: () => loaded,
    load: () => (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    )),
  };
}

/** The list rules (zod: kept out of the main chunk). */
export const listRules = loadOnce(() => import('../../resources/list/listRequest'));
/** The entity schemas, which the list rules check a request against. */
export const entitySchemas = loadOnce(() => import('../../schemas'));
