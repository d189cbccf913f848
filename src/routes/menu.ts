/**
 * The sidebar model (console-spec §2): what a user may see, and which entry is active for a location.
 * Pure: the shell renders the result. The menu only hides; the route guard and the server decide.
 */
import type { AccessState } from '../../schemas/access/slots';
import { hasAnySlot } from '../../schemas/access/slots';
import { isCategoryVisible } from '../access/categories';
import { isAdminRole, isAoUser, roleIn, seesSchools } from '../../schemas/access/roles';
import { FOOTER_LINKS, MENU_CATEGORIES, type MenuCategory, STANDALONE_ITEMS } from './menuData';
import type { MenuItem } from './menuItems';

export type { MenuItem } from './menuItems';
export type { MenuCategory } from './menuData';
export { FOOTER_LINKS, MENU_CATEGORIES, STANDALONE_ITEMS } from './menuData';
export { ENTITY_MENU, TEST_ACCOUNT_UPLOAD_STATE } from './menuItems';

export interface MenuUser {
  roleName: string;
  userType?: string;
  /** The student-platform (ismyPATUser) flag of the user settings. */
  isProductUser?: boolean;
}

export interface VisibleMenu {
  categories: MenuCategory[];
  standalone: MenuItem[];
  footer: MenuItem[];
}

interface Ctx {
  state: AccessState;
  user: MenuUser;
  isAdmin: boolean;
  aoShortcuts: boolean;
}

function mayShow(item: MenuItem, ctx: Ctx): boolean {
  if (item.adminOnly) return ctx.isAdmin;
  if (item.userTypes && !roleIn(ctx.user.userType, item.userTypes)) return false;
  if (item.needsOperationsReports && !ctx.state.showOperationsReports) return false;
  if (item.noAccessCheck || item.slot === undefined) return true;
  return hasAnySlot(ctx.state, item.slot);
}

function present(item: MenuItem, ctx: Ctx): MenuItem | null {
  if (!mayShow(item, ctx)) return null;
  const tabs = item.tabs?.map((tab) => present(tab, ctx)).filter((tab): tab is MenuItem => tab !== null);
  // A group with no visible tab has nothing to open.
  if (tabs && tabs.length === 0 && !item.path) return null;
  return {
    ...item,
    ...(tabs ? { tabs } : {}),
    ...(ctx.aoShortcuts && item.aoPath ? { path: item.aoPath } : {}),
    ...(ctx.state.managingPartner && item.managingPartnerLabel ? { label: item.managingPartnerLabel } : {}),
  };
}

const presentAll = (items: readonly MenuItem[], ctx: Ctx) =>
  items.map((item) => present(item, ctx)).filter((item): item is MenuItem => item !== null);

/**
 * Only what the user may see: a category when a slot of its group is held (or a role rule shows it) and it has a
 * visible item, except Schools for principal, coordinator and admin, which always shows (console-spec §5).
 */
export function visibleMenu(state: AccessState, user: MenuUser): VisibleMenu {
  const ctx: Ctx = {
    state,
    user,
    isAdmin: state.isAdmin || isAdminRole(user.roleName),
    aoShortcuts: isAoUser(user.roleName, user.userType) && !user.isProductUser,
  };
  const scoped = { ...state, roleName: user.roleName || state.roleName, isAdmin: ctx.isAdmin };
  const categories = MENU_CATEGORIES.filter((c) => isCategoryVisible(c.key, scoped))
    .map((c) => ({ ...c, items: presentAll(c.items, ctx) }))
    .filter((c) => c.items.length > 0 || (c.key === 'schools' && seesSchools(scoped.roleName)));
  return { categories, standalone: presentAll(STANDALONE_ITEMS, ctx), footer: presentAll(FOOTER_LINKS, ctx) };
}

export { activeMenu, sectionsOf, type ActiveMenu } from './activeMenu';
