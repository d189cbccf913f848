/**
 * Building blocks of the sidebar model: a menu item is a link to a route of the table, so its label and slot come
 * from the route unless the menu template gives its own (console-spec §2: "exact slot numbers per menu item are in the
 * menu template: not shown"; where we override, the comment says why).
 */
import type { SlotReq } from '../../schemas/access/slots';
import { ENTITY_SLOTS } from '../../schemas/access/entityAccess';
import { ENTITY_MANIFEST, MANIFEST_KINDS, type EntityKind, type ManifestEntry } from '../../schemas/manifest';
import { ROUTES, matchRoute } from './routeTable';

export interface MenuItem {
  /** Unique within its category: the path (with query), or 'group:<label>' for an item that only groups tabs. */
  key: string;
  label: string;
  /** Route path, possibly with a query ('/glorifireEntities/home?entity=crp'); absent for groups and actions. */
  path?: string;
  /** Opens something other than a route (the My Training popup). */
  action?: 'myTraining';
  /** Needed to see the item (any one of a list); absent with noAccessCheck or when tabs decide. */
  slot?: SlotReq;
  noAccessCheck?: boolean;
  adminOnly?: boolean;
  /** Shown only when the operations reports menu is on (console-spec §4). */
  needsOperationsReports?: boolean;
  /** Only for these user types (case-insensitive). */
  userTypes?: readonly string[];
  /** Path for an AO user who is not a student-platform user (console-spec §2). */
  aoPath?: string;
  /** Label for managing-partner roles. */
  managingPartnerLabel?: string;
  /** Router state passed with the link. */
  state?: Readonly<Record<string, unknown>>;
  tabs?: MenuItem[];
}

type ItemOptions = Partial<Omit<MenuItem, 'key' | 'path'>>;

/** A link to a route of the table; throws at load on a path the table lacks, so menu and routes cannot drift. */
export function link(path: string, options: ItemOptions = {}): MenuItem {
  const route = matchRoute(path);
  if (!route) throw new Error(`Menu link to a path with no route: ${path}`);
  return {
    key: path,
    path,
    label: route.title,
    slot: route.slot,
    ...(route.noAccessCheck ? { noAccessCheck: true } : {}),
    ...(route.adminOnly ? { adminOnly: true } : {}),
    ...options,
  };
}

/** A module with its tabs: the route's sub-routes of the same category (admin-only tabs live in the Admin menu). */
export function moduleLink(path: string, options: ItemOptions = {}): MenuItem {
  const base = matchRoute(path);
  const tabs = ROUTES.filter((r) => r.parent === path && r.category === base?.category && !r.adminOnly).map((r) =>
    link(r.path),
  );
  return link(path, { tabs, ...options });
}

/** An item that only groups tabs (no page of its own). */
export function group(label: string, tabs: MenuItem[], options: ItemOptions = {}): MenuItem {
  return { key: `group:${label}`, label, tabs, ...options };
}

/**
 * The entity kinds of entities-spec §3 with their menu labels and slots, from the registry's manifest, in slot order;
 * `page` where the kind has a page of its own (a standalone sidebar item) instead of the entities home.
 */
export const ENTITY_MENU: readonly { kind: EntityKind; label: string; slot: number; page?: string }[] = MANIFEST_KINDS.filter((kind) => !(ENTITY_MANIFEST[kind] as ManifestEntry).tabOf).map((kind) => {
  const { menuLabel, page } = ENTITY_MANIFEST[kind] as ManifestEntry;
  return { kind, label: menuLabel, slot: ENTITY_SLOTS[kind], ...(page ? { page } : {}) };
}).sort((a, b) => a.slot - b.slot);

export type { EntityKind };

/**
 * The entities home for one kind, or its own page; each kind needs its own slot even though the home admits any
 * entity slot.
 */
export function entityLink(kind: EntityKind): MenuItem {
  const entity = ENTITY_MENU.find((e) => e.kind === kind)!;
  return link(entity.page ?? `/glorifireEntities/home?entity=${kind}`, { label: entity.label, slot: entity.slot });
}

/** The test-account upload link: entity test account, action UPLOAD, multiCentre true (console-spec §2). */
export const TEST_ACCOUNT_UPLOAD_STATE = { entity: 'crp-test', action: 'UPLOAD', multiCentre: true } as const;
