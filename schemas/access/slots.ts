/**
 * Abilities -> the 193 boolean access slots and the flags derived with them (console-spec §4, §6).
 * Pure and serialisable: react-admin keeps the result as the user's permissions.
 */
import {
  ALWAYS_GRANTED_SLOT,
  EXAM_RESULT_ACCESS,
  SLOT_COUNT,
  WILDCARD,
  operationsReportFor,
  slotsForAbility,
} from './abilityTable';
import {
  OPERATIONS_ROLE,
  SUPPORT_SLOT_ROLES,
  isAdminRole,
  isHelpGuideRole,
  isManagingPartnerRole,
  roleIn,
} from './roles';

export interface AccessState {
  /** Exactly SLOT_COUNT booleans. */
  slots: boolean[];
  /** The active role: the first user role. */
  roleName: string;
  isAdmin: boolean;
  /** First ability was '*'. */
  wildcard: boolean;
  /** The {product} section (granted with the wildcard). */
  showProduct: boolean;
  /** The operations reports menu: the wildcard or any operations report granted by its title. */
  showOperationsReports: boolean;
  helpGuide: boolean;
  managingPartner: boolean;
  /** Holds the exam result access identifier (or the wildcard). */
  examResults: boolean;
  /** The user's scope ('organisation', 'centre', 'general'), when known: what shared records they may change. */
  scope?: string;
}

/** A slot requirement: one slot, or any one of several. */
export type SlotReq = number | readonly number[];

export interface AccessInput {
  abilities: readonly string[];
  roleName: string;
  scope?: string | null;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function computeSlots({ abilities, roleName, scope }: AccessInput): AccessState {
  // Only the FIRST ability can be the wildcard; a '*' further down is an unknown name and grants nothing.
  const wildcard = abilities.length > 0 && abilities[0].trim() === WILDCARD;
  const slots = new Array<boolean>(SLOT_COUNT).fill(wildcard);
  if (!wildcard) {
    for (const ability of abilities) for (const slot of slotsForAbility(ability)) slots[slot] = true;
  }
  slots[ALWAYS_GRANTED_SLOT] = true;
  grantRoleSlots(slots, roleName);
  return {
    slots,
    roleName,
    isAdmin: isAdminRole(roleName),
    wildcard,
    showProduct: wildcard,
    showOperationsReports: wildcard || abilities.some((a) => operationsReportFor(a) !== undefined),
    helpGuide: isHelpGuideRole(roleName),
    managingPartner: isManagingPartnerRole(roleName),
    examResults: wildcard || abilities.some((a) => sameName(a, EXAM_RESULT_ACCESS)),
    ...(scope ? { scope } : {}),
  };
}

function grantRoleSlots(slots: boolean[], roleName: string): void {
  if (!roleIn(roleName, SUPPORT_SLOT_ROLES)) return;
  slots[122] = true;
  slots[192] = true;
  if (!roleIn(roleName, [OPERATIONS_ROLE])) slots[121] = true;
}

/** The state of nobody signed in: no slots at all, not even 120 (that one is for signed-in users). */
export function emptyAccess(): AccessState {
  return {
    slots: new Array<boolean>(SLOT_COUNT).fill(false),
    roleName: '',
    isAdmin: false,
    wildcard: false,
    showProduct: false,
    showOperationsReports: false,
    helpGuide: false,
    managingPartner: false,
    examResults: false,
  };
}

export function hasSlot(state: AccessState | null | undefined, slot: number): boolean {
  return !!state && state.slots[slot] === true;
}

/** True when the state holds the slot, or any one of the listed slots. */
export function hasAnySlot(state: AccessState | null | undefined, req: SlotReq): boolean {
  return typeof req === 'number' ? hasSlot(state, req) : req.some((slot) => hasSlot(state, slot));
}

/** Every slot number in an inclusive range: category groups and "one per entity" ranges read as in the spec. */
export function slotRange(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
