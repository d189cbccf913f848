/** Small builders that keep the route rows readable: one line per route, tabs under their module. */
import type { RouteArea } from '../../access/categories';
import type { SlotReq } from '../../../schemas/access/slots';
import type { RouteDef, RouteExtras } from '../types';

export { slotOf as S } from '../../../schemas/access/abilityTable';

/** [sub-path, title, slot (defaults to the module's), extras]. */
export type TabRow = readonly [sub: string, title: string, slot?: SlotReq, extras?: RouteExtras];

export function inArea(category: RouteArea) {
  const route = (path: string, title: string, slot?: SlotReq, extras: RouteExtras = {}): RouteDef => ({
    path,
    title,
    slot,
    category,
    page: 'placeholder',
    ...extras,
  });
  /** A module and its tabs; tabs sit under the module's path and show it in their breadcrumb. */
  const withTabs = (base: RouteDef, tabs: readonly TabRow[]): RouteDef[] => [
    base,
    ...tabs.map(([sub, title, slot, extras = {}]) => ({
      path: `${base.path}/${sub}`,
      title,
      // Admin-only pages are opened by the role alone, never by a slot inherited from their module.
      slot: extras.adminOnly ? undefined : (slot ?? base.slot),
      category: base.category,
      page: base.page,
      parent: base.path,
      ...extras,
    })),
  ];
  return { route, withTabs };
}

/** Every number from..to inclusive, for "any slot of this module" requirements. */
export { slotRange as range } from '../../../schemas/access/slots';
