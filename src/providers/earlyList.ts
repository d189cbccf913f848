// The list a page opens with, asked for as soon as the console starts (issue 28: a cold load of the student list
// waited some 350 ms of first renders before its list asked). The answer is handed, once, to the first getList with
// the same parameters: the list's own controller, when it mounts. Nothing else changes: the same request through the
// same provider, one request, and a list asked differently (or more than HOLD_MS later) asks the server itself.
import type { DataProvider, GetListParams, GetListResult } from 'react-admin';
import { isManifestKind } from '../../schemas/manifest';
import { ENTITY_PARAM, HOME_PATH } from '../pages/entities/entityUrl';

/** How long an early answer waits for its list: a page that did not ask within this never gets a stale one. */
export const EARLY_LIST_HOLD_MS = 10_000;

/** The parameters as a key that ignores the order of object keys (and the abort signal). */
export function listKey(resource: string, { pagination, sort, filter, meta }: GetListParams): string {
  const sorted = (_key: string, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : value;
  return JSON.stringify([resource, pagination, sort, filter, meta ?? null], sorted);
}

export interface EarlyLists<P extends DataProvider> {
  /** The provider, whose getList takes an early answer when its parameters match. */
  dataProvider: P;
  /** Asks for a list now; its answer waits for the first getList with the same parameters. */
  prefetch(resource: string, params: GetListParams): void;
}

export function withEarlyList<P extends DataProvider>(provider: P, now: () => number = Date.now): EarlyLists<P> {
  let early: { key: string; answer: Promise<GetListResult>; at: number } | null = null;
  const getList: DataProvider['getList'] = (resource, params) => {
    const held = early;
    if (held && held.key === listKey(resource, params)) {
      early = null;
      // A failed early answer is not handed over: the list asks again, so its failure is met (toasted, or the session
      // ended) by a shell that is up, as it was before the list was asked for early.
      if (now() - held.at <= EARLY_LIST_HOLD_MS) return held.answer.catch(() => provider.getList(resource, params)) as never;
    }
    return provider.getList(resource, params);
  };
  return {
    dataProvider: { ...provider, getList },
    prefetch(resource, params) {
      const answer = provider.getList(resource, params);
      // Not an unhandled rejection: the list asks again when it mounts.
      answer.catch(() => undefined);
      early = { key: listKey(resource, params), answer, at: now() };
    },
  };
}

/**
 * Starts the list of the page the console opens at, where that page is a list the user may see (the entities home's
 * list; the page finds the parameters in its own chunk, which the page loads anyway). Another page loads nothing.
 */
export function prefetchOpeningList(where: { pathname: string; search: string }, early: Pick<EarlyLists<DataProvider>, 'prefetch'>, allowed: (resource: string) => Promise<boolean>): void {
  if (where.pathname !== HOME_PATH || !isManifestKind(new URLSearchParams(where.search).get(ENTITY_PARAM))) return;
  import('../pages/entities/earlyListQuery')
    .then(async ({ entitiesHomeList }) => {
      const opening = entitiesHomeList(where.pathname, where.search);
      if (opening && (await allowed(opening.resource))) early.prefetch(opening.resource, opening.params);
    })
    // Only a head start: the list asks for itself when it mounts.
    .catch(() => undefined);
}
