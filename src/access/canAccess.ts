/**
 * The permission helpers the authProvider calls (react-admin's canAccess and getPermissions), like react-admin's
 * examples/crm canAccess: pure functions over the AccessState. The menu only hides; the server decides.
 */
import { matchRoute } from '../routes/routeTable';
import { isAllowed } from './guard';
import { type AccessInput, type AccessState, type SlotReq, computeSlots, slotRange } from './slots';

/**
 * Slots per entity resource: entities-spec §3 endpoint keys (crp, ncrp ...) and the schema resource names of
 * DESIGN.md (students, faculty ...), one slot per entity from 130 in spec order. 'open' needs only a session.
 */
export const RESOURCE_SLOTS: Readonly<Record<string, SlotReq | 'open'>> = {
  crp: 130,
  ncrp: 131,
  'doha-bahrain': 132,
  teacher: 133,
  'non-faculty': 134,
  batch: 135,
  'course-program': 136,
  'crp-test': 137,
  students: [130, 131, 132],
  faculty: 133,
  batches: 135,
  'course-program-mappings': 136,
  'test-accounts': 137,
  // Support lists and upload jobs serve every entity page.
  centres: slotRange(130, 137),
  roles: slotRange(130, 137),
  subjects: slotRange(130, 137),
  'upload-jobs': slotRange(130, 137),
  'upload-history': slotRange(130, 137),
  alerts: [188, 181],
  escalations: [188, 181],
  'ptm-schedules': 'open',
  'exam-results': 'open',
  notifications: 120,
};

export interface AccessRequest {
  /** A route path ('/report/engagement', 'glorifireEntities/home') or a resource name ('students'). */
  resource: string;
  /** react-admin action (list, show, create, edit, delete, export ...). The spec gives no per-action rule. */
  action?: string;
}

export function canAccess(state: AccessState | null | undefined, { resource }: AccessRequest): boolean {
  if (!state) return false;
  const named = RESOURCE_SLOTS[resource];
  if (named !== undefined) {
    return named === 'open' || isAllowed({ requiredSlot: named, state });
  }
  const route = matchRoute(resource);
  // Unknown resources are denied: a page nobody declared is a page nobody may open.
  if (!route) return false;
  return (
    route.noLogin === true ||
    isAllowed({ requiredSlot: route.slot, noAccessCheck: route.noAccessCheck, adminOnly: route.adminOnly, state })
  );
}

/** What the authProvider's getPermissions resolves to, from the abilities of the user's first role. */
export function getPermissions(input: AccessInput): AccessState {
  return computeSlots(input);
}
