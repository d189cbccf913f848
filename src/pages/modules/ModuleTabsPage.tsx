// A module page made of tabs (teacher feedback, Faculties KRA): the route table's tabs of the module that the user may
// see, the current one by the path, its content from the module's page; the module path opens the first tab.
import type { ReactNode } from 'react';
import { Box, Tab, Tabs, Typography } from '@mui/material';
import { usePermissions } from 'react-admin';
import { Link as RouterLink, Navigate, useLocation } from 'react-router-dom';
import { hasAnySlot, type AccessState } from '../../../schemas/access/slots';
import { ROUTES } from '../../routes/routeTable';

export interface ModuleTabsPageProps {
  /** The module's path ('/my-kra'). */
  base: string;
  title: string;
  /** The tab's content, by its path after the module's ('parameters') and its title. */
  children: (sub: string, title: string) => ReactNode;
}

export function ModuleTabsPage({ base, title, children }: ModuleTabsPageProps) {
  const { pathname } = useLocation();
  const { permissions, isPending } = usePermissions<AccessState>();
  if (isPending) return null;
  const tabs = ROUTES.filter((r) => r.parent === base && (permissions?.isAdmin || r.slot === undefined || hasAnySlot(permissions, r.slot)));
  const current = tabs.find((t) => t.path === pathname);
  if (!current) return tabs[0] ? <Navigate replace to={tabs[0].path} /> : null;
  return (
    <Box component="section" sx={{ pb: 2, minWidth: 0 }}>
      <Typography variant="overline" color="text.secondary" component="p">{title}</Typography>
      <Tabs value={current.path} sx={{ mb: 2 }} variant="scrollable" aria-label={`${title} tabs`}>
        {tabs.map((t) => <Tab key={t.path} value={t.path} label={t.title} component={RouterLink} to={t.path} />)}
      </Tabs>
      {children(current.path.slice(base.length + 1), current.title)}
    </Box>
  );
}
