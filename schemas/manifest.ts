// The registry's light half: every entity kind with what the console's main chunk and the access checks need (menu
// label, the ability it needs, list path). The list itself (manifest.generated.ts) is written by `npm run registry`
// from the registry in index.ts and each kind's schema, so adding an entity is one schema file and its registry line;
// it imports no field modules, so the main chunk reads it without loading the schemas.
import { API_PREFIX } from './core/constants';
import type { ListConfig } from './core/listTypes';
import { ENTITY_MANIFEST } from './manifest.generated';

/** Ability names of the ability table (schemas/access, console-spec §6), not slot numbers. */
export interface EntityAccess {
  /** Needed to list the entity (and act on it, unless `edit` says otherwise). */
  list: string;
  /** Needed to add, change, upload and change the status of its records (KRA Parameters Edit); absent: `list`. */
  edit?: string;
}

export interface ManifestEntry {
  /** The sidebar item's label. */
  menuLabel: string;
  access: EntityAccess;
  /**
   * Records without a centre, shared by every centre of the organisation (course-program mappings): only an
   * organisation-wide admin may upload them or change their status (schemas/access `mayChangeShared`). The schema
   * must then have no single-centre field (tests/architecture/registry.test.ts).
   */
  sharedByCentres?: true;
  /**
   * The console path of the kind's own page, a standalone sidebar item (Calendar Events at /calendar-events,
   * console-spec §2); absent: the kind is listed on the entities home (/glorifireEntities/home?entity=<kind>).
   */
  page?: string;
  /**
   * Its page is a tab of this module (Feedback Forms at /teacher-feedback/feedbackForms): the route table lists the
   * module's tabs, so the kind adds no route and no sidebar item of its own.
   */
  tabOf?: string;
  /** The parameters its list opens with (listOpening), so an address can be completed before its schema loads. */
  opening: ListOpening;
}

/** The list parameters a list opens with, as react-admin's list reads them from an address. */
export interface ListOpening {
  /** The first status tab's filter, as JSON. */
  filter: string;
  perPage: number;
  sort: string;
  order: 'ASC' | 'DESC';
}

/** The first status tab (none for a list without tabs), the page size and the default sort of a list. */
export function listOpening(list: Pick<ListConfig, 'statusTabs' | 'pageSize' | 'defaultSort'>): ListOpening {
  const [firstTab] = list.statusTabs;
  return {
    filter: JSON.stringify(firstTab ? { status: firstTab.key } : {}),
    perPage: list.pageSize,
    sort: list.defaultSort.field,
    order: list.defaultSort.order === 'desc' ? 'DESC' : 'ASC',
  };
}

export { ENTITY_MANIFEST };

export type EntityKind = keyof typeof ENTITY_MANIFEST;

export const MANIFEST_KINDS: readonly EntityKind[] = Object.freeze(Object.keys(ENTITY_MANIFEST) as EntityKind[]);

export function isManifestKind(value: unknown): value is EntityKind {
  return typeof value === 'string' && Object.hasOwn(ENTITY_MANIFEST, value);
}

/** The list path of a kind (DESIGN.md: `<prefix>/<kind>`); the schema's api.list must agree (schemas/index.test.ts). */
export const entityListPath = (kind: EntityKind) => `${API_PREFIX}/${kind}`;
