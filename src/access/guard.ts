/**
 * The route guard of console-spec §4: a route needs its permission (slot) or the Admin role. The first denial carries
 * the message; a counter toggles so a second consecutive denial is silent; an allowed navigation resets it. The caller
 * keeps the user on the current route when `allowed` is false.
 */
import { type AccessState, type SlotReq, hasAnySlot } from '../../schemas/access/slots';
import { isAdminRole } from '../../schemas/access/roles';

export const NOT_AUTHORIZED_MESSAGE = 'Not authorized to use this module.';

export interface GuardInput {
  /** Slot the route needs; absent means any signed-in user may open it. */
  requiredSlot?: SlotReq;
  noAccessCheck?: boolean;
  /** Admin-role-only pages (console-spec §6): no slot opens them, only the role. */
  adminOnly?: boolean;
  state: AccessState;
  /** Defaults to state.roleName. */
  roleName?: string;
}

export interface GuardResult {
  allowed: boolean;
  message?: typeof NOT_AUTHORIZED_MESSAGE;
}

export interface RouteGuard {
  check(input: GuardInput): GuardResult;
  /** Forget earlier denials (e.g. on logout). */
  reset(): void;
}

/** Pure decision without the message counter: the same rule canAccess uses. */
export function isAllowed({ requiredSlot, noAccessCheck, adminOnly, state, roleName }: GuardInput): boolean {
  if (noAccessCheck) return true;
  if (isAdminRole(roleName ?? state.roleName)) return true;
  if (adminOnly) return false;
  return requiredSlot === undefined || hasAnySlot(state, requiredSlot);
}

export function createRouteGuard(): RouteGuard {
  // Toggles on each consecutive denial: true after a denial that showed the message.
  let deniedOnce = false;
  return {
    check(input) {
      if (isAllowed(input)) {
        deniedOnce = false;
        return { allowed: true };
      }
      deniedOnce = !deniedOnce;
      return deniedOnce ? { allowed: false, message: NOT_AUTHORIZED_MESSAGE } : { allowed: false };
    },
    reset() {
      deniedOnce = false;
    },
  };
}
