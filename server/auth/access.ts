// What a route needs, declared on the route itself (config.access), and the check against the signed-in user.
// The menu only hides; this decides. A route under /api/ that declares nothing is denied.
import type { Principal } from '../db/repos/users.js';
import { computeSlots } from '../../schemas/access/slots';
import { isAdminRole } from '../../schemas/access/roles';
import { slotOf } from '../../schemas/access/abilityTable';

export type Access =
  | { public: true }
  | { signedIn: true }
  /** An ability name of console-spec §6; the user needs its slot (or the Admin role). */
  | { ability: string }
  /** A slot, or any one of several. */
  | { slot: number | readonly number[] }
  /** A flag computed with the slots: the exam result access identifier of console-spec §6, which has no slot. */
  | { flag: 'examResults' }
  /** Any one of several requirements. */
  | { anyOf: readonly Access[] }
  | { adminOnly: true };

export const isAdmin = (p: Principal): boolean => isAdminRole(p.roles[0]?.name);

const accessOf = new WeakMap<Principal, ReturnType<typeof computeSlots>>();

/** Worked out once per principal: a principal is cached by the sign-in check and frozen, and every request asks. */
function principalAccess(p: Principal) {
  let access = accessOf.get(p);
  if (!access) {
    const first = p.roles[0];
    accessOf.set(p, (access = computeSlots({ abilities: first?.abilities ?? [], roleName: first?.name ?? '' })));
  }
  return access;
}

export function principalSlots(p: Principal): boolean[] {
  return principalAccess(p).slots;
}

export function allows(p: Principal, access: Access): boolean {
  if ('public' in access || 'signedIn' in access) return true;
  if ('adminOnly' in access) return isAdmin(p);
  if (isAdmin(p)) return true;
  if ('anyOf' in access) return access.anyOf.some((a) => allows(p, a));
  if ('flag' in access) return principalAccess(p)[access.flag];
  // slotOf throws on an unknown ability name, so a typo in a route declaration fails loudly at first use.
  const wanted = 'slot' in access ? access.slot : slotOf(access.ability);
  const slots = principalSlots(p);
  return (typeof wanted === 'number' ? [wanted] : wanted).some((s) => slots[s] === true);
}


export function hasAbility(p: Principal, name: string): boolean {
  const abilities = p.roles[0]?.abilities ?? [];
  if (abilities[0]?.trim() === '*') return true;
  return abilities.some((a) => a.trim().toLowerCase() === name.toLowerCase());
}
