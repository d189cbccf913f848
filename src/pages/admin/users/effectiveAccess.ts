/**
 * What a user's effective access means on screen: the menu categories the console will show them, derived from the
 * slots the server computed (GET /api/admin/users/:id/effective-access) with the console's own menu code, so this
 * panel and the sidebar that user gets cannot disagree.
 */
import { computeSlots, type AccessState } from '../../../../schemas/access/slots';
import { SLOT_COUNT } from '../../../../schemas/access/abilityTable';
import { visibleMenu } from '../../../routes/menu';
import type { EffectiveAccess } from '../../../providers/adminDataProvider';

/** The access state the console builds for this user, with the server's slots as the word on which slots are held. */
export function accessStateOf(access: Pick<EffectiveAccess, 'roleName' | 'abilities' | 'slots'>): AccessState {
  const state = computeSlots({ abilities: access.abilities, roleName: access.roleName });
  const slots = new Array<boolean>(SLOT_COUNT).fill(false);
  for (const slot of access.slots) if (slot >= 0 && slot < SLOT_COUNT) slots[slot] = true;
  return { ...state, slots };
}

/** Labels of the sidebar categories the user will see, in menu order. */
export function menuCategoriesOf(access: Pick<EffectiveAccess, 'roleName' | 'abilities' | 'slots'>): string[] {
  return visibleMenu(accessStateOf(access), { roleName: access.roleName }).categories.map((c) => c.label);
}

/** Slot numbers as short runs: [1, 2, 3, 7, 9, 10] -> '1-3, 7, 9-10'. */
export function slotRuns(slots: readonly number[]): string {
  const sorted = [...new Set(slots)].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    runs.push(j === i ? String(sorted[i]) : `${sorted[i]}-${sorted[j]}`);
    i = j + 1;
  }
  return runs.join(', ');
}
