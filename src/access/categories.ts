/**
 * Sidebar categories and who sees them (console-spec §2, §5, §6). A category shows when the user holds at least one
 * slot of its group; the Admin category only for the Admin role; Schools always for principal, coordinator and admin.
 */
import { type AccessState, hasSlot, slotRange } from '../../schemas/access/slots';
import { isAdminRole, seesSchools } from '../../schemas/access/roles';

export const CATEGORY_KEYS = [
  'dashboard',
  'product',
  'institute',
  'schools',
  'authors',
  'community',
  'marketing',
  'support',
  'eduganga',
  'admin',
] as const;
export type CategoryKey = (typeof CATEGORY_KEYS)[number];

/** Where a route sits when it is not in a sidebar category. */
export type RouteArea = CategoryKey | 'standalone' | 'footer' | 'public';

export const CATEGORY_LABELS: Record<RouteArea, string> = {
  dashboard: 'Dashboard',
  product: 'Glorifire',
  institute: 'Institute',
  schools: 'Schools',
  authors: 'Authors',
  community: 'Community',
  marketing: 'Marketing',
  support: 'Support',
  eduganga: 'Eduganga',
  admin: 'Admin',
  standalone: 'Menu',
  footer: 'Account',
  public: 'Public',
};

/**
 * Slot groups exactly as §6. The institute group also takes every institute slot §6 lists from 138 to 192 (KRA,
 * feedback, time table ... faculty earning index reports), which §6 calls institute slots but leaves out of the group.
 */
export const CATEGORY_SLOTS: Record<Exclude<CategoryKey, 'admin'>, readonly number[]> = {
  dashboard: slotRange(15, 19),
  product: [...slotRange(51, 73), 95, 96, 104],
  institute: [
    ...slotRange(20, 32),
    87,
    88,
    91,
    100,
    101,
    106,
    107,
    ...slotRange(116, 120),
    ...slotRange(126, 137),
    ...slotRange(138, 192),
  ],
  schools: [...slotRange(74, 84), 89, 90, 92, 105],
  authors: [...slotRange(0, 10), 93, 94, 99, 103],
  community: slotRange(11, 14),
  marketing: [...slotRange(33, 50), 102],
  support: [121, 122],
  eduganga: [125],
};

/** Only the Admin role gets these (console-spec §6); the route table marks the same paths adminOnly. */
export const ADMIN_ONLY_PATHS = ['/supporthome', '/invoice-sign', '/report/onboarding', '/institute-onboarding-states'];

export function isCategoryVisible(key: CategoryKey, state: AccessState): boolean {
  if (key === 'admin') return state.isAdmin || isAdminRole(state.roleName);
  if (key === 'schools' && seesSchools(state.roleName)) return true;
  // The wildcard shows the {product} section even if the group were ever emptied.
  if (key === 'product' && state.showProduct) return true;
  return CATEGORY_SLOTS[key].some((slot) => hasSlot(state, slot));
}

export function visibleCategories(state: AccessState): CategoryKey[] {
  return CATEGORY_KEYS.filter((key) => isCategoryVisible(key, state));
}
