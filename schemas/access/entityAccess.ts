// Entities name the ability they need (schemas/manifest.ts); where a slot is needed it is derived here, through the
// ability table, so a schema never carries a slot number.
import { ENTITY_MANIFEST, MANIFEST_KINDS, type EntityAccess, type EntityKind } from '../manifest';
import { slotOf } from './abilityTable';

/** The slot that lets a user list an entity (and act on it). Throws on an ability the table lacks. */
export function listSlot(entity: { access: EntityAccess }): number {
  return slotOf(entity.access.list);
}

/** The list slot of each kind, e.g. { crp: 130, ... }. */
export const ENTITY_SLOTS: Readonly<Record<EntityKind, number>> = Object.freeze(
  Object.fromEntries(MANIFEST_KINDS.map((kind) => [kind, listSlot(ENTITY_MANIFEST[kind])])) as Record<EntityKind, number>,
);

/** Any entity's list slot: what the shared support lists (centres, roles ...) and upload pages need. */
export const ANY_ENTITY_SLOT: readonly number[] = Object.freeze(MANIFEST_KINDS.map((kind) => ENTITY_SLOTS[kind]));
