/**
 * The side navigation (console-spec §2): the menu banner, the categories the user may see as collapsible groups, then
 * the standalone items. Built from the pure sidebar model (src/routes/menu.ts); the menu only hides, the guard decides.
 */
import { memo, useCallback, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useSidebarState } from 'react-admin';
import { Box, Divider, List, Skeleton, type Theme } from '@mui/material';
import { activeMenu, sectionsOf, visibleMenu } from '../../routes/menu';
import { CATEGORY_LABELS } from '../../access/categories';
import { canAccess } from '../../access/canAccess';
import { ALERT_ESCALATION_PATH } from '../alertCounters';
import { useShellUser } from '../useShellUser';
import { runMenuAction } from '../integrations';
import { MenuBanner } from './MenuBanner';
import { MenuSection as OneSection } from './MenuSection';
import type { ActiveMenu } from '../../routes/activeMenu';

// The layout and the URL change some ten times on a cold load (the sign-in check, the Resources arriving, the page's
// chunk, the list writing its parameters); the menu's sections, some 9 ms of MUI list items each time, re-render
// only when what they show changes: the highlighted item by value, the sidebar's state.
const MenuSection = memo(OneSection);

/** Few categories: open them all, there is nothing to hunt through. */
const OPEN_ALL_UP_TO = 2;

// The sidebar's fixed container sizes itself to its content, so the menu must hold the theme's width itself.
const widthSx = (open: boolean) => (theme: Theme) => {
  const sizes = (theme as Theme & { sidebar?: { width?: number; closedWidth?: number } }).sidebar;
  return { width: open ? (sizes?.width ?? 240) : (sizes?.closedWidth ?? 55), pb: 2 };
};

export function SideMenu() {
  const { access, menuUser, roleName } = useShellUser();
  const [sidebarOpen, setSidebarOpen] = useSidebarState();
  const { pathname, search } = useLocation();
  const menu = useMemo(() => (access ? visibleMenu(access, menuUser) : null), [access, menuUser]);
  const found = useMemo(() => (menu ? activeMenu(pathname, search, sectionsOf(menu)) : null), [menu, pathname, search]);
  // The same highlight as the same object: a new URL with the same active item leaves the sections as they are.
  const activeKey = found && JSON.stringify(found);
  const active = useMemo(() => (activeKey ? (JSON.parse(activeKey) as ActiveMenu) : null), [activeKey]);
  const openSidebar = useCallback(() => setSidebarOpen(true), [setSidebarOpen]);

  if (!menu || !active || !access) {
    return (
      <Box sx={{ p: 2 }} aria-busy="true">
        {[0, 1, 2, 3].map((i) => <Skeleton key={i} height={28} />)}
      </Box>
    );
  }
  const sectionProps = { active, sidebarOpen, onOpenSidebar: openSidebar, onAction: runMenuAction };
  return (
    <Box component="nav" aria-label="Main menu" sx={widthSx(sidebarOpen)}>
      {sidebarOpen && <MenuBanner roleName={roleName} allowed={canAccess(access, { resource: ALERT_ESCALATION_PATH })} />}
      <List dense disablePadding>
        {menu.categories.map((category) => (
          <MenuSection
            key={category.key}
            sectionKey={category.key}
            label={category.label}
            items={category.items}
            defaultOpen={menu.categories.length <= OPEN_ALL_UP_TO}
            {...sectionProps}
          />
        ))}
      </List>
      {menu.standalone.length > 0 && (
        <>
          <Divider sx={{ my: 1 }} />
          <List dense disablePadding>
            <MenuSection
              sectionKey="standalone"
              label={CATEGORY_LABELS.standalone}
              items={menu.standalone}
              defaultOpen
              {...sectionProps}
            />
          </List>
        </>
      )}
    </Box>
  );
}
