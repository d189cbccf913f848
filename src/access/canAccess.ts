/**
 * The permission helpers the authProvider calls (react-admin's canAccess and getPermissions), like react-admin's
 * examples/crm canAccess: pure functions over the AccessState. The menu only hides; the server decides.
 */
import { matchRoute } from '../routes/routeTable';
import { isAllowed } from './guard';
import { ANY_ENTITY_SLOT, EDIT_ACTIONS, ENTITY_EDIT_SLOTS, ENTITY_SLOTS, SHARED_RECORD_ACTIONS, mayChangeShared } from '../../schemas/access/entityAccess';
import { isManifestKind } from '../../schemas/manifest';
import { type AccessInput, type AccessState, type SlotReq, computeSlots } from '../../schemas/access/slots';

/**
 * Slots per resource: every entity kind's list slot from the registry's manifest (entities-spec §3 endpoint keys crp,
 * ncrp ...), the schema resource names of DESIGN.md (students, faculty ...) and the other modules. 'open' needs
 * only a session.
 */
export const RESOURCE_SLOTS: Readonly<Record<string, SlotReq | 'open'>> = {
  ...ENTITY_SLOTS,
  students: [ENTITY_SLOTS.crp, ENTITY_SLOTS.ncrp, ENTITY_SLOTS['doha-bahrain']],
  faculty: ENTITY_SLOTS.teacher,
  batches: ENTITY_SLOTS.batch,
  'course-program-mappings': ENTITY_SLOTS['course-program'],
  'test-accounts': ENTITY_SLOTS['crp-test'],
  // Support lists and upload jobs serve every entity page.
  centres: ANY_ENTITY_SLOT,
  roles: ANY_ENTITY_SLOT,
  subjects: ANY_ENTITY_SLOT,
  'upload-jobs': ANY_ENTITY_SLOT,
  'upload-history': ANY_ENTITY_SLOT,
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

export function canAccess(state: AccessState | null | undefined, { resource, action }: AccessRequest): boolean {
  if (!state) return false;
  // Uploading or changing the status of records shared by all centres: organisation-wide users only (as the server).
  if (isManifestKind(resource) && (SHARED_RECORD_ACTIONS as readonly (string | undefined)[]).includes(action) && !mayChangeShared(resource, state.scope)) return false;
  // Changing an entity's records needs its edit ability (KRA Parameters Edit), where it names one.
  if (isManifestKind(resource) && (EDIT_ACTIONS as readonly (string | undefined)[]).includes(action)) return isAllowed({ requiredSlot: ENTITY_EDIT_SLOTS[resource], state });
  const named = RESOURCE_SLOTS[resource];
  if (named !== undefined) {
    return named === 'open' || isAllowed({ requiredSlot: named, state });
  }
  // User Management's resources (supporthome/users ...) take the rule of the admin-only route they live under.
  const route = matchRoute(resource) ?? adminRouteAbove(resource);
  // Unknown resources are denied: a page nobody declared is a page nobody may open.
  if (!route) return false;
  return (
    route.noLogin === true ||
    isAllowed({ requiredSlot: route.slot, noAccessCheck: route.noAccessCheck, adminOnly: route.adminOnly, state })
  );
}

function adminRouteAbove(resource: string) {
  const top = matchRoute(resource.split(/[/?#]/).filter(Boolean)[0] ?? '');
  return top?.adminOnly ? top : undefined;
}

/** What the authProvider's getPermissions resolves to, from the abilities of the user's first role. */
export function getPermissions(input: AccessInput): AccessState {
  return computeSlots(input);
}
