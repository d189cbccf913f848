// Entities name the ability they need (schemas/manifest.ts); where a slot is needed it is derived here, through the
// ability table, so a schema never carries a slot number.
import { ENTITY_MANIFEST, MANIFEST_KINDS, type EntityAccess, type EntityKind, type ManifestEntry } from '../manifest';
import { slotOf } from './abilityTable';

/** The slot that lets a user list an entity (and act on it). Throws on an ability the table lacks. */
export function listSlot(entity: { access: EntityAccess }): number {
  return slotOf(entity.access.list);
}

/** The slot that lets a user change an entity's records: its edit ability's, else its list slot. */
export function editSlot(entity: { access: EntityAccess }): number {
  return slotOf(entity.access.edit ?? entity.access.list);
}

/** The list slot of each kind, e.g. { crp: 130, ... }. */
export const ENTITY_SLOTS: Readonly<Record<EntityKind, number>> = Object.freeze(
  Object.fromEntries(MANIFEST_KINDS.map((kind) => [kind, listSlot(ENTITY_MANIFEST[kind])])) as Record<EntityKind, number>,
);

/** Any entity's list slot: what the shared support lists (centres, roles ...) and upload pages need. */
export const ANY_ENTITY_SLOT: readonly number[] = Object.freeze(MANIFEST_KINDS.map((kind) => ENTITY_SLOTS[kind]));

/** The edit slot of each kind (its list slot where it declares no edit ability). */
export const ENTITY_EDIT_SLOTS: Readonly<Record<EntityKind, number>> = Object.freeze(
  Object.fromEntries(MANIFEST_KINDS.map((kind) => [kind, editSlot(ENTITY_MANIFEST[kind])])) as Record<EntityKind, number>,
);

/** The console's actions that change records (react-admin's create and edit, the upload and status change). */
export const EDIT_ACTIONS = ['create', 'edit', 'upload', 'changeStatus'] as const;

/** Actions that change what every centre sees when the records are shared (no centre of their own). */
export const SHARED_RECORD_ACTIONS = ['upload', 'changeStatus'] as const;

/**
 * Whether a user of this scope may upload or change the status of a kind's records: anyone for records of one
 * centre; only organisation-wide users for records shared by all centres (course-program mappings). The server's
 * check and the console's hiding of the Upload tab and status buttons both ask this.
 */
export function mayChangeShared(kind: EntityKind, scope: string | null | undefined): boolean {
  const entry: ManifestEntry = ENTITY_MANIFEST[kind];
  return !entry.sharedByCentres || scope === 'organisation';
}
